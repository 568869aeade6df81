import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HORSES_PATTERNS, type HorseDetail, horseNameMessageSchema, idMessageSchema } from '@remuda/contracts';
import { messageData } from '@remuda/service-kit';
import { HorseStore, horseNotFound } from '../horses/horse-store.js';

type HorseWithMedia = Omit<HorseDetail, 'ridingLogs'>;

/** One horse with its media, by id or by name (any capitals). Riding logs are the riding service's to add. */
@Controller()
export class GetHorseHandler {
  constructor(private readonly store: HorseStore) {}

  @MessagePattern(HORSES_PATTERNS.get)
  async get(@Payload() message: unknown): Promise<HorseWithMedia> {
    const { id } = messageData(idMessageSchema, message);
    return this.store.detail(await this.store.get(id));
  }

  @MessagePattern(HORSES_PATTERNS.getByName)
  async getByName(@Payload() message: unknown): Promise<HorseWithMedia> {
    const { name } = messageData(horseNameMessageSchema, message);
    const horse = await this.store.horses.findOne({ where: { nameKey: name.toLowerCase() }, order: { createdAt: 'ASC' } });
    if (!horse) throw horseNotFound();
    return this.store.detail(horse);
  }
}
