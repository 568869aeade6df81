import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventDefinition, EventEnvelope, EventPayload } from '@remuda/contracts';
import { currentRequestMeta } from '../logging/request-context.js';
import { OutboxEntity } from './outbox.entity.js';

/** Records an event in the outbox of a transaction, published if and only if the transaction commits. */
export type RecordEvent = <E extends EventDefinition>(event: E, aggregateId: string, data: EventPayload<E>) => Promise<void>;

/** A transaction's `RecordEvent`, whose outbox rows are written together by `flush`, before the transaction ends. */
export interface Recorder extends RecordEvent {
  /** Writes the events recorded since the last flush to the outbox, in one statement per 500. */
  flush(): Promise<void>;
}

/** Rows per INSERT: well within SQLite's and PostgreSQL's limits on a statement's parameters. */
const ROWS_PER_INSERT = 500;

/**
 * The way a change records events in its transaction `em`: each envelope is checked and made at once (so a bad
 * payload fails where the code that built it is on the stack) and kept in `recorded`, so whoever ran the
 * transaction can publish them the moment it commits; their outbox rows are written by `flush`, which the runner of
 * the transaction calls once the change is done, before it commits: a change recording many events (a care round's
 * hundred records, a horse's update, health and care) writes them in one statement instead of one each.
 */
export function recorderOf(em: EntityManager, recorded: EventEnvelope[]): Recorder {
  const pending: OutboxEntity[] = [];
  const record = (async (event, aggregateId, data) => {
    const envelope = envelopeOf(event, aggregateId, data);
    recorded.push(envelope);
    pending.push(outboxRow(envelope));
  }) as Recorder;
  record.flush = async () => {
    while (pending.length > 0) await em.insert(OutboxEntity, pending.splice(0, ROWS_PER_INSERT));
  };
  return record;
}

/**
 * Writes an event to the outbox inside the caller's transaction: it is published if and only if the change
 * it describes is committed. The payload is checked against the event's schema here, where the code that
 * built it is on the stack; the envelope carries the request's actor and correlation id.
 */
export async function recordEvent<E extends EventDefinition>(
  em: EntityManager,
  event: E,
  aggregateId: string,
  data: EventPayload<E>,
): Promise<EventEnvelope<EventPayload<E>>> {
  const envelope = envelopeOf(event, aggregateId, data);
  await em.insert(OutboxEntity, outboxRow(envelope));
  return envelope;
}

function envelopeOf<E extends EventDefinition>(event: E, aggregateId: string, data: EventPayload<E>): EventEnvelope<EventPayload<E>> {
  const meta = currentRequestMeta();
  return {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    aggregateId,
    actor: meta?.actor ?? null,
    correlationId: meta?.correlationId ?? randomUUID(),
    data: event.payload.parse(data) as EventPayload<E>,
  };
}

function outboxRow(envelope: EventEnvelope): OutboxEntity {
  return Object.assign(new OutboxEntity(), {
    id: envelope.id,
    type: envelope.type,
    aggregateId: envelope.aggregateId,
    envelope: JSON.stringify(envelope),
    occurredAt: envelope.occurredAt,
    publishedAt: null,
  });
}
