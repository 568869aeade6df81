import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The worker's test of order ("no earlier delivery of this horse still pending") reads only pending deliveries: an
 * index of the pending ones alone, instead of every delivery a receiver was ever sent, which made each test read a
 * horse's whole past and the worker fall behind a busy stream.
 */
export class PendingOrderIndex1770000000000 implements MigrationInterface {
  name = 'PendingOrderIndex1770000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('webhook_deliveries', 'IDX_webhook_deliveries_order');
    await queryRunner.createIndex(
      'webhook_deliveries',
      new TableIndex({ name: 'IDX_webhook_deliveries_pending_order', columnNames: ['receiver_id', 'order_key', 'seq'], where: "status = 'pending'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('webhook_deliveries', 'IDX_webhook_deliveries_pending_order');
    await queryRunner.createIndex('webhook_deliveries', new TableIndex({ name: 'IDX_webhook_deliveries_order', columnNames: ['receiver_id', 'order_key', 'seq'] }));
  }
}
