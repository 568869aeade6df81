// Event delivery lag: from the moment a change and its event are written (the event's occurredAt, in the
// producer's transaction) to the moment a consumer has applied it (its inbox row's applied_at, in the consumer's
// transaction). The producer is the horses service (horses.horse.created, written by POST /api/horses), the
// consumer the medical service's view of the herd; both clocks are this machine's.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { percentile } from './http-load.mjs';

const CONSUMER = 'RememberHorseWhenHorseChanged.remember';
const TYPE = 'horses.horse.created';
const QUERY = `SELECT occurred_at, applied_at FROM inbox WHERE consumer = $1 AND type = $2 AND occurred_at >= $3`;

/** Reads the medical service's inbox: its SQLite file in the embedded mode, its PostgreSQL schema otherwise. */
export function inboxReader({ dataDir, databaseUrl }) {
  if (dataDir) {
    const db = new Database(path.join(dataDir, 'medical.sqlite'), { readonly: true, fileMustExist: true });
    const statement = db.prepare(QUERY.replace(/\$\d/g, '?'));
    return { read: async (since) => statement.all(CONSUMER, TYPE, since), close: async () => db.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=medical' });
  const connected = client.connect();
  return {
    read: async (since) => (await connected, (await client.query(QUERY, [CONSUMER, TYPE, since])).rows),
    close: () => client.end(),
  };
}

/** Adds horses at `rate` a second for `seconds` (open loop: on schedule, whatever the answers' pace). */
async function writeHorses(baseUrl, token, rate, seconds, tag) {
  const total = rate * seconds;
  const started = performance.now();
  const sent = [];
  let errors = 0;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      fetch(`${baseUrl}/api/horses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Lag ${tag} ${i}`, sex: 'mare', breed: 'Mustang' }),
      }).then(async (res) => {
        const body = await res.text();
        if (res.status !== 201) {
          errors += 1;
          if (errors <= 3) console.error(`  POST /api/horses answered ${res.status}: ${body.slice(0, 200)}`);
        }
      }),
    );
  }
  await Promise.all(sent);
  return { written: total - errors, errors };
}

/**
 * Writes `rate` horses a second for `seconds`, waits until the consumer has applied every one of their events,
 * and answers the lags (ms) and how long the last one took to arrive.
 */
export async function eventLag(baseUrl, token, inbox, { rate, seconds }) {
  const since = new Date().toISOString();
  const { written, errors } = await writeHorses(baseUrl, token, rate, seconds, `${rate}-${Date.now()}`);
  const deadline = Date.now() + 60_000;
  let rows = [];
  while (Date.now() < deadline) {
    rows = (await inbox.read(since)).filter((r) => r.applied_at);
    if (rows.length >= written) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const lags = rows.map((r) => Date.parse(r.applied_at) - Date.parse(r.occurred_at));
  return { events: lags.length, written, errors, p50: percentile(lags, 50), p99: percentile(lags, 99), max: Math.max(...lags) };
}
