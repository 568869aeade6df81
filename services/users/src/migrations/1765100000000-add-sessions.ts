import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Sessions with ids, an account's session version and disabled state, and the outbox through which the gateways
 * learn of them.
 */
export class AddSessions1765100000000 implements MigrationInterface {
  name = 'AddSessions1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('accounts', [
      new TableColumn({ name: 'session_version', type: 'integer', default: 1 }),
      new TableColumn({ name: 'disabled_at', type: 'varchar', length: '30', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'expires_at', type: 'varchar', length: '30' },
          { name: 'revoked_at', type: 'varchar', length: '30', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '512', isNullable: true },
          { name: 'address', type: 'varchar', length: '64', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_sessions_account', columnNames: ['account_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_sessions_revoked', columnNames: ['revoked_at', 'expires_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'aggregate_id', type: 'varchar', length: '36' },
          { name: 'envelope', type: 'text' },
          { name: 'occurred_at', type: 'varchar', length: '30' },
          { name: 'published_at', type: 'varchar', length: '30', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_outbox_unpublished', columnNames: ['published_at', 'occurred_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox');
    await queryRunner.dropTable('sessions');
    await queryRunner.dropColumn('accounts', 'disabled_at');
    await queryRunner.dropColumn('accounts', 'session_version');
  }
}
