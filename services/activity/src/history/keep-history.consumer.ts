import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, EventDefinition } from '@remuda/contracts';
import { DurableConsumer, OnEvents } from '@remuda/service-kit';
import { HISTORY_EVENTS } from './history-events.js';
import { recordHistory } from './record-history.js';

/**
 * The history of every change: one consumer of every event that is a person's change (docs/adr/023-history.md),
 * each read at its current version (older ones upcast by the kit) and kept once, by its id.
 */
@Injectable()
@DurableConsumer('history')
export class KeepHistoryOfEveryChange {
  @OnEvents(HISTORY_EVENTS)
  async keep(event: DomainEvent<EventDefinition>, em: EntityManager): Promise<void> {
    // The inbox applies an event once: no need to look for its entry first.
    await recordHistory(em, event, { once: true });
  }
}
