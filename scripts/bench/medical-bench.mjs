// The medical figures: the medical records list through the gateway with many records (default 200,000 over
// 10,000 horses), by horse, searched, and its first page, at a fixed rate, signed in.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { closedLoop, fixedRate, percentile } from './http-load.mjs';

/** The vet that only every SEARCH_EVERY-th record names: a search that matches few records. */
export const SEARCH_TEXT = 'quillfeather';
const SEARCH_EVERY = 5000;
const DESCRIPTIONS = ['Annual vaccines', 'Hoof trim', 'Coggins test', 'Deworming', 'Dental float', 'Lameness check', 'Wellness exam'];
const VETS = ['Dr. Alvarez', 'Dr. Brooks', 'Dr. Chen', 'Dr. Okafor', 'Dr. Lindqvist'];
const DAYS = 3650; // records spread over the ten years before 2026-01-01

/** Where the medical service keeps its tables: its SQLite file (embedded) or its PostgreSQL schema (distributed). */
function open({ dataDir, databaseUrl }) {
  if (dataDir) {
    const db = new Database(path.join(dataDir, 'medical.sqlite'), { fileMustExist: true });
    db.pragma('busy_timeout = 10000');
    return { query: async (sql, params = []) => db.prepare(sql).all(...params), sqlite: db, close: async () => db.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return { query: async (sql, params = []) => (await connected, (await client.query(sql, params)).rows), pg: client, close: () => client.end() };
}

const table = (where, name) => (where.dataDir ? name : `medical.${name}`);

/** Waits until the medical service has learnt `count` horses from the horses service's events; answers their ids. */
export async function waitForKnownHorses(where, count, timeoutMs = 600_000) {
  const db = open(where);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [{ n }] = await db.query(`SELECT COUNT(*) AS n FROM ${table(where, 'known_horses')}`);
      if (Number(n) >= count) break;
      if (Date.now() > deadline) throw new Error(`the medical service knows ${n} of ${count} horses after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return (await db.query(`SELECT id FROM ${table(where, 'known_horses')} ORDER BY id`)).map((r) => r.id);
  } finally {
    await db.close();
  }
}

/**
 * Puts `count` medical records, spread evenly over `horseIds`, straight into the medical service's table, then
 * settles the database (ANALYZE; PostgreSQL: VACUUM ANALYZE and CHECKPOINT).
 *
 * This bypasses the service on purpose, and only to make the data set: 200,000 records through
 * POST /api/medical-records (validation, a transaction, an outbox row, the horses service applying each event)
 * would take many minutes on a small machine, and what is measured here is reading them. The rows are the ones the
 * service itself writes (same columns and formats, see services/medical/src/records/medical-record.entity.ts),
 * but no `medical.record.created` events go out, so the horses service's view of each horse's health is not
 * updated: nothing measured here reads it.
 */
export async function fillMedicalRecords(where, horseIds, count) {
  const db = open(where);
  try {
    if (db.sqlite) {
      const insert = db.sqlite.prepare(
        `INSERT INTO medical_records (id, horse_id, date, description, vet, notes, weight, height_tenths, wormed, trimmed, coggins, yearly_vaccines, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const start = Date.UTC(2016, 0, 1);
      db.sqlite.transaction(() => {
        for (let i = 0; i < count; i++) {
          const day = new Date(start + (i % DAYS) * 86_400_000);
          const created = new Date(day.getTime() + 9 * 3_600_000 + (i % 3600) * 1000).toISOString();
          insert.run(
            randomUUID(),
            horseIds[i % horseIds.length],
            day.toISOString().slice(0, 10),
            DESCRIPTIONS[i % DESCRIPTIONS.length],
            i % SEARCH_EVERY === 0 ? 'Dr. Quillfeather' : VETS[i % VETS.length],
            `Routine visit ${i}, no concerns noted; recheck at the next farrier visit.`,
            i % 3 === 0 ? null : 900 + (i % 300),
            i % 3 === 0 ? null : 140 + (i % 30),
            i % 4 === 0 ? 1 : 0,
            i % 5 === 0 ? 1 : 0,
            i % 6 === 0 ? 1 : 0,
            i % 7 === 0 ? 1 : 0,
            created,
            created,
          );
        }
      })();
      db.sqlite.exec('ANALYZE');
      db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } else {
      // The same rows as the SQLite branch, made by PostgreSQL itself: one INSERT ... SELECT over generate_series.
      await db.query(
        `INSERT INTO medical.medical_records (id, horse_id, date, description, vet, notes, weight, height_tenths, wormed, trimmed, coggins, yearly_vaccines, created_at, updated_at)
         SELECT gen_random_uuid()::text, h.ids[1 + g % h.n], to_char(d, 'YYYY-MM-DD'), ($2::text[])[1 + g % $3],
                CASE WHEN g % $4 = 0 THEN 'Dr. Quillfeather' ELSE ($5::text[])[1 + g % $6] END,
                'Routine visit ' || g || ', no concerns noted; recheck at the next farrier visit.',
                CASE WHEN g % 3 = 0 THEN NULL ELSE 900 + g % 300 END, CASE WHEN g % 3 = 0 THEN NULL ELSE 140 + g % 30 END,
                g % 4 = 0, g % 5 = 0, g % 6 = 0, g % 7 = 0, c, c
         FROM generate_series(0, $1 - 1) AS g,
              LATERAL (SELECT date '2016-01-01' + (g % ${DAYS}) AS d) AS day,
              LATERAL (SELECT to_char(day.d + interval '9 hours' + (g % 3600) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS c) AS at,
              (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM medical.known_horses) AS h`,
        [count, DESCRIPTIONS, DESCRIPTIONS.length, SEARCH_EVERY, VETS, VETS.length],
      );
      // What autovacuum and the checkpointer do within minutes of a bulk load, done now (as settleDatabase does).
      await db.query('VACUUM ANALYZE medical.medical_records, medical.known_horses');
      await db.query('CHECKPOINT');
    }
  } finally {
    await db.close();
  }
}

/**
 * p50 / p99 of each query at `rate` req/s for `seconds`, after a short warm-up: by a random horse, a search that
 * matches few records, and the first page. Answers { [label]: { path, p50, p99, errors, achievedRate } }, or for a
 * query whose ceiling is below `rate`, { path, saturated: true, ceiling, p50, p99 (one at a time), errors, calls }.
 */
export async function medicalLatency(baseUrl, token, horseIds, { rate = 200, seconds = 10 } = {}) {
  const headers = { authorization: `Bearer ${token}` };
  const random = () => horseIds[Math.floor(Math.random() * horseIds.length)];
  const queries = {
    'by horse': Array.from({ length: rate * seconds }, () => `/api/medical-records?horseId=${random()}`),
    search: [`/api/medical-records?q=${SEARCH_TEXT}&limit=50`],
    'first page': ['/api/medical-records?limit=50'],
  };
  const results = {};
  for (const [label, paths] of Object.entries(queries)) {
    const path = paths[0].replace(/horseId=[^&]+/, 'horseId=<random horse>');
    // The warm-up, 16 in flight (as the horses list's ceiling), is also the query's ceiling on this machine.
    const warm = await closedLoop(baseUrl, paths.slice(0, 50), { concurrency: 16, seconds: 3, headers });
    if (warm.errors && !warm.latencies.length) throw new Error(`GET ${paths[0]} answered only errors`);
    if (warm.rps < rate * 0.9) {
      // A query that cannot keep up with `rate` would only queue at a fixed rate (the latency then measures the
      // queue, and 200 req/s x 10 s of a 250 ms query takes minutes): its latency one at a time instead.
      const alone = await closedLoop(baseUrl, paths, { concurrency: 1, seconds: Math.min(seconds, 5), headers });
      results[label] = { path, saturated: true, ceiling: warm.rps, p50: percentile(alone.latencies, 50), p99: percentile(alone.latencies, 99), errors: alone.errors + warm.errors, calls: alone.latencies.length };
      continue;
    }
    const run = await fixedRate(baseUrl, paths, { rate, seconds, headers });
    results[label] = { path, p50: percentile(run.latencies, 50), p99: percentile(run.latencies, 99), errors: run.errors, achievedRate: run.achievedRate };
  }
  return results;
}

/** How many records the search and a horse's list answer (X-Total-Count), to print beside the figures. */
export async function totals(baseUrl, token, horseId) {
  const count = async (p) => {
    const res = await fetch(`${baseUrl}${p}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
    return Number(res.headers.get('x-total-count'));
  };
  return { search: await count(`/api/medical-records?q=${SEARCH_TEXT}&limit=1`), horse: await count(`/api/medical-records?horseId=${horseId}&limit=1`), all: await count('/api/medical-records?limit=1') };
}
