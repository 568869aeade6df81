import type { z } from 'zod';
import { ACCESS_ROLES, type AccessLevel, type Actor, hasRole, validate } from '@remuda/contracts';
import { DomainError, validationFailed } from '../errors/domain-error.js';
import { currentActor } from '../logging/request-context.js';

/** The data of a request message, checked against its contract schema (services never trust the wire). */
export function messageData<S extends z.ZodType>(schema: S, message: unknown): z.output<S> {
  const data = (message as { data?: unknown } | null)?.data;
  const result = validate(schema, data);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

/**
 * The service's own role check: the actor of the request being handled, who must be admitted by `access`.
 * Public operations answer whoever called, or null for a visitor.
 */
export function authorize(access: AccessLevel): Actor | null {
  const actor = currentActor();
  if (access === 'public') return actor;
  if (!actor) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  if (!hasRole(actor.role, ACCESS_ROLES[access])) throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
  return actor;
}
