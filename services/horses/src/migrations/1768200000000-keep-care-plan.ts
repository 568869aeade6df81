import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The care plan's settings (one row), the kinds of care the ranch follows, a horse's added kinds and own intervals,
 * and the added kinds a medical record ticks. The rows of the settings and of the spec's four kinds are made at
 * first start from the configuration (`CarePlans`). Frozen: it builds what it built when it was released.
 */
export class KeepCarePlan1768200000000 implements MigrationInterface {
  name = 'KeepCarePlan1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'care_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'time_zone', type: 'varchar', length: '64' },
          { name: 'lead_days', type: 'integer' },
          { name: 'digest_hour', type: 'integer' },
          { name: 'version', type: 'integer' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'care_kinds',
        columns: [
          { name: 'kind', type: 'varchar', length: '40', isPrimary: true },
          { name: 'name', type: 'varchar', length: '40' },
          { name: 'interval_days', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'built_in', type: 'boolean' },
        ],
      }),
    );
    // Plain ADD COLUMNs: TypeORM's addColumn would copy a SQLite table whole.
    for (const column of ['care_last', 'care_due', 'care_intervals']) await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'horses')} ADD COLUMN ${column} text`);
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'horse_medical_records')} ADD COLUMN care text NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'horse_medical_records')} DROP COLUMN care`);
    for (const column of ['care_intervals', 'care_due', 'care_last']) await queryRunner.query(`ALTER TABLE ${inSchema(queryRunner, 'horses')} DROP COLUMN ${column}`);
    await queryRunner.dropTable('care_kinds');
    await queryRunner.dropTable('care_settings');
  }
}

/** The table in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner, name: string): string {
  const { schema } = queryRunner.connection.driver;
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}
