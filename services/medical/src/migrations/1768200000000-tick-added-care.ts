import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kinds of care an administrator added that each record ticks (JSON text), none on the records made before. */
export class TickAddedCare1768200000000 implements MigrationInterface {
  name = 'TickAddedCare1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A plain ADD COLUMN: TypeORM's addColumn would rebuild a SQLite table, dropping its triggers.
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'medical_records')} ADD COLUMN care text NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'medical_records')} DROP COLUMN care`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
