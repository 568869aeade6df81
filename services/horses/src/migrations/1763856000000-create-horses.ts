import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Horses, their media, and the outbox of horse events. Frozen: it builds what it built when it was released. */
export class CreateHorses1763856000000 implements MigrationInterface {
  name = 'CreateHorses1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const flag = (name: string) => ({ name, type: 'boolean' });
    await queryRunner.createTable(
      new Table({
        name: 'horses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'name_key', type: 'varchar', length: '100' },
          { name: 'breed', type: 'varchar', length: '100' },
          { name: 'sex', type: 'varchar', length: '16' },
          { name: 'age', type: 'integer', isNullable: true },
          { name: 'color', type: 'varchar', length: '60' },
          { name: 'description', type: 'text' },
          { name: 'profile_media_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'foal_year', type: 'integer', isNullable: true },
          { name: 'height_tenths', type: 'integer', isNullable: true },
          { name: 'weight', type: 'integer', isNullable: true },
          { name: 'brand', type: 'varchar', length: '100' },
          { name: 'hma', type: 'varchar', length: '100' },
          flag('on_property'),
          flag('off_property_rides'),
          flag('deceased'),
          { name: 'deceased_date', type: 'varchar', length: '10', isNullable: true },
          flag('needs_wormed'),
          flag('needs_yearly'),
          flag('needs_trimmed'),
          flag('needs_coggins'),
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'updated_at', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_horses_name_key', columnNames: ['name_key', 'id'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'media',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'horse_id', type: 'varchar', length: '36' },
          { name: 'type', type: 'varchar', length: '8' },
          { name: 'content_type', type: 'varchar', length: '40' },
          { name: 'files', type: 'text' },
          { name: 'width', type: 'integer', isNullable: true },
          { name: 'height', type: 'integer', isNullable: true },
          { name: 'size', type: 'bigint' },
          { name: 'created_at', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_media_horse', columnNames: ['horse_id', 'created_at'] })],
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
    await queryRunner.dropTable('media');
    await queryRunner.dropTable('horses');
  }
}
