// Webhook delivery lag: from the moment a change and its event are written (the event's occurredAt) to the moment a
// healthy receiver of this machine has the signed request (HTTPS, a self-signed certificate the platform is told to
// trust). The flow: POST /api/horses -> horses.horse.created -> the webhooks service -> the receiver.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './http-load.mjs';
import { openService } from './service-tables.mjs';

/** A certificate for localhost, made before the platform starts: its env trusts it and allows this machine. */
export function receiverCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-receiver-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-keyout', keyFile,
    '-out', certFile, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { keyFile, certFile, env: { REMUDA_WEBHOOKS_CA: certFile, REMUDA_WEBHOOKS_ALLOW_PRIVATE: '1' } };
}

/**
 * The two writes measured, each with the event its receiver asked for: a new horse (the write most services follow)
 * and a new medical record (the history's figure is at 100 of those a second).
 */
export const WEBHOOK_FLOWS = {
  horses: { type: 'horses.horse.created', path: '/api/horses', body: (label) => ({ name: label, sex: 'mare' }) },
  medical: {
    type: 'medical.record.created',
    path: '/api/medical-records',
    body: (label, horseId) => ({ horseId, date: new Date().toISOString().slice(0, 10), description: label }),
  },
};

/** What names a write in its delivery: a horse's name, a record's description. */
const labelOf = (body) => String(body.data?.name ?? body.data?.description ?? '');

/** An HTTPS receiver answering 204 at once, keeping when each event arrived (Date.now, the clock occurredAt is on). */
export async function startReceiver({ keyFile, certFile }) {
  const arrived = new Map();
  const server = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (!arrived.has(body.id)) arrived.set(body.id, { at, occurredAt: Date.parse(body.occurredAt), label: labelOf(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${server.address().port}/hooks`,
    arrived,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

/** Registers the receiver for the flows' events, as the administrator whose token this is. */
export async function registerReceiver(baseUrl, token, url) {
  const res = await fetch(`${baseUrl}/api/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench receiver', url, events: Object.values(WEBHOOK_FLOWS).map((flow) => flow.type) }),
  });
  if (res.status !== 201) throw new Error(`the receiver was not registered: ${res.status} ${await res.text()}`);
}

/**
 * Makes `rate` writes of `flow` a second for `seconds` (open loop; records about `horseIds` in turn), waits for
 * their deliveries, and answers the lags (ms).
 */
export async function webhookLag(baseUrl, token, receiver, flow, { rate, seconds, horseIds = [] }) {
  const tag = `Hook ${rate}-${Date.now()}`;
  const total = rate * seconds;
  const started = performance.now();
  const sent = [];
  let errors = 0;
  /** What the failed writes got, by status (or the client's error). */
  const failures = {};
  const failed = (what) => {
    errors += 1;
    failures[what] = (failures[what] ?? 0) + 1;
  };
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      fetch(`${baseUrl}${flow.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(flow.body(`${tag} ${i}`, horseIds[i % Math.max(1, horseIds.length)])),
      }).then(
        async (res) => {
          await res.text();
          if (res.status !== 201) failed(res.status);
        },
        (err) => failed(err.cause?.code ?? err.message),
      ),
    );
  }
  await Promise.all(sent);
  const ours = () => [...receiver.arrived.values()].filter((a) => a.label.startsWith(`${tag} `));
  const deadline = Date.now() + 60_000;
  while (ours().length < total - errors && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const lags = ours().map((a) => a.at - a.occurredAt);
  return { tag, delivered: lags.length, written: total - errors, errors, failures, p50: percentile(lags, 50), p99: percentile(lags, 99), max: Math.max(...lags) };
}

/**
 * Where a delivery's time went, from the webhooks service's own rows (`where` as openService takes it): from the
 * event to its delivery row (the stream and the consumer), and from the row to the receiver's answer (the worker).
 * Answers p50 / p99 of each, in ms, for the deliveries of the writes named with `tag`.
 */
export async function deliveryStages(where, tag) {
  const db = openService('webhooks', where);
  try {
    const rows = await db.query(`SELECT body, created_at, delivered_at FROM ${db.table('webhook_deliveries')} WHERE delivered_at IS NOT NULL`);
    const queued = [];
    const sent = [];
    for (const row of rows) {
      const body = JSON.parse(row.body);
      if (!labelOf(body).startsWith(`${tag} `)) continue;
      queued.push(Date.parse(row.created_at) - Date.parse(body.occurredAt));
      sent.push(Date.parse(row.delivered_at) - Date.parse(row.created_at));
    }
    const figures = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) });
    return { queued: figures(queued), sent: figures(sent) };
  } finally {
    await db.close();
  }
}

/**
 * The worker's own pace, apart from the writes that feed it: `count` deliveries to the receiver (about `horses`
 * horses in turn, so order per horse holds some back) are put in its table not yet due, then made due at once;
 * answers how long until the receiver had them all and the deliveries a second that makes.
 */
export async function workerPace(where, receiver, { count, horses }) {
  const db = openService('webhooks', where);
  const tag = `Pace ${Date.now()}`;
  const at = (ms) => new Date(ms).toISOString();
  try {
    const [{ id: receiverId }] = await db.query(`SELECT id FROM ${db.table('webhook_receivers')} LIMIT 1`);
    const columns = ['id', 'receiver_id', 'event_id', 'event_type', 'aggregate_id', 'order_key', 'body', 'status', 'attempts', 'next_attempt_at', 'give_up_at', 'created_at'];
    const later = at(Date.now() + 3_600_000);
    for (let from = 0; from < count; from += 100) {
      const rows = [];
      for (let i = from; i < Math.min(count, from + 100); i++) {
        const eventId = randomUUID();
        const horse = `pace-horse-${i % horses}`;
        const body = JSON.stringify({ id: eventId, type: 'medical.record.created', occurredAt: at(Date.now()), data: { horseId: horse, description: `${tag} ${i}` } });
        rows.push([randomUUID(), receiverId, eventId, 'medical.record.created', horse, horse, body, 'pending', 0, later, at(Date.now() + 86_400_000), at(Date.now())]);
      }
      let n = 0;
      const values = rows.map((row) => `(${row.map(() => (db.pg ? `$${++n}` : '?')).join(', ')})`).join(', ');
      await db.query(`INSERT INTO ${db.table('webhook_deliveries')} (${columns.join(', ')}) VALUES ${values}`, rows.flat());
    }
    const started = Date.now();
    await db.query(`UPDATE ${db.table('webhook_deliveries')} SET next_attempt_at = ${db.pg ? '$1' : '?'} WHERE next_attempt_at = ${db.pg ? '$2' : '?'}`, [at(started), later]);
    const ours = () => [...receiver.arrived.values()].filter((a) => a.label.startsWith(`${tag} `)).length;
    const deadline = started + 120_000;
    while (ours() < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const seconds = (Date.now() - started) / 1000;
    return { delivered: ours(), seconds, perSecond: ours() / seconds };
  } finally {
    await db.close();
  }
}
