import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The `idempotency_keys` table (`IdempotencyKeyEntity`). Every service database gets it from the kit (see
 * `dataSourceOptions`), not from the service's own migrations: it belongs to `Writes`, which every service uses.
 */
export class KeepIdempotencyKeys1766000000000 implements MigrationInterface {
  name = 'KeepIdempotencyKeys1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          { name: 'actor_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'key', type: 'varchar', length: '200', isPrimary: true },
          { name: 'operation', type: 'varchar', length: '100' },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'result', type: 'text', isNullable: true },
          { name: 'answer', type: 'text', isNullable: true },
          { name: 'created_at', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_idempotency_keys_created', columnNames: ['created_at'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys');
  }
}
