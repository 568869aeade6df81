import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each account's private calendar token: the secret of its calendar address of the herd's care dates, null until
 * the account makes one. Unique, as the feed finds its account by it.
 */
export class AddCalendarTokens1768100000000 implements MigrationInterface {
  name = 'AddCalendarTokens1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} ADD COLUMN "calendar_token" varchar(43)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_accounts_calendar_token" ON ${inSchema(queryRunner, 'accounts')} ("calendar_token")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${inSchema(queryRunner, 'IDX_accounts_calendar_token')}`);
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} DROP COLUMN "calendar_token"`);
  }
}

/** The table or index in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
