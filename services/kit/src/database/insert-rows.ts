import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts `rows` as they are, in one statement, leaving the objects untouched. `em.insert` of several rows on
 * SQLite (which TypeORM treats as having no RETURNING) selects the new rows again by their ids to fill in their
 * columns' defaults, and merges them into the given objects by position in an order the database chose: a row's
 * object could come back holding another row's id and version, which its events would then carry. Every row here
 * carries its id and every column it needs, so nothing is read back.
 */
export async function insertRows<E extends ObjectLiteral>(em: EntityManager, entity: EntityTarget<E>, rows: readonly E[]): Promise<void> {
  if (rows.length === 0) return;
  await em.createQueryBuilder().insert().into(entity).values(rows as E[]).updateEntity(false).execute();
}
