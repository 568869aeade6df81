import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each account's state gets a number, raised by one in the transaction of each change the gateways hear of: the
 * gateways order an account's states by it (docs/adr/010-sessions.md).
 */
export class NumberAccountStates1767200000000 implements MigrationInterface {
  name = 'NumberAccountStates1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} ADD COLUMN "state_version" integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} DROP COLUMN "state_version"`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
