import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { HORSE_OPERATIONS } from '@remuda/contracts';
import { DomainError, MessageClient, validationFailed } from '@remuda/service-kit';
import { KnownHorseEntity } from './known-horse.entity.js';

/**
 * The service's view of the herd, made sure of before a write needs it. It is kept from horse events; a horse
 * whose events have not reached it (one still on its way, or older than the history a new installation reads)
 * is asked of the horses service once and remembered, as of the moment that service last changed it.
 */
@Injectable()
export class HorseDirectory {
  constructor(
    private readonly messages: MessageClient,
    @InjectRepository(KnownHorseEntity) private readonly horses: Repository<KnownHorseEntity>,
  ) {}

  async learn(horseId: string): Promise<void> {
    const id = horseId.toLowerCase();
    if (await this.horses.existsBy({ id })) return;
    let horse;
    try {
      horse = await this.messages.request(HORSE_OPERATIONS.get, { id });
    } catch (err) {
      // A horse the horses service does not have either stays unknown: the write is refused as such.
      if (err instanceof DomainError && err.code === 'NOT_FOUND') return;
      throw err;
    }
    await this.horses
      .createQueryBuilder()
      .insert()
      .into(KnownHorseEntity)
      .values({
        id,
        name: horse.name,
        deceased: horse.deceased,
        onProperty: horse.on_property,
        offPropertyRides: horse.off_property_rides,
        asOf: horse.updatedAt,
      })
      .orIgnore()
      .execute();
  }
}

/**
 * The horse a write is for, as the service knows it, inside the write's transaction: a horse it has not heard
 * of, or a deceased one, is refused on the form's horse field.
 */
export async function livingHorse(em: EntityManager, horseId: string): Promise<KnownHorseEntity> {
  const horse = await em.findOneBy(KnownHorseEntity, { id: horseId.toLowerCase() });
  if (!horse) throw validationFailed([{ field: 'horseId', message: 'Unknown horse' }]);
  if (horse.deceased) throw validationFailed([{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }]);
  return horse;
}
