// What the benches that read a service's lists share: reaching the service's own tables (its SQLite file in the
// embedded mode, its PostgreSQL schema in the distributed one), a herd added through the API and known to the
// service, settling the database after a bulk load, and a list's X-Total-Count.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { fillHerd } from './horses-bench.mjs';

/**
 * Opens `service`'s tables where the running platform keeps them: `where` is { dataDir } (embedded: the
 * service's `<service>.sqlite` there) or { databaseUrl } (distributed: the service's schema in that database).
 * Answers { query(sql, params), sqlite or pg, table(name), close() }; `query` answers the rows (none for a statement
 * that returns none); `table(name)` names a table the same way in both (the bare name in SQLite,
 * `<service>.<name>` in PostgreSQL).
 */
export function openService(service, { dataDir, databaseUrl }) {
  if (dataDir) {
    const db = new Database(path.join(dataDir, `${service}.sqlite`), { fileMustExist: true });
    db.pragma('busy_timeout = 10000');
    const query = async (sql, params = []) => {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all(...params) : (statement.run(...params), []);
    };
    return { query, sqlite: db, table: (name) => name, close: async () => db.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return {
    query: async (sql, params = []) => (await connected, (await client.query(sql, params)).rows),
    pg: client,
    table: (name) => `${service}.${name}`,
    close: () => client.end(),
  };
}

/** Waits until `service` has learnt `count` horses from the horses service's events; answers their ids. */
export async function waitForKnownHorses(service, where, count, timeoutMs = 600_000) {
  const db = openService(service, where);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [{ n }] = await db.query(`SELECT COUNT(*) AS n FROM ${db.table('known_horses')}`);
      if (Number(n) >= count) break;
      if (Date.now() > deadline) throw new Error(`the ${service} service knows ${n} of ${count} horses after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return (await db.query(`SELECT id FROM ${db.table('known_horses')} ORDER BY id`)).map((r) => r.id);
  } finally {
    await db.close();
  }
}

/** Adds `count` horses through the API and waits until `service` knows them all; answers their ids. */
export async function addKnownHerd(service, baseUrl, token, where, count) {
  await fillHerd(baseUrl, token, count);
  return waitForKnownHorses(service, where, count);
}

/**
 * After a bulk load into `tables` (bare names) of an open service database: SQLite, ANALYZE and a WAL checkpoint;
 * PostgreSQL, VACUUM ANALYZE and CHECKPOINT — what autovacuum and the checkpointer do within minutes of a bulk
 * load, done now, so the measurement sees a settled database instead of the housekeeping the load leaves behind.
 */
export async function settle(db, tables) {
  if (db.sqlite) {
    db.sqlite.exec('ANALYZE');
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    // A synchronous load blocks this process's event loop (for longer than the server keeps an idle connection
    // open): let fetch see the connections the server closed meanwhile, or the next request goes out on one of
    // them and fails with "other side closed".
    await new Promise((resolve) => setTimeout(resolve, 100));
    return;
  }
  await db.query(`VACUUM ANALYZE ${tables.map((t) => db.table(t)).join(', ')}`);
  await db.query('CHECKPOINT');
}

/** How many items a list answers in all (its X-Total-Count), signed in. */
export async function totalCount(baseUrl, token, listPath) {
  const res = await fetch(`${baseUrl}${listPath}`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${listPath} answered ${res.status}`);
  return Number(res.headers.get('x-total-count'));
}
