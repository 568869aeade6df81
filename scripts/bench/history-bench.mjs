// The history's figures: the administrator's activity list and a horse's history with many entries (default
// 1,000,000), filtered as people filter them, at a fixed rate, signed in as the administrator.
import { randomUUID } from 'node:crypto';
import { latencyAtRate } from './http-load.mjs';
import { openService, settle } from './service-tables.mjs';

/** Who changes things on a ranch: a few administrators and trainers, the platform itself (null) now and then. */
const PEOPLE = Array.from({ length: 20 }, (_, i) => ({ id: `bench-person-${i}`, email: `person${i}@ranch.test`, role: i < 3 ? 'ADMIN' : 'TRAINER' }));
/** What is changed, about as often as a working ranch changes it: records and rides most, accounts seldom. */
const KINDS = ['medical.record', 'medical.record', 'riding.log', 'riding.log', 'riding.log', 'horses.horse', 'horses.horse.media', 'horses.gallery.picture', 'horses.care.settings', 'users.account'];
/** Mostly new things, some changes, few deletions and restores. */
const ACTIONS = ['created', 'created', 'created', 'created', 'created', 'created', 'updated', 'updated', 'updated', 'deleted', 'created', 'updated', 'created', 'created', 'created', 'created', 'created', 'created', 'created', 'restored'];
const HORSES = 2000;
const DAYS = 1095; // three years of changes, before 2026-11-01
const SINCE = Date.parse('2023-11-01T00:00:00Z');
const horseId = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Entry `i`'s columns, spread over the three years so that the newest entries are those with the highest i. */
function entry(i, count) {
  const person = i % 41 === 0 ? null : PEOPLE[i % PEOPLE.length];
  const kind = KINDS[i % KINDS.length];
  const horse = kind.startsWith('users.') ? null : i % HORSES;
  const at = new Date(SINCE + Math.floor((i / count) * DAYS * 86_400_000)).toISOString();
  return [
    randomUUID(), `${kind}.${ACTIONS[i % ACTIONS.length]}`, at, person?.id ?? null, person?.email ?? null, person?.role ?? null, kind,
    `thing-${i % 250_000}`, horse === null ? null : horseId(horse), horse === null ? null : `Horse ${horse}`, at.slice(0, 10),
    ACTIONS[i % ACTIONS.length], JSON.stringify([{ field: 'notes', before: null, after: `Entry ${i}` }]),
  ];
}

const COLUMNS = 'id, type, occurred_at, actor_id, actor_email, actor_role, kind, thing_id, horse_id, horse_name, label, action, changes';

/** Puts `count` history entries straight into the activity service's table (as fillRecords does for records). */
export async function fillHistory(where, count) {
  const db = openService('activity', where);
  try {
    if (db.sqlite) {
      const insert = db.sqlite.prepare(`INSERT INTO history_entries (${COLUMNS}) VALUES (${COLUMNS.split(', ').map(() => '?').join(', ')})`);
      db.sqlite.transaction(() => {
        for (let i = 0; i < count; i++) insert.run(...entry(i, count));
      })();
    } else {
      // In batches, so the bench's own memory stays small; each batch one multi-row INSERT.
      const BATCH = 2000;
      const width = COLUMNS.split(', ').length;
      for (let from = 0; from < count; from += BATCH) {
        const rows = [];
        for (let i = from; i < Math.min(count, from + BATCH); i++) rows.push(entry(i, count));
        const values = rows.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
        await db.query(`INSERT INTO activity.history_entries (${COLUMNS}) VALUES ${values}`, rows.flat());
      }
    }
    await settle(db, ['history_entries']);
  } finally {
    await db.close();
  }
}

/**
 * p50 / p99 of the activity page's reads at `rate` req/s for `seconds` (see latencyAtRate): its first page, and
 * filtered by person, by kind, by action, by a month, by kind and a month together; the people filter's list; a
 * horse's history tab.
 */
export function historyLatency(baseUrl, token, { rate = 20, seconds = 10, meter } = {}) {
  const randomPerson = () => PEOPLE[Math.floor(Math.random() * PEOPLE.length)].id;
  const randomHorse = () => horseId(Math.floor(Math.random() * HORSES));
  const many = (make) => Array.from({ length: rate * seconds }, make);
  const queries = {
    'first page': ['/api/activity?limit=50'],
    'by person': many(() => `/api/activity?actorId=${randomPerson()}&limit=50`),
    'by kind': ['/api/activity?kind=riding.log&limit=50'],
    'by action': ['/api/activity?action=restored&limit=50'],
    'by a month': ['/api/activity?from=2025-03-01&to=2025-03-31&limit=50'],
    'by kind and a month': ['/api/activity?kind=medical.record&from=2025-03-01&to=2025-03-31&limit=50'],
    'a later page': ['/api/activity?kind=medical.record&limit=50&offset=5000'],
    'people filter': ['/api/activity/people'],
    "a horse's history": many(() => `/api/history/horses/${randomHorse()}?limit=50`),
  };
  return latencyAtRate(baseUrl, queries, { rate, seconds, meter, headers: { authorization: `Bearer ${token}` } });
}
