import { z } from 'zod';
import { roleSchema } from './role.schema.js';

/** The signed-in user a request or event acts for, as the gateway verified it. */
export const actorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type Actor = z.infer<typeof actorSchema>;

export const requestMetaSchema = z.object({
  correlationId: z.string(),
  actor: actorSchema.nullable(),
  /**
   * The client's Idempotency-Key for a write, when it sent one: the owning service applies the write once per
   * key and actor and answers a repeat with the first answer.
   */
  idempotencyKey: z.string().optional(),
});
export type RequestMeta = z.infer<typeof requestMetaSchema>;

/** Every request/reply message carries the caller's correlation id and actor beside its data. */
export interface ServiceRequest<T> {
  meta: RequestMeta;
  data: T;
  /** How long the caller waits for the answer, in milliseconds: a service does not start what nobody awaits. */
  waitMs?: number;
}

/** A failed request/reply answer: a code the gateway maps to a status, and what to tell the user. */
export const serviceErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  current: z.unknown().optional(),
});
export type ServiceError = z.infer<typeof serviceErrorSchema>;

/** The envelope of every domain event. */
export const eventEnvelopeSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The payload's version (events written before versions existed are version 1). */
  version: z.number().int().positive().default(1),
  occurredAt: z.string(),
  aggregateId: z.string(),
  actor: actorSchema.nullable(),
  correlationId: z.string(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.output<typeof eventEnvelopeSchema>, 'data'> & { data: T };
