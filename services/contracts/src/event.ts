import type { z } from 'zod';
import type { EventEnvelope } from './messaging.js';

/**
 * One domain event type, defined once: its type (also its subject on the broker), the version of its payload,
 * and the payload's schema. Producers record it through the outbox; consumers subscribe to it by this definition.
 */
export interface EventDefinition<P extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  payload: P;
  /** The broker subject: kept apart from request/reply subjects, which the event stream must not store. */
  subject: string;
}

export type EventPayload<E extends EventDefinition> = z.output<E['payload']>;
export type DomainEvent<E extends EventDefinition> = EventEnvelope<EventPayload<E>>;

const TYPE = /^[a-z]+(\.[a-z][a-z-]*){2}$/;

export const eventSubject = (type: string) => `events.${type}`;

export function defineEvent<const P extends z.ZodType>(definition: { type: string; version: number; payload: P }): EventDefinition<P> {
  if (!TYPE.test(definition.type)) throw new Error(`Event type ${definition.type} must read <domain>.<aggregate>.<what-happened>`);
  if (!Number.isInteger(definition.version) || definition.version < 1) throw new Error(`Event ${definition.type} needs a version from 1`);
  return { ...definition, subject: eventSubject(definition.type) };
}
