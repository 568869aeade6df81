// The riding figures: a horse's riding logs through the gateway with many logs (default 500,000 over 10,000
// horses), as the horse's Riding Logs tab asks for them and as GET /api/horses/{id} carries them (the gateway
// adds the horse's rides from RIDING_OPERATIONS.listForHorse), at a fixed rate, signed in.
import { randomUUID } from 'node:crypto';
import { latencyAtRate } from './http-load.mjs';
import { openService, settle, totalCount } from './service-tables.mjs';

const TYPES = ['trail', 'arena', 'training', 'groundwork', 'other']; // RIDE_TYPES
const RIDERS = ['trainer@remuda.test', 'Maya Ortiz', 'Sam Whitehorse', 'Jo Lindgren', 'bench-admin@remuda.test'];
const NOTES = ['Quiet on the trail, crossed the creek without fuss.', 'Worked on transitions; soft at the lope.', 'Groundwork: yielding hindquarters, standing tied.', 'Arena ride, a little fresh at first, settled after ten minutes.'];
const DAYS = 1095; // rides spread over the three years before 2026-01-01

/**
 * Puts `count` riding logs, spread evenly over `horseIds`, straight into the riding service's table, then settles
 * the database (ANALYZE; PostgreSQL: VACUUM ANALYZE and CHECKPOINT).
 *
 * This bypasses the service on purpose, and only to make the data set, as the medical figures do: 500,000 logs
 * through POST /api/riding-logs would take very long on a small machine, and what is measured here is reading
 * them. The rows are the ones the service itself writes (same columns and formats, see
 * services/riding/src/records/riding-log.entity.ts and its migrations), but no `riding.log.created` events go out:
 * nothing measured here reads what they would feed.
 */
export async function fillRidingLogs(where, horseIds, count) {
  const db = openService('riding', where);
  try {
    if (db.sqlite) {
      const insert = db.sqlite.prepare(
        `INSERT INTO riding_logs (id, horse_id, date, notes, duration_minutes, rider, type, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const start = Date.UTC(2023, 0, 1);
      db.sqlite.transaction(() => {
        for (let i = 0; i < count; i++) {
          const day = new Date(start + (i % DAYS) * 86_400_000);
          const created = new Date(day.getTime() + 9 * 3_600_000 + (i % 3600) * 1000).toISOString();
          insert.run(
            randomUUID(),
            horseIds[i % horseIds.length],
            day.toISOString().slice(0, 10),
            `${NOTES[i % NOTES.length]} Ride ${i}.`,
            i % 5 === 0 ? null : 20 + (i % 100),
            RIDERS[i % RIDERS.length],
            TYPES[i % TYPES.length],
            created,
            created,
          );
        }
      })();
    } else {
      // The same rows as the SQLite branch, made by PostgreSQL itself: one INSERT ... SELECT over generate_series.
      await db.query(
        `INSERT INTO riding.riding_logs (id, horse_id, date, notes, duration_minutes, rider, type, created_at, updated_at)
         SELECT gen_random_uuid()::text, h.ids[1 + g % h.n], to_char(d, 'YYYY-MM-DD'),
                ($2::text[])[1 + g % $3] || ' Ride ' || g || '.',
                CASE WHEN g % 5 = 0 THEN NULL ELSE 20 + g % 100 END,
                ($4::text[])[1 + g % $5], ($6::text[])[1 + g % $7], c, c
         FROM generate_series(0, $1 - 1) AS g,
              LATERAL (SELECT date '2023-01-01' + (g % ${DAYS}) AS d) AS day,
              LATERAL (SELECT to_char(day.d + interval '9 hours' + (g % 3600) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS c) AS at,
              (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM riding.known_horses) AS h`,
        [count, NOTES, NOTES.length, RIDERS, RIDERS.length, TYPES, TYPES.length],
      );
    }
    await settle(db, ['riding_logs', 'known_horses']);
  } finally {
    await db.close();
  }
}

/**
 * p50 / p99 of each query at `rate` req/s for `seconds` (see latencyAtRate), each for a random horse: the horse's
 * Riding Logs tab (GET /api/riding-logs?horseId=, the whole list as the tab asks for it) and the horse's page
 * (GET /api/horses/{id}, with its rides).
 */
export async function ridingLatency(baseUrl, token, horseIds, { rate = 200, seconds = 10 } = {}) {
  const random = () => horseIds[Math.floor(Math.random() * horseIds.length)];
  const queries = {
    'horse tab': Array.from({ length: rate * seconds }, () => `/api/riding-logs?horseId=${random()}`),
    'horse page': Array.from({ length: rate * seconds }, () => `/api/horses/${random()}`),
  };
  return latencyAtRate(baseUrl, queries, { rate, seconds, headers: { authorization: `Bearer ${token}` } });
}

/**
 * How many logs there are, how many one horse's tab lists (X-Total-Count), and how many rides its page carries,
 * to print beside the figures; a page without rides (the gateway shows the horse without them when the riding
 * service does not answer) would measure the wrong thing, so it stops the bench.
 */
export async function totals(baseUrl, token, horseId) {
  const res = await fetch(`${baseUrl}/api/horses/${horseId}`, { headers: { authorization: `Bearer ${token}` } });
  const horse = await res.json();
  if (res.status !== 200) throw new Error(`GET /api/horses/${horseId} answered ${res.status}`);
  if (!horse.ridingLogs?.length) throw new Error(`GET /api/horses/${horseId} carries no rides: is the riding service answering?`);
  return {
    all: await totalCount(baseUrl, token, '/api/riding-logs?limit=1'),
    horse: await totalCount(baseUrl, token, `/api/riding-logs?horseId=${horseId}&limit=1`),
    page: horse.ridingLogs.length,
  };
}
