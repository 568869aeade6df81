import type { z } from 'zod';
import { type Actor, type Role, hasRole, validate } from '@remuda/contracts';
import { DomainError, validationFailed } from '../errors/domain-error.js';
import { currentActor } from '../logging/request-context.js';

/** The data of a request message, checked against its contract schema (services never trust the wire). */
export function messageData<S extends z.ZodType>(schema: S, message: unknown): z.output<S> {
  const data = (message as { data?: unknown } | null)?.data;
  const result = validate(schema, data);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

/** The actor of the request being handled, who must hold one of `roles`: the service's own role check. */
export function requireActor(roles: readonly Role[]): Actor {
  const actor = currentActor();
  if (!actor) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  if (!hasRole(actor.role, roles)) throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
  return actor;
}
