import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateRidingLogs1763942500000 implements MigrationInterface {
  name = 'CreateRidingLogs1763942500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'riding_logs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'horse_id', type: 'varchar', length: '36' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'notes', type: 'text' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'updated_at', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_riding_logs_horse_date', columnNames: ['horse_id', 'date'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('riding_logs');
  }
}
