import type { AddMediaMessage } from '@remuda/contracts';
import type { ObjectStore } from '@remuda/service-kit';
import type { StoredFile } from '../horses/media.entity.js';
import { imageVariants } from './image-variants.js';

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

/**
 * Re-encodes an uploaded picture (see `imageVariants`) and stores each variant as `<base>/<width>.webp`, naming
 * each key in `written` as it is stored. Answers the picture's size and its files, smallest first.
 */
export async function storeImageVariants(
  store: ObjectStore,
  upload: Pick<AddMediaMessage['upload'], 'key' | 'contentType'>,
  base: string,
  written: string[],
): Promise<{ width: number; height: number; files: StoredFile[] }> {
  const original = await streamToBuffer(await store.read(upload.key));
  const { width, height, variants } = await imageVariants(original, upload.contentType);
  const files: StoredFile[] = [];
  for (const variant of variants) {
    const key = `${base}/${variant.width}.webp`;
    await store.put(key, variant.data, 'image/webp');
    written.push(key);
    files.push({ width: variant.width, key });
  }
  return { width, height, files };
}

async function streamToBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
