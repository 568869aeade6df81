import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/** A write being handled under an Idempotency-Key: whose key it is, and what request it names. */
export interface IdempotentRequest {
  actorId: string;
  key: string;
  operation: string;
  fingerprint: string;
}

const storage = new AsyncLocalStorage<{ request: IdempotentRequest; taken: boolean }>();

/** Runs an idempotent operation's handler so that its write (`Writes.run`) is applied once per key. */
export function runAsIdempotentRequest<T>(request: IdempotentRequest, fn: () => T): T {
  return storage.run({ request, taken: false }, fn);
}

/**
 * The key the current handler's write is applied under, handed out once: a key names one write, so anything
 * else the handler or what it sets off writes is applied as usual.
 */
export function takeIdempotentRequest(): IdempotentRequest | null {
  const store = storage.getStore();
  if (!store || store.taken) return null;
  store.taken = true;
  return store.request;
}

/** What a repeat must match: the operation and its validated input, whatever order the client sent the fields in. */
export function fingerprintOf(operation: string, input: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(input)).digest('hex');
}

/** JSON with every object's keys in order, so equal values always read the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  ) ?? 'null';
}
