import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each medical record's version, one more with every change, so a change made on a stale copy is refused. */
export class VersionMedicalRecords1764500000000 implements MigrationInterface {
  name = 'VersionMedicalRecords1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A plain ADD COLUMN: TypeORM's addColumn would rebuild a SQLite table, dropping its triggers. The records there now start at 1.
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'medical_records')} ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'medical_records')} DROP COLUMN version`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
