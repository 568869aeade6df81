import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DomainEvent, HORSE_EVENTS } from '@remuda/contracts';
import { OnEvent } from '@remuda/service-kit';
import { KnownHorseEntity } from './known-horse.entity.js';

type HorseChanged = DomainEvent<typeof HORSE_EVENTS.created> | DomainEvent<typeof HORSE_EVENTS.updated>;

/** Keeps the medical service's view of a horse (name, status) as the horses service announces changes. */
@Injectable()
export class RememberHorseWhenHorseChanged {
  @OnEvent(HORSE_EVENTS.created)
  @OnEvent(HORSE_EVENTS.updated)
  async remember(event: HorseChanged, em: EntityManager): Promise<void> {
    const { id, name, deceased } = event.data;
    const known = await em.findOne(KnownHorseEntity, { where: { id }, select: { id: true, asOf: true } });
    if (!known) await em.insert(KnownHorseEntity, { id, name, deceased, asOf: event.occurredAt });
    else if (known.asOf <= event.occurredAt) await em.update(KnownHorseEntity, { id }, { name, deceased, asOf: event.occurredAt });
  }
}
