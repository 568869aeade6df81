import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource, type QueryRunner } from 'typeorm';
import { readKeptCount } from '../src/index.js';
import { createKeptCount, createTestDatabase, describeWhen, dropKeptCount, postgresAvailable } from '../src/testing/index.js';

const insertThings = (at: QueryRunner | DataSource, from: number, count: number) =>
  at.query(`INSERT INTO things (id) SELECT n FROM (${Array.from({ length: count }, (_, i) => `SELECT ${from + i} AS n`).join(' UNION ALL ')}) AS numbers`);

/** The promises of the kept count, on one database: `open` answers a data source with an empty `things` table. */
function keepsTheCount(open: () => Promise<DataSource>) {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await open();
    await insertThings(dataSource, 1, 5);
    const runner = dataSource.createQueryRunner();
    await createKeptCount(runner, 'things').finally(() => runner.release());
  });
  afterAll(() => dataSource?.destroy());

  it('starts from the rows already there, and follows single and bulk inserts and deletes', async () => {
    expect(await readKeptCount(dataSource.manager, 'things')).toBe(5);
    await insertThings(dataSource, 100, 1);
    await insertThings(dataSource, 200, 250);
    expect(await readKeptCount(dataSource.manager, 'things')).toBe(256);
    await dataSource.query('DELETE FROM things WHERE id >= 200 AND id < 210');
    await dataSource.query('DELETE FROM things WHERE id = 100');
    await dataSource.query('DELETE FROM things WHERE id = -1');
    const [{ counted }] = (await dataSource.query('SELECT COUNT(*) AS counted FROM things')) as Array<{ counted: string | number }>;
    expect(await readKeptCount(dataSource.manager, 'things')).toBe(Number(counted));
    expect(Number(counted)).toBe(245);
  });

  it('counts nothing of a write that is rolled back', async () => {
    const before = await readKeptCount(dataSource.manager, 'things');
    await expect(
      dataSource.transaction(async (em) => {
        await em.query('INSERT INTO things (id) VALUES (9001)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readKeptCount(dataSource.manager, 'things')).toBe(before);
  });

  it('is removed by dropKeptCount, and writes go on without it', async () => {
    const runner = dataSource.createQueryRunner();
    await dropKeptCount(runner, 'things').finally(() => runner.release());
    await insertThings(dataSource, 5000, 2);
    await expect(readKeptCount(dataSource.manager, 'things')).rejects.toThrow();
  });
}

describe('kept count on SQLite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-kept-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  keepsTheCount(async () => {
    const dataSource = await new DataSource({ type: 'better-sqlite3', database: path.join(dir, 'things.sqlite') }).initialize();
    await dataSource.query('CREATE TABLE things (id integer PRIMARY KEY)');
    return dataSource;
  });
});

describeWhen(await postgresAvailable(), 'PostgreSQL', 'kept count on PostgreSQL, in a service schema', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  /** Connections as a service's: its schema, and a search path that names its tables as on SQLite. */
  const connect = async () => {
    const dataSource = await new DataSource({ type: 'postgres', url: db.url, schema: 'counted', extra: { max: 8, options: '-c search_path=counted' } }).initialize();
    await dataSource.query('CREATE SCHEMA IF NOT EXISTS counted');
    await dataSource.query('DROP TABLE IF EXISTS things');
    await dataSource.query('CREATE TABLE things (id integer PRIMARY KEY)');
    return dataSource;
  };

  describe('what it counts', () => keepsTheCount(connect));

  it('lets writers on two connections insert at once: neither waits for the other to commit', async () => {
    const dataSource = await connect();
    const runners: QueryRunner[] = [];
    try {
      const setup = dataSource.createQueryRunner();
      await createKeptCount(setup, 'things').finally(() => setup.release());
      // Two connections that count in different slots (two in the same slot take turns, as every writer did
      // with a single kept row).
      const bySlot = new Map<number, QueryRunner>();
      while (bySlot.size < 2 && runners.length < 8) {
        const runner = dataSource.createQueryRunner();
        await runner.connect();
        runners.push(runner);
        const [{ slot }] = (await runner.query('SELECT pg_backend_pid() % 64 AS slot')) as Array<{ slot: number }>;
        if (!bySlot.has(slot)) bySlot.set(slot, runner);
      }
      const [first, second] = [...bySlot.values()] as [QueryRunner, QueryRunner];
      await first.startTransaction();
      await second.startTransaction();
      await insertThings(first, 1, 3);
      // Fails with a lock timeout if the first writer's uncommitted insert holds the count.
      await second.query("SET LOCAL lock_timeout = '3s'");
      await insertThings(second, 10, 2);
      await second.commitTransaction();
      await first.commitTransaction();
      expect(await readKeptCount(dataSource.manager, 'things')).toBe(5);
    } finally {
      for (const runner of runners) await runner.release();
      await dataSource.destroy();
    }
  });
});
