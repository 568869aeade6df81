import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The public gallery's pictures. Frozen: it builds what it built when it was released. */
export class CreateGallery1768000000000 implements MigrationInterface {
  name = 'CreateGallery1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'gallery_pictures',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'title', type: 'varchar', length: '100' },
          { name: 'description', type: 'text' },
          { name: 'category', type: 'varchar', length: '16' },
          { name: 'position', type: 'integer' },
          { name: 'files', type: 'text' },
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          { name: 'size', type: 'bigint' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'version', type: 'integer', default: 1 },
        ],
        indices: [new TableIndex({ name: 'IDX_gallery_pictures_position', columnNames: ['position'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('gallery_pictures');
  }
}
