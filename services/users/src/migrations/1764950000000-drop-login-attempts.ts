import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Failed sign-ins are no longer counted per email address here: a count any stranger could fill locked the
 * owner out. The gateway throttles them per account and network address instead.
 */
export class DropLoginAttempts1764950000000 implements MigrationInterface {
  name = 'DropLoginAttempts1764950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('login_attempts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'login_attempts',
        columns: [
          { name: 'email', type: 'varchar', length: '254', isPrimary: true },
          { name: 'failures', type: 'integer' },
          { name: 'window_started_at', type: 'varchar', length: '30' },
        ],
      }),
    );
  }
}
