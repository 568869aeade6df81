import type { EntityManager } from 'typeorm';

/**
 * The number of rows of a table, kept by the database itself, for a list's unfiltered total: a COUNT(*) reads
 * every row, which a list of hundreds of thousands of records cannot afford per page.
 *
 * PostgreSQL keeps it in 64 slots of `<table>_total`, and each write statement adds what it inserted or deleted
 * to the slot of its connection (`pg_backend_pid() % 64`). A single kept row would be locked by every writer
 * from its insert until its commit, which queues concurrent writes behind one another; with a slot per
 * connection two writers rarely meet, and the total is the sum of the slots. Once per statement, so a bulk
 * insert touches its slot once. SQLite has one writer at a time: one row, kept per row.
 *
 * A service's migration makes `<table>_total` and its triggers, written out in the migration itself (migrations are
 * frozen: docs/adr/008); `@remuda/service-kit/testing`'s `createKeptCount` makes the same for tests. SQLite drops
 * a table's triggers when TypeORM rebuilds it (its way to alter a column): a later migration that rebuilds the
 * table drops the count's triggers before and makes them again after.
 */

/** How many rows `table` holds, as its kept count says: the sum of its slots. */
export async function readKeptCount(manager: EntityManager, table: string): Promise<number> {
  const [row] = (await manager.query(`SELECT COALESCE(SUM(total), 0) AS total FROM "${table}_total"`)) as Array<{ total: number | string }>;
  return Number(row?.total ?? 0);
}

/**
 * Sets a table's kept count back to naught after it was emptied by a TRUNCATE (what TypeORM's `clear` is in
 * PostgreSQL), which fires no row or statement triggers of DELETE.
 */
export async function resetKeptCount(manager: EntityManager, table: string): Promise<void> {
  await manager.query(`UPDATE "${table}_total" SET total = 0`);
}
