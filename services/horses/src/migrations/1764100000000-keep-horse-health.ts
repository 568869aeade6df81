import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const HEALTH_COLUMNS = ['wormed', 'trimmed', 'vaccines', 'coggins'].flatMap((kind) =>
  ['last', 'due', 'raised'].map((what) => `${what}_${kind}`),
);

/**
 * Horse health kept from medical events: the horses service's view of the medical records, its inbox, and on each
 * horse the latest record date, due date and hand-raised day of each kind of care.
 */
export class KeepHorseHealth1764100000000 implements MigrationInterface {
  name = 'KeepHorseHealth1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'horse_medical_records',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'horse_id', type: 'varchar', length: '36' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'wormed', type: 'boolean' },
          { name: 'trimmed', type: 'boolean' },
          { name: 'coggins', type: 'boolean' },
          { name: 'yearly_vaccines', type: 'boolean' },
          { name: 'weight', type: 'integer', isNullable: true },
          { name: 'height_tenths', type: 'integer', isNullable: true },
          { name: 'recorded_at', type: 'varchar', length: '30' },
          { name: 'deleted', type: 'boolean' },
          { name: 'as_of', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_horse_medical_records_horse', columnNames: ['horse_id', 'date'] })],
      }),
    );
    await queryRunner.addColumns(
      'horses',
      HEALTH_COLUMNS.map((name) => new TableColumn({ name, type: 'varchar', length: '10', isNullable: true })),
    );
    // Needs set by hand before health was kept stand as raised on the day of the horse's last change, until a
    // record of that kind arrives.
    const options = queryRunner.connection.options;
    const postgres = options.type === 'postgres';
    const yes = postgres ? 'TRUE' : '1';
    const horses = postgres && options.schema ? `"${options.schema}"."horses"` : 'horses';
    for (const [kind, flag] of [['wormed', 'needs_wormed'], ['trimmed', 'needs_trimmed'], ['vaccines', 'needs_yearly'], ['coggins', 'needs_coggins']]) {
      await queryRunner.query(`UPDATE ${horses} SET raised_${kind} = SUBSTR(updated_at, 1, 10) WHERE ${flag} = ${yes}`);
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
    await queryRunner.dropTable('inbox');
    for (const name of HEALTH_COLUMNS) await queryRunner.dropColumn('horses', name);
    await queryRunner.dropTable('horse_medical_records');
  }
}
