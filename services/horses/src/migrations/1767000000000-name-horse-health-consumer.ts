import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The horses' health kept from medical records is the consumer `horse-health` (`@DurableConsumer`), no longer its
 * class and methods (a name per method): what the inbox holds under the old names stays its own, so nothing it
 * applied is applied again after the upgrade (docs/adr/008).
 */
export class NameHorseHealthConsumer1767000000000 implements MigrationInterface {
  name = 'NameHorseHealthConsumer1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${inSchema(queryRunner, 'inbox')} SET consumer = 'horse-health' WHERE consumer IN ('KeepHealthWhenMedicalRecordChanged.written', 'KeepHealthWhenMedicalRecordChanged.deleted')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${inSchema(queryRunner, 'inbox')} SET consumer = CASE WHEN type = 'medical.record.deleted' THEN 'KeepHealthWhenMedicalRecordChanged.deleted' ELSE 'KeepHealthWhenMedicalRecordChanged.written' END WHERE consumer = 'horse-health'`);
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
