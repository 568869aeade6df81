import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Writing medical records: the outbox of medical events, the index the list walks newest first, and the index
 * the search by horse name reads.
 */
export class RecordMedicalWrites1764100000000 implements MigrationInterface {
  name = 'RecordMedicalWrites1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('medical_records', new TableIndex({ name: 'IDX_medical_records_date', columnNames: ['date', 'created_at', 'id'] }));
    await queryRunner.createIndex('known_horses', new TableIndex({ name: 'IDX_known_horses_name', columnNames: ['name', 'id'] }));
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
    await queryRunner.dropIndex('known_horses', 'IDX_known_horses_name');
    await queryRunner.dropIndex('medical_records', 'IDX_medical_records_date');
  }
}
