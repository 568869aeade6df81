import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** The view of the herd keeps each horse's whereabouts too, now that it is shared with riding. */
export class KeepHorseWhereabouts1764400000000 implements MigrationInterface {
  name = 'KeepHorseWhereabouts1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The defaults are the horses service's own; SQLite writes a boolean default as 1 or 0.
    const flag = (value: boolean) => (queryRunner.connection.driver.options.type === 'postgres' ? String(value) : String(Number(value)));
    await queryRunner.addColumns('known_horses', [
      new TableColumn({ name: 'on_property', type: 'boolean', default: flag(true) }),
      new TableColumn({ name: 'off_property_rides', type: 'boolean', default: flag(false) }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('known_horses', ['on_property', 'off_property_rides']);
  }
}
