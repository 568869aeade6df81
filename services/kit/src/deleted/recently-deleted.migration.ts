import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The `recently_deleted` table (`DeletedItemEntity`): every service database gets it from the kit, as it gets
 * `idempotency_keys`, since deletion and restoring go through the kit's `RecentlyDeleted`.
 */
export class KeepRecentlyDeleted1769000000000 implements MigrationInterface {
  name = 'KeepRecentlyDeleted1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'recently_deleted',
        columns: [
          { name: 'kind', type: 'varchar', length: '60', isPrimary: true },
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'horse_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'horse_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'date', type: 'varchar', length: '10', isNullable: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'row', type: 'text' },
          { name: 'deleted_at', type: 'varchar', length: '30' },
          { name: 'deleted_by', type: 'varchar', length: '320', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_recently_deleted_at', columnNames: ['deleted_at'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recently_deleted');
  }
}
