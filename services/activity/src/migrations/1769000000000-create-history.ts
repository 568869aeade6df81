import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The history of every change, the last state kept of each thing, and the inbox of the consumer that keeps them;
 * the number of entries in `history_entries_total`, kept by triggers for the unfiltered activity list's total (the
 * service kit's `readKeptCount` reads it, `kept-count.ts` says why PostgreSQL keeps it in 64 slots; written out
 * here, as migrations are frozen).
 */
export class CreateHistory1769000000000 implements MigrationInterface {
  name = 'CreateHistory1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const no = queryRunner.connection.driver.options.type === 'postgres' ? 'false' : '0';
    await queryRunner.createTable(
      new Table({
        name: 'history_entries',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'occurred_at', type: 'varchar', length: '30' },
          { name: 'actor_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'actor_email', type: 'varchar', length: '320', isNullable: true },
          { name: 'actor_role', type: 'varchar', length: '10', isNullable: true },
          { name: 'kind', type: 'varchar', length: '100' },
          { name: 'thing_id', type: 'varchar', length: '64' },
          { name: 'horse_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'horse_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'label', type: 'varchar', length: '200', isNullable: true },
          { name: 'action', type: 'varchar', length: '50' },
          { name: 'changes', type: 'text' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_history_entries_time', columnNames: ['occurred_at', 'id'] }),
          new TableIndex({ name: 'IDX_history_entries_horse', columnNames: ['horse_id', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_thing', columnNames: ['thing_id', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_actor', columnNames: ['actor_id', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_kind', columnNames: ['kind', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_action', columnNames: ['action', 'occurred_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'history_snapshots',
        columns: [
          { name: 'kind', type: 'varchar', length: '100', isPrimary: true },
          { name: 'thing_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'state', type: 'text' },
          { name: 'deleted', type: 'boolean', default: no },
          { name: 'as_of', type: 'varchar', length: '30' },
        ],
      }),
    );
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
    await keepCount(queryRunner, 'history_entries');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKeptCount(queryRunner, 'history_entries');
    await queryRunner.dropTable('inbox');
    await queryRunner.dropTable('history_snapshots');
    await queryRunner.dropTable('history_entries');
  }
}

/** The statements counted: what each adds, and the transition table PostgreSQL hands its trigger. */
const CHANGES = [
  ['INSERT', 'NEW', '+'],
  ['DELETE', 'OLD', '-'],
] as const;

/** `<table>_total` and the triggers that keep it, counting the rows already there. */
async function keepCount(queryRunner: QueryRunner, table: string): Promise<void> {
  const at = inSchema(queryRunner);
  const kept = at(`${table}_total`);
  if (queryRunner.connection.options.type === 'postgres') {
    await queryRunner.query(`CREATE TABLE ${kept} (slot integer PRIMARY KEY, total bigint NOT NULL)`);
    await queryRunner.query(`INSERT INTO ${kept} (slot, total) SELECT 0, COUNT(*) FROM ${at(table)}`);
    for (const [event, rows, sign] of CHANGES) {
      const name = `${table}_total_${event.toLowerCase()}`;
      await queryRunner.query(
        `CREATE FUNCTION ${at(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO ${kept} AS kept (slot, total) VALUES (pg_backend_pid() % 64, ${sign}(SELECT COUNT(*) FROM changed))
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

async function dropKeptCount(queryRunner: QueryRunner, table: string): Promise<void> {
  const at = inSchema(queryRunner);
  for (const [event] of CHANGES) {
    const name = `${table}_total_${event.toLowerCase()}`;
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query(`DROP TRIGGER ${name} ON ${at(table)}`);
      await queryRunner.query(`DROP FUNCTION ${at(name)}()`);
    } else {
      await queryRunner.query(`DROP TRIGGER ${name}`);
    }
  }
  await queryRunner.query(`DROP TABLE ${at(`${table}_total`)}`);
}

/** Names in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner): (name: string) => string {
  const { schema } = queryRunner.connection.driver;
  return (name) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
}
