// The care plan's figures, with many horses and records (default 10,000 horses and 200,000 medical records, a
// year of a herd kept in care): today's care (GET /api/care/due) at a fixed rate, the herd's calendar feed
// (GET /api/calendar/<token>.ics) read several times, and care rounds of 100 horses (POST
// /api/medical-records/rounds): each round's answer, and how long until today's care no longer lists its horses.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { latencyAtRate, percentile } from './http-load.mjs';
import { fillMedicalRecords } from './medical-bench.mjs';
import { openService, settle } from './service-tables.mjs';
import { ROOT } from '../lib/processes.mjs';

/** The records span the year before today, so due dates fall around today as a herd kept in care has them. */
const CARE_DAYS = 365;
const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of `instant` in an IANA time zone: the ranch's day. */
export function dayIn(instant, timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const signedIn = (token, headers = {}) => ({ authorization: `Bearer ${token}`, ...headers });

/** The ranch's care plan (GET /api/care/settings: time zone, lead days, kinds) and its day today. */
export async function carePlan(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/care/settings`, { headers: signedIn(token) });
  const settings = await res.json();
  if (res.status !== 200) throw new Error(`GET /api/care/settings answered ${res.status}: ${JSON.stringify(settings).slice(0, 300)}`);
  return { ...settings, today: dayIn(Date.now(), settings.timeZone) };
}

/** Each of the spec's four kinds of care in the horses service's tables: its record's tick, the horse's columns, its need. */
const KINDS = [
  { kind: 'wormed', tick: 'wormed', column: 'wormed', need: 'needs_wormed', needFlag: 'needsWormed' },
  { kind: 'trimmed', tick: 'trimmed', column: 'trimmed', need: 'needs_trimmed', needFlag: 'needsTrimmed' },
  { kind: 'yearly_vaccines', tick: 'yearly_vaccines', column: 'vaccines', need: 'needs_yearly', needFlag: 'needsYearly' },
  { kind: 'coggins', tick: 'coggins', column: 'coggins', need: 'needs_coggins', needFlag: 'needsCoggins' },
];

/**
 * Puts `count` medical records over `horseIds` (the medical service's known horses) straight into the medical
 * service's table, a year of visits of a herd kept in care (fillMedicalRecords, ticks by visit: the spec's four
 * kinds), then gives the horses service what its consumer of medical events (`horse-health`) and its daily check
 * would have made of them, since a bulk load sends no events: the records in its own view
 * (`horse_medical_records`, as each event writes it), each horse's latest date of each kind, weight and height (as
 * `HorseHealth.readRecords` reads them), and its due dates and needs for the ranch's day under the ranch's care
 * plan (GET /api/care/settings) by the service's own policy (`assessHealth`, from its build), each horse marked
 * changed (its version and change time) as a change of its health marks it. No event goes out.
 */
export async function fillCareRecords(baseUrl, token, where, horseIds, count) {
  const plan = await carePlan(baseUrl, token);
  await fillMedicalRecords(where, horseIds, count, { since: addDays(plan.today, -CARE_DAYS), days: CARE_DAYS, ticks: 'by-visit' });
  const { assessHealth, dayIn: policyDayIn } = await import(path.join(ROOT, 'services/horses/dist/health/health-policy.js'));
  const db = openService('horses', where);
  try {
    // The medical service's table is `medical.medical_records` in both: its schema in PostgreSQL, the attached
    // medical.sqlite in SQLite.
    if (db.sqlite) db.sqlite.exec(`ATTACH DATABASE '${path.join(where.dataDir, 'medical.sqlite').replace(/'/g, "''")}' AS medical`);
    const horses = db.table('horses');
    const mirror = db.table('horse_medical_records');
    const ticks = KINDS.map((k) => k.tick).join(', ');
    await db.query(
      `INSERT INTO ${mirror} (id, horse_id, date, ${ticks}, care, weight, height_tenths, recorded_at, deleted, as_of)
       SELECT id, horse_id, date, ${ticks}, care, weight, height_tenths, created_at, ${db.sqlite ? 0 : 'false'}, created_at FROM medical.medical_records`,
    );
    if (db.sqlite) db.sqlite.exec('DETACH DATABASE medical');
    const newest = (column) =>
      `COALESCE((SELECT m.${column} FROM ${mirror} AS m WHERE m.horse_id = h.id AND NOT m.deleted AND m.${column} IS NOT NULL
                 ORDER BY m.date DESC, m.recorded_at DESC, m.id DESC LIMIT 1), h.${column})`;
    await db.query(
      `UPDATE ${horses} AS h SET ${KINDS.map((k) => `last_${k.column} = r.last_${k.column}`).join(', ')},
         weight = ${newest('weight')}, height_tenths = ${newest('height_tenths')}
       FROM (SELECT horse_id, ${KINDS.map((k) => `MAX(CASE WHEN ${k.tick} THEN date END) AS last_${k.column}`).join(', ')}
             FROM ${mirror} WHERE NOT deleted GROUP BY horse_id) AS r
       WHERE r.horse_id = h.id`,
    );
    const rows = await db.query(
      `SELECT id, created_at, deceased, care_last, care_intervals, ${KINDS.flatMap((k) => [`last_${k.column}`, `raised_${k.column}`]).join(', ')} FROM ${horses}`,
    );
    const now = new Date().toISOString();
    const assessed = rows.map((horse) => {
      const { due, needs, addedDue } = assessHealth(
        {
          deceased: Boolean(horse.deceased),
          since: policyDayIn(horse.created_at, plan.timeZone),
          latest: Object.fromEntries(KINDS.map((k) => [k.kind, horse[`last_${k.column}`]])),
          raised: Object.fromEntries(KINDS.map((k) => [k.kind, horse[`raised_${k.column}`]])),
          addedLatest: JSON.parse(horse.care_last ?? '{}'),
          ownIntervals: JSON.parse(horse.care_intervals ?? '{}'),
        },
        plan.kinds,
        plan.today,
      );
      const added = Object.keys(addedDue).length > 0 ? JSON.stringify(addedDue) : null;
      return [horse.id, ...KINDS.map((k) => due[k.kind]), ...KINDS.map((k) => needs[k.needFlag]), added];
    });
    const set = [...KINDS.map((k) => `due_${k.column}`), ...KINDS.map((k) => k.need), 'care_due'];
    if (db.sqlite) {
      const update = db.sqlite.prepare(`UPDATE ${horses} SET ${set.map((c) => `${c} = ?`).join(', ')}, version = version + 1, updated_at = ? WHERE id = ?`);
      db.sqlite.transaction(() => {
        for (const [id, ...values] of assessed) update.run(...values.map((v) => (typeof v === 'boolean' ? Number(v) : v)), now, id);
      })();
    } else {
      const types = ['text', ...KINDS.map(() => 'text'), ...KINDS.map(() => 'boolean'), 'text'];
      await db.query(
        `UPDATE ${horses} AS h SET ${set.map((c) => `${c} = v.${c}`).join(', ')}, version = h.version + 1, updated_at = $${types.length + 1}
         FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')}) AS v(id, ${set.join(', ')})
         WHERE h.id = v.id`,
        [...types.map((_, i) => assessed.map((row) => row[i])), now],
      );
    }
    await settle(db, ['horses', 'horse_medical_records']);
  } finally {
    await db.close();
  }
}

