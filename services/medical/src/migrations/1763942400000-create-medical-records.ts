import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateMedicalRecords1763942400000 implements MigrationInterface {
  name = 'CreateMedicalRecords1763942400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'medical_records',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'horse_id', type: 'varchar', length: '36' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'vet', type: 'varchar', length: '120' },
          { name: 'notes', type: 'text' },
          { name: 'weight', type: 'integer', isNullable: true },
          { name: 'height_tenths', type: 'integer', isNullable: true },
          { name: 'wormed', type: 'boolean' },
          { name: 'trimmed', type: 'boolean' },
          { name: 'coggins', type: 'boolean' },
          { name: 'yearly_vaccines', type: 'boolean' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'updated_at', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_medical_records_horse_date', columnNames: ['horse_id', 'date'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('medical_records');
  }
}
