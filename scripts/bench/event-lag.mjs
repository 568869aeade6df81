// Event delivery lag: from the moment a change and its event are written (the event's occurredAt, in the
// producer's transaction) to the moment a consumer has applied it (its inbox row's applied_at, in the consumer's
// transaction). Both clocks are this machine's. Three flows of the platform:
//   horses.horse.created   POST /api/horses           -> the medical service's view of the herd
//   medical.record.created POST /api/medical-records  -> the horses service's health of the horse
//   medical.record.created POST /api/medical-records  -> the activity service's history entry (visible once applied)
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { percentile } from './http-load.mjs';

export const FLOWS = {
  horses: {
    label: 'horse created -> medical knows it',
    consumer: 'known-horses',
    type: 'horses.horse.created',
    service: 'medical',
    path: '/api/horses',
    body: (i, tag) => ({ name: `Lag ${tag} ${i}`, sex: 'mare', breed: 'Mustang' }),
  },
  medical: {
    label: 'medical record created -> horse health updated',
    consumer: 'horse-health',
    type: 'medical.record.created',
    service: 'horses',
    path: '/api/medical-records',
    body: (i, tag, horseIds) => ({ horseId: horseIds[i % horseIds.length], date: new Date().toISOString().slice(0, 10), description: `Lag ${tag} ${i}`, wormed: i % 2 === 0 }),
  },
  history: {
    label: 'medical record created -> its history entry',
    consumer: 'history',
    type: 'medical.record.created',
    service: 'activity',
    path: '/api/medical-records',
    body: (i, tag, horseIds) => FLOWS.medical.body(i, tag, horseIds),
  },
};

const QUERY = `SELECT occurred_at, applied_at FROM inbox WHERE consumer = $1 AND type = $2 AND occurred_at >= $3`;

/** Reads a service's inbox: its SQLite file in the embedded mode, its PostgreSQL schema otherwise. */
export function inboxReader(flow, { dataDir, databaseUrl }) {
  if (dataDir) {
    const db = new Database(path.join(dataDir, `${flow.service}.sqlite`), { readonly: true, fileMustExist: true });
    const statement = db.prepare(QUERY.replace(/\$\d/g, '?'));
    return { read: async (since) => statement.all(flow.consumer, flow.type, since), close: async () => db.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${flow.service}` });
  const connected = client.connect();
  return {
    read: async (since) => (await connected, (await client.query(QUERY, [flow.consumer, flow.type, since])).rows),
    close: () => client.end(),
  };
}

/** Sends `rate` writes a second for `seconds` (open loop: on schedule, whatever the answers' pace). */
async function write(baseUrl, token, flow, rate, seconds, horseIds) {
  const tag = `${rate}-${Date.now()}`;
  const total = rate * seconds;
  const started = performance.now();
  const sent = [];
  let errors = 0;
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      fetch(`${baseUrl}${flow.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(flow.body(i, tag, horseIds)),
      })
        .then(async (res) => {
          const body = await res.text();
          if (res.status !== 201) {
            errors += 1;
            if (errors <= 3) console.error(`  POST ${flow.path} answered ${res.status}: ${body.slice(0, 200)}`);
          }
        })
        // A platform past its limit may not even take the connection: an error of the figure, not the end of the bench.
        .catch((err) => {
          errors += 1;
          if (errors <= 3) console.error(`  POST ${flow.path} failed: ${err.cause?.code ?? err.message}`);
        }),
    );
  }
  await Promise.all(sent);
  return { written: total - errors, errors };
}

/**
 * Writes `rate` a second for `seconds`, waits until the consumer has applied every one of their events, and
 * answers the lags (ms).
 */
export async function eventLag(baseUrl, token, flow, inbox, { rate, seconds, horseIds = [] }) {
  const since = new Date().toISOString();
  const { written, errors } = await write(baseUrl, token, flow, rate, seconds, horseIds);
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
