import { createStore, del, set, values } from 'idb-keyval';

/** A change made on this device that the server has not yet confirmed, kept until it has (or the user drops it). */
export interface WaitingWrite {
  /** Also the write's `Idempotency-Key`: every try sends the same one, so the server applies it once. */
  id: string;
  /** The account that made it: only that account's session ever sends it. */
  accountId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** What the user is shown in the list of waiting changes ("Trail ride for Dusty, 23 Nov 2026"). */
  summary: string;
  fallbackMessage: string;
  /** When it was made on this device (ISO instant); the order they are sent in. */
  queuedAt: string;
  /** The labels of the fields of a versioned change, to show both versions side by side on a conflict. */
  fields?: Record<string, string>;
  /** Refused because the record changed since it was read: the record as it is now, until the user chooses. */
  conflict?: { current: Record<string, unknown> };
  /** Refused for a reason sending again will not change (the horse was removed, a field is invalid). */
  refused?: string;
}

type Listener = () => void;

// A database of its own: idb-keyval keeps one object store per database.
const store = typeof indexedDB === 'undefined' ? null : createStore('remuda-waiting-writes', 'writes');
const listeners = new Set<Listener>();
let loaded: Promise<void> | null = null;
let writes: readonly WaitingWrite[] = [];

/**
 * The other tabs of this site on the device: each says when it changed the waiting writes, and the rest read them
 * again, so every open tab lists the same changes (and one sent by another tab leaves the list everywhere).
 */
const tabs = store && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('remuda-waiting-writes') : null;
if (tabs) tabs.onmessage = () => void readWaitingWrites();

function readWaitingWrites(): Promise<void> {
  loaded = store ? values<WaitingWrite>(store).then(publish) : Promise.resolve();
  return loaded;
}

const oldestFirst = (a: WaitingWrite, b: WaitingWrite) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id);

function publish(next: readonly WaitingWrite[]): void {
  writes = [...next].sort(oldestFirst);
  for (const listener of listeners) listener();
}

/** Reads the waiting writes from the device once per page; later changes come through this module and other tabs. */
export function loadWaitingWrites(): Promise<void> {
  return loaded ?? readWaitingWrites();
}

/** Every waiting write on this device, oldest first (all accounts: filter by the signed-in one). */
export const waitingWrites = (): readonly WaitingWrite[] => writes;

export function subscribeToWaitingWrites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a write (new or changed) on the device before anything else happens to it. */
export async function keepWaitingWrite(write: WaitingWrite): Promise<void> {
  await loadWaitingWrites();
  if (store) await set(write.id, write, store);
  publish([...writes.filter((w) => w.id !== write.id), write]);
  tabs?.postMessage('changed');
}

export async function dropWaitingWrite(id: string): Promise<void> {
  await loadWaitingWrites();
  if (store) await del(id, store);
  publish(writes.filter((w) => w.id !== id));
  tabs?.postMessage('changed');
}

/**
 * Runs `work` in one tab at a time (the browser's lock, where it has one), after reading the waiting writes again:
 * a tab that waited its turn sees what the one before it sent, and does not send it again.
 */
export function withWaitingWritesLock<T>(work: () => Promise<T>): Promise<T> {
  const run = () => readWaitingWrites().then(work);
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('remuda-waiting-writes', run) : run();
}
