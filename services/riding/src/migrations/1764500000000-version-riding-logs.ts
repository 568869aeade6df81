import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each riding log's version, one more with every change, so a change made on a stale copy is refused. */
export class VersionRidingLogs1764500000000 implements MigrationInterface {
  name = 'VersionRidingLogs1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A plain ADD COLUMN: TypeORM's addColumn would rebuild a SQLite table, dropping its triggers. The logs there now start at 1.
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'riding_logs')} ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'riding_logs')} DROP COLUMN version`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
