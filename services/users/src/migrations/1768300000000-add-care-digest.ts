import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The daily care digest by mail: each account's choice (off) and unsubscribe token (none until the digest is first
 * turned on, unique as the link finds its account by it), the days planned, and each day's mails.
 */
export class AddCareDigest1768300000000 implements MigrationInterface {
  name = 'AddCareDigest1768300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // SQLite writes a boolean default as 1 or 0.
    const off = queryRunner.connection.driver.options.type === 'postgres' ? 'false' : '0';
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} ADD COLUMN "care_digest" boolean NOT NULL DEFAULT ${off}`);
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} ADD COLUMN "care_digest_token" varchar(43)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_accounts_care_digest_token" ON ${inSchema(queryRunner, 'accounts')} ("care_digest_token")`);
    await queryRunner.createTable(
      new Table({
        name: 'care_digest_days',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'planned_at', type: 'varchar', length: '30' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'care_digest_mails',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'account_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: 'varchar', length: '30' },
          { name: 'planned_at', type: 'varchar', length: '30' },
          { name: 'done_at', type: 'varchar', length: '30', isNullable: true },
          { name: 'last_error', type: 'text', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_care_digest_mails_due', columnNames: ['status', 'next_attempt_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('care_digest_mails');
    await queryRunner.dropTable('care_digest_days');
    await queryRunner.query(`DROP INDEX ${inSchema(queryRunner, 'IDX_accounts_care_digest_token')}`);
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} DROP COLUMN "care_digest_token"`);
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'accounts')} DROP COLUMN "care_digest"`);
  }
}

/** The table or index in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
