import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

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
    if (!(await queryRunner.hasTable('outbox'))) {
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
    // The outbox stays: other events of the service may use it.
    await queryRunner.dropTable('inbox');
    await queryRunner.dropTable('contact_requests');
  }
}
