import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import { OutboxRelay } from './outbox-relay.js';
import { type RecordEvent, recorderOf } from './record-event.js';

/** What a change sees inside its transaction: the transaction's entity manager and the way to record events. */
export interface WriteContext {
  em: EntityManager;
  /** Records an event in the outbox, published if and only if this transaction commits. */
  record: RecordEvent;
}

/**
 * The routine of every write a service makes: one transaction for the change and the events it records, the
 * events published as soon as the transaction has committed, and the answer read back afterwards, outside the
 * transaction, so it shows what was committed.
 */
@Injectable()
export class Writes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T, A = T>(change: (tx: WriteContext) => Promise<T>, readBack?: (result: T) => Promise<A>): Promise<A> {
    const recorded: EventEnvelope[] = [];
    const result = await this.dataSource.transaction((em) => change({ em, record: recorderOf(em, recorded) }));
    this.relay.publishCommitted(recorded);
    return readBack ? readBack(result) : (result as unknown as A);
  }
}
