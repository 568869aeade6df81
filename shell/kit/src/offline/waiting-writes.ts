import { createStore, del, set, values } from 'idb-keyval';

/**
 * A file a write sends (a document attached to a record), kept on the device with it: its bytes as an ArrayBuffer,
 * which every browser's IndexedDB keeps (a Blob is not kept by all of them).
 */
export interface WaitingFile {
  /** The multipart field it goes in. */
  field: string;
  name: string;
  type: string;
  data: Blob | ArrayBuffer;
}

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
  /** Files sent with it as a multipart form (then `body` is the form's text fields, if any). */
  files?: WaitingFile[];
  /**
   * The write whose answer this one needs (a document for a record made offline): its path names `{id}`, filled
   * with that answer's id once the server has made it; until then it waits.
   */
  after?: string;
}

/** What a write sends: its JSON body, or a multipart form of its text fields and files. */
export function bodyOf(write: Pick<WaitingWrite, 'body' | 'files'>): unknown {
  if (!write.files?.length) return write.body;
  const form = new FormData();
  for (const [name, value] of Object.entries((write.body ?? {}) as Record<string, string>)) form.append(name, value);
  for (const file of write.files) form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  return form;
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

/** A file's bytes, read the way every browser can (FileReader; `Blob.arrayBuffer` is younger). */
function bytesOf(data: Blob | ArrayBuffer): Promise<ArrayBuffer> {
  if (!(data instanceof Blob)) return Promise.resolve(data);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(data);
  });
}

/** Keeps a write (new or changed) on the device before anything else happens to it, its files as their bytes. */
export async function keepWaitingWrite(write: WaitingWrite): Promise<void> {
  if (write.files?.some((file) => file.data instanceof Blob)) {
    write = { ...write, files: await Promise.all(write.files.map(async (file) => ({ ...file, data: await bytesOf(file.data) }))) };
  }
  await loadWaitingWrites();
  if (store) await set(write.id, write, store);
  publish([...writes.filter((w) => w.id !== write.id), write]);
  tabs?.postMessage('changed');
}

/** Drops a write, and those that wait for its answer (which can no longer come). */
export async function dropWaitingWrite(id: string): Promise<void> {
  await loadWaitingWrites();
  const gone = new Set([id, ...writes.filter((w) => w.after === id).map((w) => w.id)]);
  if (store) for (const key of gone) await del(key, store);
  publish(writes.filter((w) => !gone.has(w.id)));
  tabs?.postMessage('changed');
}

/** A write the server has applied: those waiting for its answer get its id in their path, and it is dropped. */
export async function applyWaitingWrite(id: string, answer: unknown): Promise<void> {
  await loadWaitingWrites();
  const madeId = (answer as { id?: unknown } | null)?.id;
  for (const next of writes.filter((w) => w.after === id)) {
    const { after: _after, ...rest } = next;
    await keepWaitingWrite(typeof madeId === 'string' ? { ...rest, path: fillMadeId(next.path, madeId) } : { ...rest, refused: 'What it belonged to was not made.' });
  }
  await dropWaitingWrite(id);
}

/** A follow-up's path with the id the server made for the write it followed. */
export const fillMadeId = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));

/**
 * Runs `work` in one tab at a time (the browser's lock, where it has one), after reading the waiting writes again:
 * a tab that waited its turn sees what the one before it sent, and does not send it again.
 */
export function withWaitingWritesLock<T>(work: () => Promise<T>): Promise<T> {
  const run = () => readWaitingWrites().then(work);
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('remuda-waiting-writes', run) : run();
}
