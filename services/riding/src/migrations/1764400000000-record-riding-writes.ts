import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import {
  createInboxTable,
  createKeptCount,
  createKnownHorsesTable,
  createOutboxTable,
  dropInboxTable,
  dropKeptCount,
  dropKnownHorsesTable,
  dropOutboxTable,
} from '@remuda/service-kit';

/**
 * Writing riding logs: how long, who rode and what kind of ride; the index the list walks newest first and the
 * number of logs the database keeps for its total; the service's view of the herd, fed by horse events through
 * its inbox; and the outbox of riding events.
 */
export class RecordRidingWrites1764400000000 implements MigrationInterface {
  name = 'RecordRidingWrites1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('riding_logs', [
      new TableColumn({ name: 'duration_minutes', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'rider', type: 'varchar', length: '120', default: "''" }),
      new TableColumn({ name: 'type', type: 'varchar', length: '20', default: "'other'" }),
    ]);
    await queryRunner.createIndex('riding_logs', new TableIndex({ name: 'IDX_riding_logs_date', columnNames: ['date', 'created_at', 'id'] }));
    await createKeptCount(queryRunner, 'riding_logs');
    await createKnownHorsesTable(queryRunner);
    await createInboxTable(queryRunner);
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner);
    await dropInboxTable(queryRunner);
    await dropKnownHorsesTable(queryRunner);
    await dropKeptCount(queryRunner, 'riding_logs');
    await queryRunner.dropIndex('riding_logs', 'IDX_riding_logs_date');
    await queryRunner.dropColumns('riding_logs', ['type', 'rider', 'duration_minutes']);
  }
}
