import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createInboxTable, createOutboxTable, dropInboxTable } from '@remuda/service-kit';

/**
 * Contact requests from the public site, the outbox their `contact.request.received` events leave through (made
 * here unless an earlier migration of the service already made it), and the inbox of the service's own consumer
 * that mails staff about them.
 */
export class AddContactRequests1765300000000 implements MigrationInterface {
  name = 'AddContactRequests1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_requests',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '40' },
          { name: 'interest', type: 'varchar', length: '16', isNullable: true },
          { name: 'message', type: 'text' },
          { name: 'received_at', type: 'varchar', length: '30' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'answered_at', type: 'varchar', length: '30', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_contact_requests_received', columnNames: ['received_at', 'id'] }),
          new TableIndex({ name: 'IDX_contact_requests_status', columnNames: ['status', 'received_at'] }),
        ],
      }),
    );
    if (!(await queryRunner.hasTable('outbox'))) await createOutboxTable(queryRunner);
    await createInboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The outbox stays: other events of the service may use it.
    await dropInboxTable(queryRunner);
    await queryRunner.dropTable('contact_requests');
  }
}
