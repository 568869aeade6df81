import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The documents attached to each record (JSON text), none on the records made before. */
export class AttachMedicalDocuments1769000000000 implements MigrationInterface {
  name = 'AttachMedicalDocuments1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A plain ADD COLUMN: TypeORM's addColumn would rebuild a SQLite table, dropping its triggers.
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'medical_records')} ADD COLUMN documents text NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'medical_records')} DROP COLUMN documents`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
