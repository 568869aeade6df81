import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('inbox');
    await queryRunner.dropTable('known_horses');
  }
}
