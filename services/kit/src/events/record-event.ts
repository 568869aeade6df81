import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import { currentRequestMeta } from '../logging/request-context.js';
import { OutboxEntity } from './outbox.entity.js';

/**
 * Writes an event to the outbox inside the caller's transaction: it is published if and only if the change
 * it describes is committed. The envelope carries the request's actor and correlation id.
 */
export async function recordEvent<T>(em: EntityManager, type: string, aggregateId: string, data: T): Promise<EventEnvelope<T>> {
  const meta = currentRequestMeta();
  const envelope: EventEnvelope<T> = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    aggregateId,
    actor: meta?.actor ?? null,
    correlationId: meta?.correlationId ?? randomUUID(),
    data,
  };
  await em.insert(OutboxEntity, {
    id: envelope.id,
    type,
    aggregateId,
    envelope: JSON.stringify(envelope),
    occurredAt: envelope.occurredAt,
    publishedAt: null,
  });
  return envelope;
}
