import type { Response } from 'express';
import { DomainError, rateLimitedRequests } from '@remuda/service-kit';

/** A wait as a person reads it: seconds under a minute, whole minutes (rounded up) beyond. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The 429 of a limit: `Retry-After` in whole seconds (at least one) on the response, counted in the metrics by
 * `limit`, and an error whose message says how long to wait.
 */
export function tooManyRequests(res: Response, waitMs: number, limit: string, message: (wait: string) => string): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  rateLimitedRequests.inc({ limit });
  res.setHeader('Retry-After', String(seconds));
  return new DomainError('RATE_LIMITED', message(waitInWords(seconds)));
}
