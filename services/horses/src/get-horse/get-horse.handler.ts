import { Controller } from '@nestjs/common';
import { HORSE_OPERATIONS, type HorseWithMedia, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { HorseStore, horseNotFound } from '../horses/horse-store.js';

/** One horse with its media, by id or by name (any capitals). Riding logs are the riding service's to add. */
@Controller()
export class GetHorseHandler {
  constructor(private readonly store: HorseStore) {}

  @Handles(HORSE_OPERATIONS.get)
  async get({ id }: OperationInput<typeof HORSE_OPERATIONS.get>): Promise<HorseWithMedia> {
    return this.store.detailById(id);
  }

  @Handles(HORSE_OPERATIONS.getByName)
  async getByName({ name }: OperationInput<typeof HORSE_OPERATIONS.getByName>): Promise<HorseWithMedia> {
    const horse = await this.store.horses.findOne({ where: { nameKey: name.toLowerCase() }, order: { createdAt: 'ASC' } });
    if (!horse) throw horseNotFound();
    return this.store.detail(horse);
  }
}
