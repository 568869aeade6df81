import type { ObjectStore } from './object-store.js';

/**
 * Adopts a file the gateway stored under `uploads/`: `adopt` stores what it makes of it, naming each key it writes
 * in `written`. If it fails, those files are removed; the upload is removed either way.
 */
export async function adoptUpload<T>(store: ObjectStore, uploadKey: string, adopt: (written: string[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await adopt(written);
  } catch (err) {
    await store.remove(written).catch(() => undefined);
    throw err;
  } finally {
    await store.remove([uploadKey]).catch(() => undefined);
  }
}

/** A stored object's bytes, whole (a picture to re-encode: the decoder needs all of it). */
export async function readWhole(store: ObjectStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
