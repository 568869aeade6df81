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
 * Both: `medical_records_total`, one row, kept by triggers on insert and delete.
 */
export class SearchMedicalRecords1764200000000 implements MigrationInterface {
  name = 'SearchMedicalRecords1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') {
      const at = qualify(queryRunner);
      await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
      await queryRunner.query(
        `CREATE INDEX "IDX_medical_records_search" ON ${at('medical_records')} USING gin
           (LOWER(description) public.gin_trgm_ops, LOWER(vet) public.gin_trgm_ops, LOWER(notes) public.gin_trgm_ops)`,
      );
      await queryRunner.query(`CREATE INDEX "IDX_known_horses_name_search" ON ${at('known_horses')} USING gin (LOWER(name) public.gin_trgm_ops)`);
      await queryRunner.query(`CREATE TABLE ${at('medical_records_total')} (total bigint NOT NULL)`);
      await queryRunner.query(`INSERT INTO ${at('medical_records_total')} (total) SELECT COUNT(*) FROM ${at('medical_records')}`);
      // Once per statement, not per row: a bulk insert updates the one row once.
      for (const [event, rows, sign] of [['INSERT', 'NEW', '+'], ['DELETE', 'OLD', '-']] as const) {
        const name = `medical_records_total_${event.toLowerCase()}`;
        await queryRunner.query(
          `CREATE FUNCTION ${at(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             UPDATE ${at('medical_records_total')} SET total = total ${sign} (SELECT COUNT(*) FROM changed);
             RETURN NULL;
           END $$`,
        );
        await queryRunner.query(
          `CREATE TRIGGER ${name} AFTER ${event} ON ${at('medical_records')} REFERENCING ${rows} TABLE AS changed
           FOR EACH STATEMENT EXECUTE FUNCTION ${at(name)}()`,
        );
      }
      return;
    }
    await queryRunner.query(
      `CREATE VIRTUAL TABLE medical_records_search USING fts5(description, vet, notes, content='medical_records', tokenize='trigram')`,
    );
    await queryRunner.query(`INSERT INTO medical_records_search (medical_records_search) VALUES ('rebuild')`);
    await queryRunner.query('CREATE TABLE medical_records_total (total integer NOT NULL)');
    await queryRunner.query('INSERT INTO medical_records_total (total) SELECT COUNT(*) FROM medical_records');
    await queryRunner.query(
      `CREATE TRIGGER medical_records_inserted AFTER INSERT ON medical_records BEGIN
         INSERT INTO medical_records_search (rowid, description, vet, notes) VALUES (new.rowid, new.description, new.vet, new.notes);
         UPDATE medical_records_total SET total = total + 1;
       END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER medical_records_deleted AFTER DELETE ON medical_records BEGIN
         INSERT INTO medical_records_search (medical_records_search, rowid, description, vet, notes) VALUES ('delete', old.rowid, old.description, old.vet, old.notes);
         UPDATE medical_records_total SET total = total - 1;
       END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER medical_records_updated AFTER UPDATE OF description, vet, notes ON medical_records BEGIN
         INSERT INTO medical_records_search (medical_records_search, rowid, description, vet, notes) VALUES ('delete', old.rowid, old.description, old.vet, old.notes);
         INSERT INTO medical_records_search (rowid, description, vet, notes) VALUES (new.rowid, new.description, new.vet, new.notes);
       END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') {
      const at = qualify(queryRunner);
      for (const event of ['insert', 'delete']) {
        await queryRunner.query(`DROP TRIGGER medical_records_total_${event} ON ${at('medical_records')}`);
        await queryRunner.query(`DROP FUNCTION ${at(`medical_records_total_${event}`)}()`);
      }
      await queryRunner.query(`DROP TABLE ${at('medical_records_total')}`);
      await queryRunner.query(`DROP INDEX ${at('IDX_known_horses_name_search')}`);
      await queryRunner.query(`DROP INDEX ${at('IDX_medical_records_search')}`);
      return;
    }
    for (const trigger of ['medical_records_inserted', 'medical_records_deleted', 'medical_records_updated']) await queryRunner.query(`DROP TRIGGER ${trigger}`);
    await queryRunner.query('DROP TABLE medical_records_total');
    await queryRunner.query('DROP TABLE medical_records_search');
  }
}

/** A name in the service's schema: migrations run without the service's search path in some callers. */
function qualify(queryRunner: QueryRunner): (name: string) => string {
  const { schema } = queryRunner.connection.driver;
  return (name) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
}
