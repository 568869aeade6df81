import { type EntityManager, type EntityTarget, In } from 'typeorm';
import { validationFailed } from '../errors/domain-error.js';

/** An archive's item refused on one of its fields (`items.3.media.0.url`). */
export const archiveRefused = (field: string, message: string) => validationFailed([{ field, message }]);

/** The ids (lower case, as stored) of `items` that are `entity` rows already. */
export async function idsHere<E extends { id: string }>(em: EntityManager, entity: EntityTarget<E>, items: readonly { id: string }[]): Promise<string[]> {
  if (items.length === 0) return [];
  const here = await em.find(entity, { select: { id: true }, where: { id: In(items.map((item) => item.id.toLowerCase())) } } as never);
  return here.map((row) => row.id);
}

/**
 * One rule for every service putting back a batch of an archive's items: what `make` makes of each item whose id
 * is not `here` yet, in the order given. An item here already is left as it is (a restore that stopped is sent
 * again, and counted as present); an id given twice in the batch is refused, naming the item (`items.3.id`).
 */
export function itemsToAdd<T extends { id: string }, R>(items: readonly T[], here: Iterable<string>, noun: string, make: (item: T, field: string) => R): R[] {
  const present = new Set([...here].map((id) => id.toLowerCase()));
  const given = new Set<string>();
  return items.flatMap((item, i) => {
    const id = item.id.toLowerCase();
    if (given.has(id)) throw archiveRefused(`items.${i}.id`, `This ${noun} is in the archive twice`);
    given.add(id);
    return present.has(id) ? [] : [make(item, `items.${i}`)];
  });
}
