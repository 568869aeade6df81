import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Actor, RequestMeta } from '@remuda/contracts';

const storage = new AsyncLocalStorage<RequestMeta>();

/** Runs `fn` with a correlation id and actor that logs, messages and events made inside it carry along. */
export function runInRequestContext<T>(meta: RequestMeta, fn: () => T): T {
  return storage.run(meta, fn);
}

export function currentRequestMeta(): RequestMeta | undefined {
  return storage.getStore();
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Records who the current request acts for, once the gateway has verified its session. */
export function setCurrentActor(actor: Actor | null): void {
  const store = storage.getStore();
  if (store) store.actor = actor;
}

/** Records the client's Idempotency-Key of the current write, once the gateway has checked its form. */
export function setIdempotencyKey(key: string): void {
  const store = storage.getStore();
  if (store) store.idempotencyKey = key;
}

export function currentActor(): Actor | null {
  return storage.getStore()?.actor ?? null;
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A caller's correlation id is kept when it is well formed; otherwise a new one is made. */
export function correlationIdFrom(candidate: unknown): string {
  return typeof candidate === 'string' && CORRELATION_ID.test(candidate) ? candidate : randomUUID();
}
