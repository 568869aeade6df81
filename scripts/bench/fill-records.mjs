// Fills a kind of record's table straight, for the figures that read many records (medical, riding).
import { randomUUID } from 'node:crypto';
import { openService, settle } from './service-tables.mjs';

/**
 * Puts `count` records of a kind, spread evenly over `horseIds` and over `days` days from `since`, straight into
 * its service's table, then settles the database (ANALYZE; PostgreSQL: VACUUM ANALYZE and CHECKPOINT).
 *
 * This bypasses the service on purpose, and only to make the data set: hundreds of thousands of records through
 * the API (validation, a transaction, an outbox row, their consumers) would take many minutes on a small machine,
 * and what is measured is reading them. The rows are the ones the service itself writes (same columns and formats:
 * the kind's entity), but no events go out, so nothing that follows them (a horse's health) is updated.
 *
 * The kind's own columns are `columns`, given for record `i` by `row(i)` on SQLite and by the SQL expressions
 * `select` (over `g`, the record's number, and `$2`… for `params`) on PostgreSQL, where the database makes them.
 */
export async function fillRecords(where, horseIds, count, { service, table, since, days, columns, row, select, params = [] }) {
  const db = openService(service, where);
  const names = ['id', 'horse_id', 'date', ...columns, 'created_at', 'updated_at'].join(', ');
  try {
    if (db.sqlite) {
      const insert = db.sqlite.prepare(`INSERT INTO ${table} (${names}) VALUES (${names.split(', ').map(() => '?').join(', ')})`);
      const start = Date.parse(`${since}T00:00:00Z`);
      db.sqlite.transaction(() => {
        for (let i = 0; i < count; i++) {
          const day = new Date(start + (i % days) * 86_400_000);
          const created = new Date(day.getTime() + 9 * 3_600_000 + (i % 3600) * 1000).toISOString();
          insert.run(randomUUID(), horseIds[i % horseIds.length], day.toISOString().slice(0, 10), ...row(i), created, created);
        }
      })();
    } else {
      // The same rows, made by PostgreSQL itself: one INSERT ... SELECT over generate_series.
      await db.query(
        `INSERT INTO ${service}.${table} (${names})
         SELECT gen_random_uuid()::text, h.ids[1 + g % h.n], to_char(d, 'YYYY-MM-DD'), ${select}, c, c
         FROM generate_series(0, $1 - 1) AS g,
              LATERAL (SELECT date '${since}' + (g % ${days}) AS d) AS day,
              LATERAL (SELECT to_char(day.d + interval '9 hours' + (g % 3600) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS c) AS at,
              (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM ${service}.known_horses) AS h`,
        [count, ...params],
      );
    }
    await settle(db, [table, 'known_horses']);
  } finally {
    await db.close();
  }
}
