import type { AddMediaMessage } from '@remuda/contracts';
import { type ObjectStore, readWhole } from '@remuda/service-kit';
import type { StoredFile } from '../horses/media.entity.js';
import { imageVariants } from './image-variants.js';

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
  const original = await readWhole(store, upload.key);
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
