import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { HORSES_PATTERNS, HORSE_EVENTS, type HorseDetail, STAFF_ROLES, updateHorseMessageSchema } from '@remuda/contracts';
import { OutboxRelay, messageData, recordEvent, requireActor } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore, horseNotFound } from '../horses/horse-store.js';
import { applyFields } from '../horses/horse-view.js';

/** Trainers and administrators replace a horse's fields; `horses.horse.updated` goes out with the result. */
@Controller()
export class UpdateHorseHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  @MessagePattern(HORSES_PATTERNS.update)
  async update(@Payload() message: unknown): Promise<Omit<HorseDetail, 'ridingLogs'>> {
    const { id, horse: fields } = messageData(updateHorseMessageSchema, message);
    requireActor(STAFF_ROLES);
    const detail = await this.dataSource.transaction(async (em) => {
      const horse = await em.findOneBy(HorseEntity, { id });
      if (!horse) throw horseNotFound();
      applyFields(horse, fields, new Date().toISOString());
      await em.save(horse);
      const { media: _media, ...snapshot } = await this.store.detail(horse);
      await recordEvent(em, HORSE_EVENTS.updated, horse.id, snapshot);
      return horse;
    });
    void this.relay.flush();
    return this.store.detail(detail);
  }
}
