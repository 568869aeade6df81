import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { createInboxTable, dropInboxTable } from '@remuda/service-kit';

/** The medical service's view of the herd, fed by horse events through its inbox. */
export class CreateKnownHorses1764000000000 implements MigrationInterface {
  name = 'CreateKnownHorses1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'known_horses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'deceased', type: 'boolean' },
          { name: 'as_of', type: 'varchar', length: '30' },
        ],
      }),
    );
    await createInboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropInboxTable(queryRunner);
    await queryRunner.dropTable('known_horses');
  }
}
