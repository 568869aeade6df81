import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Writing riding logs: how long, who rode and what kind of ride; the index the list walks newest first and the
 * number of logs the database keeps for its total; the service's view of the herd, fed by horse events through
 * its inbox; and the outbox of riding events.
 */
export class RecordRidingWrites1764400000000 implements MigrationInterface {
  name = 'RecordRidingWrites1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('riding_logs', [
      new TableColumn({ name: 'duration_minutes', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'rider', type: 'varchar', length: '120', default: "''" }),
      new TableColumn({ name: 'type', type: 'varchar', length: '20', default: "'other'" }),
    ]);
    await queryRunner.createIndex('riding_logs', new TableIndex({ name: 'IDX_riding_logs_date', columnNames: ['date', 'created_at', 'id'] }));
    await keepCount(queryRunner, 'riding_logs');
    // The horse's whereabouts default as the horses service's do; SQLite writes a boolean default as 1 or 0.
    const flag = (value: boolean) => (queryRunner.connection.driver.options.type === 'postgres' ? String(value) : String(Number(value)));
    await queryRunner.createTable(
      new Table({
        name: 'known_horses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'deceased', type: 'boolean' },
          { name: 'on_property', type: 'boolean', default: flag(true) },
          { name: 'off_property_rides', type: 'boolean', default: flag(false) },
          { name: 'as_of', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_known_horses_name', columnNames: ['name', 'id'] })],
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

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'inbox', 'known_horses']) await queryRunner.dropTable(table);
    await dropKeptCount(queryRunner, 'riding_logs');
    await queryRunner.dropIndex('riding_logs', 'IDX_riding_logs_date');
    await queryRunner.dropColumns('riding_logs', ['type', 'rider', 'duration_minutes']);
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
