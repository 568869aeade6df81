import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DomainEvent, HORSE_EVENTS } from '@remuda/contracts';
import { DurableConsumer, OnEvent } from '@remuda/service-kit';
import { KnownHorseEntity } from './known-horse.entity.js';

type HorseChanged = DomainEvent<typeof HORSE_EVENTS.created> | DomainEvent<typeof HORSE_EVENTS.updated>;

/** Keeps the service's view of a horse (name, status, whereabouts) as the horses service announces changes. */
@Injectable()
@DurableConsumer('known-horses')
export class RememberHorseWhenHorseChanged {
  @OnEvent(HORSE_EVENTS.created)
  @OnEvent(HORSE_EVENTS.updated)
  async remember(event: HorseChanged, em: EntityManager): Promise<void> {
    const { id, name, deceased, on_property: onProperty, off_property_rides: offPropertyRides } = event.data;
    const view = { name, deceased, onProperty, offPropertyRides, asOf: event.occurredAt };
    const known = await em.findOne(KnownHorseEntity, { where: { id }, select: { id: true, asOf: true } });
    if (!known) await em.insert(KnownHorseEntity, { id, ...view });
    else if (known.asOf <= event.occurredAt) await em.update(KnownHorseEntity, { id }, view);
  }
}
