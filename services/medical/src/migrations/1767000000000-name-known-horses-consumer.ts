import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service's view of the herd is kept by the consumer `known-horses` (`@DurableConsumer`), no longer by its
 * class and method: what the inbox holds under the old name stays its own, so nothing it applied is applied again
 * after the upgrade (docs/adr/008).
 */
export class NameKnownHorsesConsumer1767000000000 implements MigrationInterface {
  name = 'NameKnownHorsesConsumer1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${inSchema(queryRunner, 'inbox')} SET consumer = 'known-horses' WHERE consumer IN ('RememberHorseWhenHorseChanged.remember')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${inSchema(queryRunner, 'inbox')} SET consumer = 'RememberHorseWhenHorseChanged.remember' WHERE consumer = 'known-horses'`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
