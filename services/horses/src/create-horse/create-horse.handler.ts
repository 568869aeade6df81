import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { HORSES_PATTERNS, HORSE_EVENTS, type HorseDetail, STAFF_ROLES, horseInputSchema } from '@remuda/contracts';
import { OutboxRelay, messageData, recordEvent, requireActor } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore } from '../horses/horse-store.js';
import { applyFields, toHorse } from '../horses/horse-view.js';

/** Trainers and administrators add horses; `horses.horse.created` goes out with the horse. */
@Controller()
export class CreateHorseHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  @MessagePattern(HORSES_PATTERNS.create)
  async create(@Payload() message: unknown): Promise<Omit<HorseDetail, 'ridingLogs'>> {
    const fields = messageData(horseInputSchema, message);
    requireActor(STAFF_ROLES);
    const now = new Date().toISOString();
    const horse = applyFields(Object.assign(new HorseEntity(), { id: randomUUID(), createdAt: now, profileMediaId: null }), fields, now);
    await this.dataSource.transaction(async (em) => {
      await em.insert(HorseEntity, horse);
      await recordEvent(em, HORSE_EVENTS.created, horse.id, toHorse(horse, null));
    });
    void this.relay.flush();
    return this.store.detail(horse);
  }
}
