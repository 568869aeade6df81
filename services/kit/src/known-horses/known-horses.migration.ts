import { type QueryRunner, Table, TableColumn, type TableColumnOptions, TableIndex } from 'typeorm';

/** The horse's whereabouts, defaulting as the horses service does; SQLite writes a boolean default as 1 or 0. */
function whereabouts(queryRunner: QueryRunner): TableColumnOptions[] {
  const flag = (value: boolean) => (queryRunner.connection.driver.options.type === 'postgres' ? String(value) : String(Number(value)));
  return [
    { name: 'on_property', type: 'boolean', default: flag(true) },
    { name: 'off_property_rides', type: 'boolean', default: flag(false) },
  ];
}

/** The `known_horses` table (`KnownHorseEntity`), for a consuming service's own migration to create. */
export async function createKnownHorsesTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.createTable(
    new Table({
      name: 'known_horses',
      columns: [
        { name: 'id', type: 'varchar', length: '36', isPrimary: true },
        { name: 'name', type: 'varchar', length: '100' },
        { name: 'deceased', type: 'boolean' },
        ...whereabouts(queryRunner),
        { name: 'as_of', type: 'varchar', length: '30' },
      ],
      indices: [new TableIndex({ name: 'IDX_known_horses_name', columnNames: ['name', 'id'] })],
    }),
  );
}

export async function dropKnownHorsesTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.dropTable('known_horses');
}

/** Adds the horse's whereabouts to a `known_horses` table made before it kept them. */
export async function addKnownHorseWhereabouts(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.addColumns('known_horses', whereabouts(queryRunner).map((column) => new TableColumn(column)));
}

export async function dropKnownHorseWhereabouts(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.dropColumns('known_horses', whereabouts(queryRunner).map((column) => column.name));
}
