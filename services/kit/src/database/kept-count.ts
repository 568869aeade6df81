import type { EntityManager, QueryRunner } from 'typeorm';

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
 * SQLite drops a table's triggers when TypeORM rebuilds it (its way to alter a column): a later migration that
 * rebuilds the table calls {@link dropKeptCount} before and {@link createKeptCount} after.
 */
const SLOTS = 64;

/** Creates `<table>_total` and the triggers that keep it, counting the rows already there. In a migration. */
export async function createKeptCount(queryRunner: QueryRunner, table: string): Promise<void> {
  const at = qualified(queryRunner);
  const kept = at(`${table}_total`);
  if (isPostgres(queryRunner)) {
    await queryRunner.query(`CREATE TABLE ${kept} (slot integer PRIMARY KEY, total bigint NOT NULL)`);
    await queryRunner.query(`INSERT INTO ${kept} (slot, total) SELECT 0, COUNT(*) FROM ${at(table)}`);
    for (const [event, rows, sign] of CHANGES) {
      const name = `${table}_total_${event.toLowerCase()}`;
      await queryRunner.query(
        `CREATE FUNCTION ${at(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO ${kept} AS kept (slot, total) VALUES (pg_backend_pid() % ${SLOTS}, ${sign}(SELECT COUNT(*) FROM changed))
             ON CONFLICT (slot) DO UPDATE SET total = kept.total + EXCLUDED.total;
           RETURN NULL;
         END $$`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${name} AFTER ${event} ON ${at(table)} REFERENCING ${rows} TABLE AS changed
         FOR EACH STATEMENT EXECUTE FUNCTION ${at(name)}()`,
      );
    }
    return;
  }
  await queryRunner.query(`CREATE TABLE ${kept} (slot integer PRIMARY KEY, total integer NOT NULL)`);
  await queryRunner.query(`INSERT INTO ${kept} (slot, total) SELECT 0, COUNT(*) FROM ${at(table)}`);
  for (const [event, , sign] of CHANGES) {
    await queryRunner.query(
      `CREATE TRIGGER ${table}_total_${event.toLowerCase()} AFTER ${event} ON ${at(table)} BEGIN
         UPDATE ${kept} SET total = total ${sign} 1;
       END`,
    );
  }
}

/** Drops what {@link createKeptCount} created. */
export async function dropKeptCount(queryRunner: QueryRunner, table: string): Promise<void> {
  const at = qualified(queryRunner);
  for (const [event] of CHANGES) {
    const name = `${table}_total_${event.toLowerCase()}`;
    if (isPostgres(queryRunner)) {
      await queryRunner.query(`DROP TRIGGER ${name} ON ${at(table)}`);
      await queryRunner.query(`DROP FUNCTION ${at(name)}()`);
    } else {
      await queryRunner.query(`DROP TRIGGER ${name}`);
    }
  }
  await queryRunner.query(`DROP TABLE ${at(`${table}_total`)}`);
}

/** How many rows `table` holds, as {@link createKeptCount} keeps it. */
export async function readKeptCount(manager: EntityManager, table: string): Promise<number> {
  const [row] = (await manager.query(`SELECT COALESCE(SUM(total), 0) AS total FROM "${table}_total"`)) as Array<{ total: number | string }>;
  return Number(row?.total ?? 0);
}

/** The statements counted: what each adds, and the transition table PostgreSQL hands its trigger. */
const CHANGES = [
  ['INSERT', 'NEW', '+'],
  ['DELETE', 'OLD', '-'],
] as const;

function isPostgres(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.options.type === 'postgres';
}

/** A name in the service's schema: migrations run without the service's search path in some callers. */
export function qualified(queryRunner: QueryRunner): (name: string) => string {
  const { schema } = queryRunner.connection.driver;
  return (name) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
}
