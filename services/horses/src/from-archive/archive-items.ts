import { isDeepStrictEqual } from 'node:util';
import type { MediaVariant } from '@remuda/contracts';
import { archiveRefused } from '@remuda/service-kit';
import { mediaKeyOf } from '../horses/horse-view.js';
import type { StoredFile } from '../horses/media.entity.js';

/** A stored file's name in its folder: `640.webp`, `clip.mp4`. */
const FILE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

/** The stored file an archived url names (`mediaUrl`'s inverse), which must be right under `folder`, where this service keeps it. */
export function archivedFile({ width, url }: MediaVariant, folder: string, field: string): StoredFile {
  const key = mediaKeyOf(url);
  if (!key?.startsWith(`${folder}/`) || !FILE_NAME.test(key.slice(folder.length + 1))) throw archiveRefused(field, `Must be a file under /media/${folder}/`);
  return { width, key };
}

/** An archived picture's stored files: its variants, smallest first, at least one. */
export function archivedPicture(variants: readonly MediaVariant[], folder: string, field: string): StoredFile[] {
  if (variants.length === 0) throw archiveRefused(`${field}.variants`, 'A picture has at least one variant');
  return variants.map((variant, i) => archivedFile(variant, folder, `${field}.variants.${i}.url`));
}

/**
 * Refuses an item unless the rows made of it answer it exactly as given (`made`, the service's own view of them):
 * so what an archive puts back is what the next export writes. Names the first field that differs.
 */
export function expectAsGiven(made: object, given: object, field: string): void {
  const key = Object.keys(given).find((k) => !isDeepStrictEqual((made as Record<string, unknown>)[k], (given as Record<string, unknown>)[k]));
  if (key !== undefined) throw archiveRefused(`${field}.${key}`, 'Does not match the rest of the item as this service keeps it');
}
