import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The webhooks service's receivers, their deliveries, and its inbox. */
export class CreateWebhooks1769000000000 implements MigrationInterface {
  name = 'CreateWebhooks1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webhook_receivers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'events', type: 'text' },
          { name: 'secret', type: 'varchar', length: '100' },
          { name: 'enabled', type: 'boolean' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'updated_at', type: 'varchar', length: '30' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          { name: 'seq', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'id', type: 'varchar', length: '36' },
          { name: 'receiver_id', type: 'varchar', length: '36' },
          { name: 'event_id', type: 'varchar', length: '64' },
          { name: 'event_type', type: 'varchar', length: '100' },
          { name: 'aggregate_id', type: 'varchar', length: '64' },
          { name: 'order_key', type: 'varchar', length: '64' },
          { name: 'body', type: 'text' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'next_attempt_at', type: 'varchar', length: '30' },
          { name: 'lease_until', type: 'varchar', length: '30', isNullable: true },
          { name: 'give_up_at', type: 'varchar', length: '30' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'delivered_at', type: 'varchar', length: '30', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'UQ_webhook_deliveries_id', columnNames: ['id'], isUnique: true }),
          new TableIndex({ name: 'UQ_webhook_deliveries_event', columnNames: ['receiver_id', 'event_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_webhook_deliveries_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_order', columnNames: ['receiver_id', 'order_key', 'seq'] }),
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
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_receivers');
  }
}
