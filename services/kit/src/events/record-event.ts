import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventDefinition, EventEnvelope, EventPayload } from '@remuda/contracts';
import { currentRequestMeta } from '../logging/request-context.js';
import { OutboxEntity } from './outbox.entity.js';

/** Records an event in the outbox of a transaction, published if and only if the transaction commits. */
export type RecordEvent = <E extends EventDefinition>(event: E, aggregateId: string, data: EventPayload<E>) => Promise<void>;

/**
 * The way a change records events in its transaction `em`: each envelope recorded is also kept in `recorded`, so
 * whoever ran the transaction can publish them the moment it commits.
 */
export function recorderOf(em: EntityManager, recorded: EventEnvelope[]): RecordEvent {
  return async (event, aggregateId, data) => {
    recorded.push(await recordEvent(em, event, aggregateId, data));
  };
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
  const meta = currentRequestMeta();
  const envelope: EventEnvelope<EventPayload<E>> = {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    aggregateId,
    actor: meta?.actor ?? null,
    correlationId: meta?.correlationId ?? randomUUID(),
    data: event.payload.parse(data) as EventPayload<E>,
  };
  await em.insert(OutboxEntity, {
    id: envelope.id,
    type: event.type,
    aggregateId,
    envelope: JSON.stringify(envelope),
    occurredAt: envelope.occurredAt,
    publishedAt: null,
  });
  return envelope;
}
