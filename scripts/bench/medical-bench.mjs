// The medical figures: the medical records list through the gateway with many records (default 200,000 over
// 10,000 horses), by horse, searched, and its first page, at a fixed rate, signed in.
import { randomUUID } from 'node:crypto';
import { latencyAtRate } from './http-load.mjs';
import { openService, settle, totalCount } from './service-tables.mjs';

/** The vet that only every SEARCH_EVERY-th record names: a search that matches few records. */
export const SEARCH_TEXT = 'quillfeather';
const SEARCH_EVERY = 5000;
const DESCRIPTIONS = ['Annual vaccines', 'Hoof trim', 'Coggins test', 'Deworming', 'Dental float', 'Lameness check', 'Wellness exam'];
const VETS = ['Dr. Alvarez', 'Dr. Brooks', 'Dr. Chen', 'Dr. Okafor', 'Dr. Lindqvist'];
const DAYS = 3650; // records spread over the ten years before 2026-01-01

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
  const db = openService('medical', where);
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
    }
    await settle(db, ['medical_records', 'known_horses']);
  } finally {
    await db.close();
  }
}

/**
 * p50 / p99 of each query at `rate` req/s for `seconds` (see latencyAtRate): by a random horse, a search that
 * matches few records, and the first page.
 */
export async function medicalLatency(baseUrl, token, horseIds, { rate = 200, seconds = 10 } = {}) {
  const random = () => horseIds[Math.floor(Math.random() * horseIds.length)];
  const queries = {
    'by horse': Array.from({ length: rate * seconds }, () => `/api/medical-records?horseId=${random()}`),
    search: [`/api/medical-records?q=${SEARCH_TEXT}&limit=50`],
    'first page': ['/api/medical-records?limit=50'],
  };
  return latencyAtRate(baseUrl, queries, { rate, seconds, headers: { authorization: `Bearer ${token}` } });
}

/** How many records the search and a horse's list answer (X-Total-Count), to print beside the figures. */
export async function totals(baseUrl, token, horseId) {
  const count = (p) => totalCount(baseUrl, token, p);
  return { search: await count(`/api/medical-records?q=${SEARCH_TEXT}&limit=1`), horse: await count(`/api/medical-records?horseId=${horseId}&limit=1`), all: await count('/api/medical-records?limit=1') };
}