/** Today's care as staff read it (`query`, the page's own call unless given): the answer (`body`, and as sent, `text`) and its time. */
export async function careDue(baseUrl, token, query = '') {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/care/due${query}`, { headers: signedIn(token) });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET /api/care/due answered ${res.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), text, ms };
}

/**
 * What today's care answered: how many horses each kind's group lists in all and on this page
 * ({ Worming: { total, onPage }, ... }), and its size plainly and gzipped.
 */
export function listed({ body, text }) {
  return {
    groups: Object.fromEntries(body.groups.map((g) => [g.name, { total: g.total, onPage: g.items.length }])),
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
  };
}

/**
 * Today's care at `rate` req/s for `seconds` (latencyAtRate: a warm-up that is also its ceiling, one client at a
 * time, then the fixed rate), asked as the staff page's browser asks: signed in, gzip accepted.
 */
export async function careDueLatency(baseUrl, token, { rate = 50, seconds = 25 } = {}) {
  const figures = await latencyAtRate(baseUrl, { today: ['/api/care/due'] }, { rate, seconds, headers: signedIn(token, { 'accept-encoding': 'gzip' }) });
  return figures.today;
}

/**
 * The herd's calendar feed read `reads` times one after another, as a calendar reads it (with the address of a new
 * token of the signed-in staff account, no session, no If-None-Match, gzip accepted): p50 and max, and its size
 * plainly and gzipped.
 */
export async function feedTimes(baseUrl, token, horseId, reads = 8) {
  const res = await fetch(`${baseUrl}/api/users/calendar-feed`, { method: 'POST', headers: signedIn(token) });
  const { url } = await res.json();
  if (res.status !== 200 && res.status !== 201) throw new Error(`POST /api/users/calendar-feed answered ${res.status}`);
  const feedPath = new URL(url).pathname;
  const times = [];
  let text = '';
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    const feed = await fetch(`${baseUrl}${feedPath}`, { headers: { 'accept-encoding': 'gzip' } });
    text = await feed.text();
    times.push(performance.now() - started);
    if (feed.status !== 200) throw new Error(`GET ${feedPath.replace(/[^/]+\.ics$/, '<token>.ics')} answered ${feed.status}: ${text.slice(0, 300)}`);
  }
  return {
    p50: percentile(times, 50), max: Math.max(...times), first: times[0], reads,
    bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length, events: text.split('BEGIN:VEVENT').length - 1,
    afterChange: await feedAfterChange(baseUrl, token, feedPath, horseId),
  };
}

/**
 * One horse's worming recorded today, then the feed read as a calendar that has it reads it (If-None-Match) every
 * 50 ms until it changes: the time of the read that brings the moved date (`read`), and how long after the
 * record's answer that read came (`fresh`: the horses service moving the date, the news reaching the gateway, the
 * feed made again).
 */
async function feedAfterChange(baseUrl, token, feedPath, horseId) {
  const read = (etag) => fetch(`${baseUrl}${feedPath}`, { headers: { 'accept-encoding': 'gzip', ...(etag ? { 'if-none-match': etag } : {}) } });
  const etag = (await read()).headers.get('etag');
  const date = new Date().toISOString().slice(0, 10);
  const made = await fetch(`${baseUrl}/api/medical-records`, {
    method: 'POST',
    headers: signedIn(token, { 'content-type': 'application/json' }),
    body: JSON.stringify({ horseId, date, description: 'Wormed', wormed: true }),
  });
  if (made.status !== 201) throw new Error(`POST /api/medical-records answered ${made.status}`);
  const answered = performance.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const feed = await read(etag);
    await feed.arrayBuffer();
    const ms = performance.now() - started;
    if (feed.status === 200) return { read: ms, fresh: performance.now() - answered };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the feed did not change within 30 s of a record');
}

/** The first 500 horses today's care lists for worming, as it lists them (soonest due first), asking it. */
async function wormingOnPage(baseUrl, token) {
  const due = await careDue(baseUrl, token, '?kind=wormed&limit=500');
  return { ids: due.body.groups.find((g) => g.kind === 'wormed').items.map((item) => item.horseId), ms: due.ms };
}

/**
 * The horses service's table, read by today's care's rule for worming under `plan` (needed now: its need, no
 * record, or its due date come; or due within the plan's lead days of the ranch's day): `due()` answers the horses
 * due, soonest first, and `stillDue(ids)` those of `ids` still due, a read cheap enough to repeat every few
 * milliseconds.
 */
function wormingInTable(where, plan) {
  const db = openService('horses', where);
  const until = addDays(plan.today, plan.leadDays);
  const rule = `NOT deceased AND (needs_wormed OR last_wormed IS NULL OR due_wormed <= '${until}')`;
  return {
    due: async () => (await db.query(`SELECT id FROM ${db.table('horses')} WHERE ${rule} ORDER BY due_wormed, name_key, id`)).map((r) => r.id),
    stillDue: async (ids) => {
      const list = ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');
      return (await db.query(`SELECT id FROM ${db.table('horses')} WHERE id IN (${list}) AND ${rule}`)).length;
    },
    close: () => db.close(),
  };
}

/** Asks `still()` (how many are still listed) again and again until none; answers the ms from `started`, and the reads' own time. */
async function untilNone(still, started, { timeoutMs, pauseMs = 0, what }) {
  const reads = [];
  for (;;) {
    const read = performance.now();
    const left = await still();
    reads.push(performance.now() - read);
    if (left === 0) return { ms: performance.now() - started, readMs: percentile(reads, 50), reads: reads.length };
    if (performance.now() - started > timeoutMs) throw new Error(`${left} of the round's horses still ${what} after ${timeoutMs / 1000} s`);
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * `rounds` care rounds of `size` horses each, one after another: worming (today) for horses today's care lists
 * under Worming, different horses in each round (fewer rounds when it lists fewer horses). For each: the round's
 * answer time (`answered`); the time from sending it until today's care no longer lists any of its horses under
 * Worming (`page`: the horses service hears the records by events), found by asking today's care again and again,
 * so one read's time (`pageReadMs`) is its resolution; and, watched meanwhile every 20 ms, the time until the
 * horses service's table has none of them due (`table`). When today's care does not answer, the horses are chosen
 * from the table by the same rule and `page` is null.
 */
export async function careRounds(baseUrl, token, where, { rounds = 5, size = 100, timeoutMs = 120_000 } = {}) {
  const plan = await carePlan(baseUrl, token);
  const table = wormingInTable(where, plan);
  try {
    const onPage = await wormingOnPage(baseUrl, token).catch(() => null);
    const due = onPage?.ids ?? (await table.due());
    if (due.length < size) throw new Error(`${due.length} horses are due for worming: too few for a round of ${size}`);
    const results = [];
    for (let r = 0; r < Math.min(rounds, Math.floor(due.length / size)); r++) {
      const horseIds = due.slice(r * size, (r + 1) * size);
      const ids = new Set(horseIds);
      const started = performance.now();
      const inTable = untilNone(() => table.stillDue(horseIds), started, { timeoutMs, pauseMs: 20, what: 'due in the table' });
      const res = await fetch(`${baseUrl}/api/medical-records/rounds`, {
        method: 'POST',
        headers: signedIn(token, { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
        body: JSON.stringify({ date: plan.today, kind: 'wormed', horseIds }),
      });
      const answer = await res.json();
      const answered = performance.now() - started;
      if (res.status !== 201) throw new Error(`POST /api/medical-records/rounds answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      if (answer.records.length !== size) throw new Error(`the round answered ${answer.records.length} records, not ${size}`);
      const onPageNow = async () => (await wormingOnPage(baseUrl, token)).ids.filter((id) => ids.has(id)).length;
      const page = onPage ? await untilNone(onPageNow, started, { timeoutMs, what: "on today's care" }) : null;
      results.push({ answered, page: page?.ms ?? null, pageReadMs: page?.readMs ?? null, table: (await inTable).ms });
    }
    return results;
  } finally {
    await table.close();
  }
}
