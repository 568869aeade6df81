import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKeptCount, dropKeptCount, qualified } from '@remuda/service-kit';

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
 * Both: the number of records, kept by the database (the service kit's kept count).
 */
export class SearchMedicalRecords1764200000000 implements MigrationInterface {
  name = 'SearchMedicalRecords1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') {
      const at = qualified(queryRunner);
      await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
      await queryRunner.query(
        `CREATE INDEX "IDX_medical_records_search" ON ${at('medical_records')} USING gin
           (LOWER(description) public.gin_trgm_ops, LOWER(vet) public.gin_trgm_ops, LOWER(notes) public.gin_trgm_ops)`,
      );
      await queryRunner.query(`CREATE INDEX "IDX_known_horses_name_search" ON ${at('known_horses')} USING gin (LOWER(name) public.gin_trgm_ops)`);
      await createKeptCount(queryRunner, 'medical_records');
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
    await createKeptCount(queryRunner, 'medical_records');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKeptCount(queryRunner, 'medical_records');
    if (queryRunner.connection.options.type === 'postgres') {
      const at = qualified(queryRunner);
      await queryRunner.query(`DROP INDEX ${at('IDX_known_horses_name_search')}`);
      await queryRunner.query(`DROP INDEX ${at('IDX_medical_records_search')}`);
      return;
    }
    for (const trigger of ['medical_records_inserted', 'medical_records_deleted', 'medical_records_updated']) await queryRunner.query(`DROP TRIGGER ${trigger}`);
    await queryRunner.query('DROP TABLE medical_records_search');
  }
}
