import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type Config, loadConfig } from '../config/config.js';
import { KIT_ENTITIES, KIT_MIGRATIONS } from '../database/database.module.js';
import { JsonLogger } from '../logging/json-logger.js';

export const TEST_DATABASE_URL = process.env.REMUDA_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_NATS_URL = process.env.REMUDA_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** A configuration for a test: a fresh data directory and whatever the test overrides. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'remuda-test-'));
  return loadConfig({ REMUDA_DATA_DIR: dataDir, REMUDA_DEMO: '0', LOG_LEVEL: 'error', ...env });
}

/** A logger that keeps its lines, for tests that read what was logged. */
export function memoryLogger(level: 'error' | 'info' | 'debug' = 'error'): JsonLogger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = new JsonLogger({}, level, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return Object.assign(logger, { lines });
}

function tcpOpen(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || fallbackPort });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export const postgresAvailable = (): Promise<boolean> => tcpOpen(TEST_DATABASE_URL, 5432);
export const natsAvailable = (): Promise<boolean> => tcpOpen(TEST_NATS_URL, 4222);

/**
 * `describe` for a suite that needs an outside service. Without it the suite is skipped and named in the skip
 * report that `npm test` prints; with REMUDA_REQUIRE_ALL=1 (CI) a missing service fails the suite instead.
 */
export function describeWhen(available: boolean, what: string, name: string, body: () => void): void {
  if (available) {
    describe(name, body);
    return;
  }
  const reason = `${name}: ${what} is not reachable`;
  if (process.env.REMUDA_REQUIRE_ALL === '1') {
    describe(name, () => {
      it(`needs ${what}`, () => {
        throw new Error(`${reason} and REMUDA_REQUIRE_ALL=1`);
      });
    });
    return;
  }
  const report = process.env.REMUDA_SKIP_REPORT;
  if (report) {
    mkdirSync(path.dirname(report), { recursive: true });
    appendFileSync(report, reason + '\n');
  }
  describe.skip(name, body);
}

/** A new, empty PostgreSQL database for one test file; `drop` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `remuda_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
export * from './message-harness.js';
export * from './tables.js';
export * from './eventually.js';

/**
 * Runs a service's migrations on a fresh database and answers the SQL TypeORM would still need to make the
 * schema match the entities: empty when the migrations build exactly what the entities describe.
 */
export async function migrationDrift(options: DataSourceOptions & { schema?: string }): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    if (options.type === 'postgres' && options.schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await dataSource.runMigrations();
    return (await dataSource.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);
  } finally {
    await dataSource.destroy();
  }
}

/** The environment that points a service at one test database, and how to throw it away. */
export interface TestDatabaseEnv {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Declares the suite `body` twice: on SQLite (always) and on a fresh PostgreSQL database (when reachable; named
 * in the skip report otherwise). Inside `body`, `database()` is the current one's environment for `testConfig`.
 */
export async function describeOnEachDatabase(name: string, body: (database: () => Record<string, string>) => void): Promise<void> {
  const declare = (make: () => Promise<TestDatabaseEnv>) => () => {
    let current: TestDatabaseEnv | undefined;
    beforeAll(async () => {
      current = await make();
    });
    afterAll(() => current?.drop());
    body(() => {
      if (!current) throw new Error('the test database is not made yet: read database() inside a hook or a test');
      return current.env;
    });
  };
  describe(`${name} on SQLite`, declare(async () => ({ env: {}, drop: async () => {} })));
  describeWhen(await postgresAvailable(), 'PostgreSQL', `${name} on PostgreSQL`, declare(async () => {
    const db = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, drop: db.drop };
  }));
}

/**
 * Declares the check that a service's migrations build exactly the schema its entities describe, on both
 * databases, with the kit's tables beside them as the service runs.
 */
export async function describeMigrations(service: string, entities: Function[], migrations: Function[]): Promise<void> {
  const builds = (options: DataSourceOptions & { schema?: string }) => async () => {
    const all = { entities: [...entities, ...KIT_ENTITIES], migrations: [...migrations, ...KIT_MIGRATIONS] };
    expect(await migrationDrift({ ...options, ...all } as DataSourceOptions)).toEqual([]);
  };
  describe(`${service} migrations`, () => {
    it('build on SQLite exactly the schema the entities describe', builds({ type: 'better-sqlite3', database: path.join(testConfig().dataDir, `${service}.sqlite`) }));
  });
  describeWhen(await postgresAvailable(), 'PostgreSQL', `${service} migrations on PostgreSQL`, () => {
    it(`build exactly the schema the entities describe, in the ${service} schema`, async () => {
      const db = await createTestDatabase();
      try {
        await builds({ type: 'postgres', url: db.url, schema: service })();
      } finally {
        await db.drop();
      }
    });
  });
}

/** Where Debian installs the NATS server a test may run for itself. */
export const NATS_SERVER = '/usr/sbin/nats-server';

/** A port on 127.0.0.1 nothing listens on now, for a server of a test's own. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A NATS server with JetStream of a test's own (never the machine's), on a free port with its store in a
 * temporary folder, so it can be stopped and started again mid-test without losing what it stored. `remove`
 * stops it and deletes the store.
 */
export async function privateNatsServer() {
  const port = await freeLoopbackPort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'remuda-nats-'));
  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await tcpOpen(`nats://127.0.0.1:${port}`, port))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nats-server did not listen on ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
    async remove() {
      await stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
