import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@remuda/service-kit';

/**
 * Writing medical records: the outbox of medical events, the index the list walks newest first, and the index
 * the search by horse name reads.
 */
export class RecordMedicalWrites1764100000000 implements MigrationInterface {
  name = 'RecordMedicalWrites1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('medical_records', new TableIndex({ name: 'IDX_medical_records_date', columnNames: ['date', 'created_at', 'id'] }));
    await queryRunner.createIndex('known_horses', new TableIndex({ name: 'IDX_known_horses_name', columnNames: ['name', 'id'] }));
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner);
    await queryRunner.dropIndex('known_horses', 'IDX_known_horses_name');
    await queryRunner.dropIndex('medical_records', 'IDX_medical_records_date');
  }
}
