import { type QueryRunner, Table, TableIndex } from 'typeorm';

/** The inbox table, for a consuming service's own migration to create (each service keeps its migrations in order). */
export async function createInboxTable(queryRunner: QueryRunner): Promise<void> {
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

export async function dropInboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.dropTable('inbox');
}
