import { isDeepStrictEqual } from 'node:util';
import type { MediaVariant } from '@remuda/contracts';
import { validationFailed } from '@remuda/service-kit';
import { mediaKeyOf } from '../horses/horse-view.js';
import type { StoredFile } from '../horses/media.entity.js';

/** An archive's item refused on one of its fields (`items.3.media.0.url`). */
export const archiveRefused = (field: string, message: string) => validationFailed([{ field, message }]);

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

/**
 * What `make` makes of each item whose id is not `here` yet, in the order given; one given twice is refused.
 * (An item here already is left as it is: a restore that stopped is sent again.)
 */
export function itemsToAdd<T extends { id: string }, R>(items: readonly T[], here: Iterable<string>, noun: string, make: (item: T, field: string) => R): R[] {
  const present = new Set(here);
  const given = new Set<string>();
  return items.flatMap((item, i) => {
    if (given.has(item.id)) throw archiveRefused(`items.${i}.id`, `This ${noun} is in the archive twice`);
    given.add(item.id);
    return present.has(item.id) ? [] : [make(item, `items.${i}`)];
  });
}
