import { type QueryRunner, Table, TableIndex } from 'typeorm';

const SLOTS = 64;

/**
 * The kit's tables as tests make them, for test services' migrations. A service's own migrations never call these:
 * each writes its tables out as they were when it was released, so changing a table here changes no installed
 * schema (docs/adr/008). `describeMigrations` checks a service's written-out tables against the entities.
 */

/** The inbox (`InboxEntity`). */
export async function createInboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.createTable(
    new Table({
      name: 'inbox',
      columns: [
        { name: 'consumer', type: 'varchar', length: '200', isPrimary: true },
        { name: 'event_id', type: 'varchar', length: '64', isPrimary: true },
        { name: 'type', type: 'varchar', length: '100' },
        { name: 'envelope', type: 'text' },
        { name: 'status', type: 'varchar', length: '10' },
        { name: 'attempts', type: 'integer', default: 0 },
        { name: 'last_error', type: 'text', isNullable: true },
        { name: 'occurred_at', type: 'varchar', length: '30' },
        { name: 'received_at', type: 'varchar', length: '30' },
        { name: 'next_attempt_at', type: 'varchar', length: '30' },
        { name: 'applied_at', type: 'varchar', length: '30', isNullable: true },
      ],
      indices: [new TableIndex({ name: 'IDX_inbox_due', columnNames: ['status', 'next_attempt_at'] })],
    }),
  );
}

/** The outbox (`OutboxEntity`). */
export async function createOutboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.createTable(
    new Table({
      name: 'outbox',
      columns: [
        { name: 'id', type: 'varchar', length: '36', isPrimary: true },
        { name: 'type', type: 'varchar', length: '100' },
        { name: 'aggregate_id', type: 'varchar', length: '36' },
        { name: 'envelope', type: 'text' },
        { name: 'occurred_at', type: 'varchar', length: '30' },
        { name: 'published_at', type: 'varchar', length: '30', isNullable: true },
      ],
      indices: [new TableIndex({ name: 'IDX_outbox_unpublished', columnNames: ['published_at', 'occurred_at'] })],
    }),
  );
}

/** A kept count of `table` (`readKeptCount`, database/kept-count.ts): `<table>_total` and the triggers that keep it, from the rows already there. */
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

/** The statements counted: what each adds, and the transition table PostgreSQL hands its trigger. */
const CHANGES = [
  ['INSERT', 'NEW', '+'],
  ['DELETE', 'OLD', '-'],
] as const;

function isPostgres(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.options.type === 'postgres';
}

/** A name in the service's schema: migrations run without the service's search path in some callers. */
function qualified(queryRunner: QueryRunner): (name: string) => string {
  const { schema } = queryRunner.connection.driver;
  return (name) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
}
