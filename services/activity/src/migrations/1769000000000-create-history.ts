import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The history of every change, the last state kept of each thing, and the inbox of the consumer that keeps them. */
export class CreateHistory1769000000000 implements MigrationInterface {
  name = 'CreateHistory1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const no = queryRunner.connection.driver.options.type === 'postgres' ? 'false' : '0';
    await queryRunner.createTable(
      new Table({
        name: 'history_entries',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'occurred_at', type: 'varchar', length: '30' },
          { name: 'actor_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'actor_email', type: 'varchar', length: '320', isNullable: true },
          { name: 'actor_role', type: 'varchar', length: '10', isNullable: true },
          { name: 'kind', type: 'varchar', length: '100' },
          { name: 'thing_id', type: 'varchar', length: '64' },
          { name: 'horse_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'horse_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'label', type: 'varchar', length: '200', isNullable: true },
          { name: 'action', type: 'varchar', length: '50' },
          { name: 'changes', type: 'text' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_history_entries_time', columnNames: ['occurred_at', 'id'] }),
          new TableIndex({ name: 'IDX_history_entries_horse', columnNames: ['horse_id', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_thing', columnNames: ['thing_id', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_actor', columnNames: ['actor_id', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_kind', columnNames: ['kind', 'occurred_at'] }),
          new TableIndex({ name: 'IDX_history_entries_action', columnNames: ['action', 'occurred_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'history_snapshots',
        columns: [
          { name: 'kind', type: 'varchar', length: '100', isPrimary: true },
          { name: 'thing_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'state', type: 'text' },
          { name: 'deleted', type: 'boolean', default: no },
          { name: 'as_of', type: 'varchar', length: '30' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'inbox',
        columns: [
          { name: 'consumer', type: 'varchar', length: '200', isPrimary: true },
          { name: 'event_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'envelope', type: 'text' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'occurred_at', type: 'varchar', length: '30' },
          { name: 'received_at', type: 'varchar', length: '30' },
          { name: 'next_attempt_at', type: 'varchar', length: '30' },
          { name: 'applied_at', type: 'varchar', length: '30', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_inbox_due', columnNames: ['status', 'next_attempt_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('inbox');
    await queryRunner.dropTable('history_snapshots');
    await queryRunner.dropTable('history_entries');
  }
}
