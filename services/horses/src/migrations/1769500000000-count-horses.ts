import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of horses in `horses_total`, kept by triggers, for the unfiltered horse list's total: a COUNT(*)
 * reads every horse on every page asked for (the service kit's `readKeptCount` reads it; `kept-count.ts` says why
 * PostgreSQL keeps it in 64 slots). A later migration that rebuilds `horses` on SQLite (TypeORM's way to alter a
 * column) drops the count's triggers: it makes them again. Frozen: it builds what it built when it was released.
 */
export class CountHorses1769500000000 implements MigrationInterface {
  name = 'CountHorses1769500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const at = inSchema(queryRunner);
    const kept = at('horses_total');
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query(`CREATE TABLE ${kept} (slot integer PRIMARY KEY, total bigint NOT NULL)`);
      await queryRunner.query(`INSERT INTO ${kept} (slot, total) SELECT 0, COUNT(*) FROM ${at('horses')}`);
      for (const [event, rows, sign] of CHANGES) {
        const name = `horses_total_${event.toLowerCase()}`;
        await queryRunner.query(
          `CREATE FUNCTION ${at(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             INSERT INTO ${kept} AS kept (slot, total) VALUES (pg_backend_pid() % 64, ${sign}(SELECT COUNT(*) FROM changed))
               ON CONFLICT (slot) DO UPDATE SET total = kept.total + EXCLUDED.total;
             RETURN NULL;
           END $$`,
        );
        await queryRunner.query(
          `CREATE TRIGGER ${name} AFTER ${event} ON ${at('horses')} REFERENCING ${rows} TABLE AS changed
           FOR EACH STATEMENT EXECUTE FUNCTION ${at(name)}()`,
        );
      }
      return;
    }
    await queryRunner.query(`CREATE TABLE ${kept} (slot integer PRIMARY KEY, total integer NOT NULL)`);
    await queryRunner.query(`INSERT INTO ${kept} (slot, total) SELECT 0, COUNT(*) FROM ${at('horses')}`);
    for (const [event, , sign] of CHANGES) {
      await queryRunner.query(
        `CREATE TRIGGER horses_total_${event.toLowerCase()} AFTER ${event} ON ${at('horses')} BEGIN
           UPDATE ${kept} SET total = total ${sign} 1;
         END`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const at = inSchema(queryRunner);
    for (const [event] of CHANGES) {
      const name = `horses_total_${event.toLowerCase()}`;
      if (queryRunner.connection.options.type === 'postgres') {
        await queryRunner.query(`DROP TRIGGER ${name} ON ${at('horses')}`);
        await queryRunner.query(`DROP FUNCTION ${at(name)}()`);
      } else {
        await queryRunner.query(`DROP TRIGGER ${name}`);
      }
    }
    await queryRunner.query(`DROP TABLE ${at('horses_total')}`);
  }
}

/** The statements counted: what each adds, and the transition table PostgreSQL hands its trigger. */
const CHANGES = [
  ['INSERT', 'NEW', '+'],
  ['DELETE', 'OLD', '-'],
] as const;

/** Names in the service's schema: migrations run without the service's search path in some callers. */
function inSchema(queryRunner: QueryRunner): (name: string) => string {
  const { schema } = queryRunner.connection.driver;
  return (name) => (schema ? `"${schema}"."${name}"` : `"${name}"`);
}
