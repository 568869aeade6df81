import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Accounts, role requests and failed sign-in counts. Written with TypeORM's portable table API for SQLite and PostgreSQL. */
export class CreateAccounts1763769600000 implements MigrationInterface {
  name = 'CreateAccounts1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'accounts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'updated_at', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_accounts_email', columnNames: ['email'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'role_requests',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'requested_at', type: 'varchar', length: '30' },
          { name: 'decided_at', type: 'varchar', length: '30', isNullable: true },
          { name: 'decided_by', type: 'varchar', length: '36', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_role_requests_account', columnNames: ['account_id', 'requested_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'login_attempts',
        columns: [
          { name: 'email', type: 'varchar', length: '254', isPrimary: true },
          { name: 'failures', type: 'integer' },
          { name: 'window_started_at', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('login_attempts');
    await queryRunner.dropTable('role_requests');
    await queryRunner.dropTable('accounts');
  }
}
