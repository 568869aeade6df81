import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail to staff about contact requests is the consumer `contact-mail` (`@DurableConsumer`), no longer its
 * class and method: what the inbox holds under the old name stays its own, so nothing it mailed is mailed again
 * after the upgrade (docs/adr/008).
 */
export class NameContactMailConsumer1767000000000 implements MigrationInterface {
  name = 'NameContactMailConsumer1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${inSchema(queryRunner, 'inbox')} SET consumer = 'contact-mail' WHERE consumer IN ('MailStaffWhenContactRequestReceived.mailStaff')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${inSchema(queryRunner, 'inbox')} SET consumer = 'MailStaffWhenContactRequestReceived.mailStaff' WHERE consumer = 'contact-mail'`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
