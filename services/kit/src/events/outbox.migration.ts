import { type QueryRunner, Table, TableIndex } from 'typeorm';

/** The outbox table, for a service's own migration to create (each service keeps its migrations in order). */
export async function createOutboxTable(queryRunner: QueryRunner): Promise<void> {
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

export async function dropOutboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.dropTable('outbox');
}
