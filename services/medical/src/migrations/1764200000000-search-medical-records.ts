import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What keeps the medical records list fast with many records: an index of trigrams for the search, and the
 * number of records kept by the database itself for the unfiltered list's total (a COUNT(*) reads every row).
 *
 * PostgreSQL: pg_trgm's GIN indexes on the lowered text the search's `LOWER(x) LIKE '%q%'` reads (the record's
 * description, vet and notes, and the known horses' names). pg_trgm goes in `public`, where every schema of the
 * database can find it.
 *
 * SQLite: an FTS5 table of the records' description, vet and notes with the trigram tokenizer, its content read
 * from `medical_records` by rowid (external content) and kept by triggers. A table rebuild (what TypeORM does on
 * SQLite to alter a column) drops the triggers and renumbers the rowids: a migration that rebuilds
 * `medical_records` must recreate them and `INSERT INTO medical_records_search (medical_records_search) VALUES
 * ('rebuild')`.
 *
 * Both: the number of records in `medical_records_total`, kept by triggers (the service kit's `readKeptCount`
 * reads it; `kept-count.ts` says why PostgreSQL keeps it in 64 slots). A later migration that rebuilds the table
 * on SQLite drops and makes again the count's triggers.
 */
export class SearchMedicalRecords1764200000000 implements MigrationInterface {
  name = 'SearchMedicalRecords1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const at = inSchema(queryRunner);
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
      await queryRunner.query(
        `CREATE INDEX "IDX_medical_records_search" ON ${at('medical_records')} USING gin
           (LOWER(description) public.gin_trgm_ops, LOWER(vet) public.gin_trgm_ops, LOWER(notes) public.gin_trgm_ops)`,
      );
      await queryRunner.query(`CREATE INDEX "IDX_known_horses_name_search" ON ${at('known_horses')} USING gin (LOWER(name) public.gin_trgm_ops)`);
      await keepCount(queryRunner, 'medical_records');
      return;
    }
    await queryRunner.query(
      `CREATE VIRTUAL TABLE medical_records_search USING fts5(description, vet, notes, content='medical_records', tokenize='trigram')`,
    );
    await queryRunner.query(`INSERT INTO medical_records_search (medical_records_search) VALUES ('rebuild')`);
    await queryRunner.query(
      `CREATE TRIGGER medical_records_inserted AFTER INSERT ON medical_records BEGIN
         INSERT INTO medical_records_search (rowid, description, vet, notes) VALUES (new.rowid, new.description, new.vet, new.notes);
       END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER medical_records_deleted AFTER DELETE ON medical_records BEGIN
         INSERT INTO medical_records_search (medical_records_search, rowid, description, vet, notes) VALUES ('delete', old.rowid, old.description, old.vet, old.notes);
       END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER medical_records_updated AFTER UPDATE OF description, vet, notes ON medical_records BEGIN
         INSERT INTO medical_records_search (medical_records_search, rowid, description, vet, notes) VALUES ('delete', old.rowid, old.description, old.vet, old.notes);
         INSERT INTO medical_records_search (rowid, description, vet, notes) VALUES (new.rowid, new.description, new.vet, new.notes);
       END`,
    );
    await keepCount(queryRunner, 'medical_records');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const at = inSchema(queryRunner);
    await dropKeptCount(queryRunner, 'medical_records');
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query(`DROP INDEX ${at('IDX_known_horses_name_search')}`);
      await queryRunner.query(`DROP INDEX ${at('IDX_medical_records_search')}`);
      return;
    }
    for (const trigger of ['medical_records_inserted', 'medical_records_deleted', 'medical_records_updated']) await queryRunner.query(`DROP TRIGGER ${trigger}`);
    await queryRunner.query('DROP TABLE medical_records_search');
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
