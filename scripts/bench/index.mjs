// npm run bench: the platform's figures on this machine, printed. Needs a built tree (npm start builds it),
// Chromium, and for the distributed figures the local NATS and PostgreSQL.
//   npm run bench                 everything
//   npm run bench -- platform     start-up, memory, page weight, sign-in
//   npm run bench -- horses       the horse list under load, pictures and clips (BENCH_HERD horses, default 10000)
//   npm run bench -- events       event delivery lag, outbox write to consumer applied, idle, at 100 and 200 writes/s,
//                                 for a new horse (-> medical) and a new medical record (-> the horse's health, -> its history entry)
//   npm run bench -- webhooks     the webhook worker's pace (2,000 deliveries due at once), and the delivery lag, event
//                                 written to a healthy HTTPS receiver having it, idle and under load, both modes
//   npm run bench -- medical      the medical records list, signed in, at 200 req/s: by horse, searched, first page;
//                                 and the staff's horse list (a random page of 50) and a horse's page
//                                 (BENCH_MEDICAL_RECORDS records, default 200000, over BENCH_HERD horses)
//   npm run bench -- riding       a horse's riding logs, signed in, at 200 req/s: its Riding Logs tab and its page
//                                 (BENCH_RIDING_LOGS logs, default 500000, over BENCH_HERD horses)
//   npm run bench -- export       the ranch's export (GET /api/export) of BENCH_HERD horses, BENCH_MEDICAL_RECORDS records
//                                 BENCH_EXPORT_PICTURES pictures (default 100) and BENCH_EXPORT_CLIP_MB MB of clips
//                                 (default 1000): time, size, the writer's memory
//   npm run bench -- history      the activity page and a horse's history with BENCH_HISTORY_ENTRIES entries (default
//                                 1,000,000), filtered by person, kind, action and dates, at 20 req/s
//   npm run bench -- care         the care plan with BENCH_HERD horses and BENCH_MEDICAL_RECORDS records, a year of a herd
//                                 in care: today's care (GET /api/care/due) at 50 req/s for 25 s, the calendar feed read
//                                 several times, and 5 care rounds of 100 horses: each answer, and until their due dates moved
//   npm run bench -- lighthouse   Lighthouse mobile on /, /horses, a horse page and /gallery, embedded: scores, LCP,
//                                 TBT, CLS, JS and total bytes, the median of 3 runs each (BENCH_LIGHTHOUSE_RUNS)
//   npm run bench -- public       anonymous GET /api/horses?limit=50 of BENCH_HERD horses at 20 connections, embedded,
//                                 beside Directus (installed on demand outside the repo) serving the same rows, asked
//                                 plainly and as a browser asks (Accept-Encoding: gzip);
//                                 the distributed p99 at 200 req/s
//   npm run bench -- canary       canary releases, both modes, in Chromium: the requests and bytes a page load spends on
//                                 the release choice and its reports, and a broken canary's time from its first failed
//                                 page load to its rollback (default threshold, one browser in its share reloading)
//   BENCH_MODES=distributed npm run bench -- <section>
//                                 a section measured in both modes, in that one alone (embedded or distributed)
//   BENCH_PROFILE=1 npm run bench -- <section>
//                                 besides each measured load's processor time per request per hop (always printed for
//                                 the events and the signed-in reads), where each hop's time went: a CPU profile of
//                                 every platform process over the load, summed by package and by function
//   npm run bench -- sessions     two gateway replicas: an administrator's role change and a disabled account to the
//                                 old token refused on each replica (BENCH_SESSION_ROUNDS, default 50); the session
//                                 check's own cost in process beside the signed-in list at 200 req/s; that list's
//                                 p50/p99 through replica A and through a gateway without the check, in turn
//                                 (BENCH_SESSION_COST_ROUNDS rounds of 10 s each, default 6), and the difference
//                                 (scripts/bench/sessions-bench.mjs says how)
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { FLOWS, eventLag, inboxReader } from './event-lag.mjs';
import { fillMedicalRecords, medicalLatency, totals as medicalTotals } from './medical-bench.mjs';
import { fillRidingLogs, ridingLatency, totals as ridingTotals } from './riding-bench.mjs';
import { careDue, careDueLatency, careRounds, feedTimes, fillCareRecords, listed } from './care-bench.mjs';
import { addKnownHerd } from './service-tables.mjs';
import { BENCH_ADMIN_ENV, clipMemory, fillHerd, herdLatency, listLatency, pictureToVariants, rssOf, signIn, uploadClip } from './horses-bench.mjs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startProcess, waitForReady } from '../lib/processes.mjs';
import pg from 'pg';
import { dropDatabase, startDistributed, startEmbedded } from '../lib/stack.mjs';
import { pageWeight, summarize } from './page-weight.mjs';
import { sessionFigures } from './sessions-bench.mjs';
import { publicReadFigures } from './public-reads-bench.mjs';
import { lighthouseFigures, publicPages } from './lighthouse-bench.mjs';
import { fillHistory, historyLatency } from './history-bench.mjs';
import { WEBHOOK_FLOWS, deliveryStages, receiverCertificate, registerReceiver, startReceiver, webhookLag, workerPace } from './webhooks-bench.mjs';
import { processorMeter, processorRows, profileEnv } from './processor-time.mjs';
import { addPictures, timeExport, timeRestore } from './export-bench.mjs';
import { horsesCsv, recordsCsv, timeImport } from './import-bench.mjs';
import { canaryFigures, publicEntryBytes, reportCodeBytes } from './canary-bench.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v) => `${v.toFixed(1)} ms`;
const rows = [];
const row = (figure, value, goal = '') => {
  rows.push({ figure, value, goal });
  console.log(`  ${figure.padEnd(58)} ${String(value).padEnd(16)} ${goal}`);
};

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}


function childPids(pid) {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
}

async function loginLatencies(baseUrl, count) {
  const body = JSON.stringify({ email: 'user@remuda.test', password: 'remuda-demo' });
  const times = [];
  for (let i = 0; i < count + 10; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    if (i >= 10) times.push(performance.now() - started); // the first calls warm up the connection and JIT
  }
  return times;
}

/** After the bulk load: vacuum and analyse the horse tables and write the load's changes out (CHECKPOINT), so
 * the measurement sees a settled database instead of the housekeeping the load leaves behind. */
async function settleDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE horses.horses, horses.media, horses.outbox');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

const BENCH_ENV = { REMUDA_AUTH_IP_LIMIT: '100000', LOG_LEVEL: 'warn', REMUDA_DEMO: '1' };

/** The modes `inBothModes` runs, both unless `BENCH_MODES` names one (`embedded` or `distributed`). */
const BENCH_MODES = (process.env.BENCH_MODES ?? 'embedded,distributed').split(',');

/**
 * Runs `rowsFor(mode, baseUrl, where)` on a fresh embedded platform (where = { dataDir }), then on a fresh
 * distributed stack with its own NATS and a database of its own, `remuda_bench_<name>_<pid>`, dropped after
 * (where = { databaseUrl }), both with the bench administrator.
 */
async function inBothModes(name, rowsFor, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-'));
  const profile = profileEnv();
  const env = { ...BENCH_ENV, ...BENCH_ADMIN_ENV, ...extraEnv, ...profile };
  if (BENCH_MODES.includes('embedded')) {
    const embedded = await startEmbedded({ dataDir, env, quiet: true });
    try {
      await rowsFor('embedded', embedded.baseUrl, { dataDir, processes: embedded.processes, meter: processorMeter(embedded, { profileDir: profile.BENCH_PROFILE_DIR }) });
    } finally {
      await embedded.stop();
    }
  }
  if (!BENCH_MODES.includes('distributed')) return;
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  db.pathname = `/remuda_bench_${name}_${process.pid}`;
  const stack = await startDistributed({ databaseUrl: db.toString(), ownNats: true, env, quiet: true });
  try {
    const meter = processorMeter(stack, { postgres: true, profileDir: profile.BENCH_PROFILE_DIR });
    await rowsFor('distributed', stack.baseUrl, { databaseUrl: db.toString(), processes: stack.processes, meter });
  } finally {
    await stack.stop();
    await dropDatabase(db.toString());
  }
}

/** Runs `work` against a new, empty install of `mode` (no demo herd), stopped and removed after: what `work` answers. */
async function inNewInstall(mode, name, env, work) {
  const settings = { ...BENCH_ENV, ...env, REMUDA_DEMO: '0' };
  if (mode === 'embedded') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-'));
    const embedded = await startEmbedded({ dataDir, env: settings, quiet: true });
    try {
      return await work(embedded.baseUrl, embedded.processes);
    } finally {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  db.pathname = `/remuda_bench_${name}_${process.pid}`;
  const stack = await startDistributed({ databaseUrl: db.toString(), ownNats: true, env: settings, quiet: true });
  try {
    return await work(stack.baseUrl, stack.processes);
  } finally {
    await stack.stop();
    await dropDatabase(db.toString());
  }
}

/** The rows of latencyAtRate's figures: p50 / p99 at the rate (or the ceiling), and one client at a time. */
function latencyRows(mode, figures, note = () => '', { rate = 200, goal = 'p99 < 30 ms' } = {}) {
  for (const [label, f] of Object.entries(figures)) {
    if (f.saturated) {
      row(`GET ${f.path}${note(label)}, ${mode}: cannot keep ${rate} req/s`, `${f.ceiling.toFixed(0)} req/s at most`, `goal ${goal} at ${rate} req/s`);
    } else {
      row(
        `GET ${f.path}${note(label)}, ${rate} req/s x 10 s, ${mode} (p50 / p99)`,
        `${ms(f.p50)} / ${ms(f.p99)}`,
        `goal ${goal}; ${f.errors} errors, ${f.achievedRate.toFixed(0)} req/s, sent late p99 ${ms(f.lateness.p99)}`,
      );
    }
    row(`  one client at a time (p50 / p99, ${f.alone.calls} calls)`, `${ms(f.alone.p50)} / ${ms(f.alone.p99)}`, `${f.alone.errors} errors`);
    processorRows(f.processor, row);
  }
}

const sections = process.argv.slice(2);
const want = (name) => sections.length === 0 || sections.includes(name);

console.log('\nRemuda benchmarks (this machine: %d cores)\n', os.cpus().length);

// 1. npm start on a built tree: time to ready, then memory after some work.
if (want('platform')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-'));
  const port = await freePort();
  for (const run of ['first start (empty data directory)', 'second start (existing data)']) {
    const started = performance.now();
    const npmStart = startProcess('npm-start', process.execPath, ['scripts/start.mjs'], {
      quiet: true,
      env: { ...BENCH_ENV, PORT: String(port), REMUDA_DATA_DIR: dataDir },
    });
    await waitForReady(`http://127.0.0.1:${port}/health/ready`, npmStart);
    row(`npm start to ready, ${run}`, ms(performance.now() - started), 'built tree');
    if (run.startsWith('second')) {
      const platformPid = childPids(npmStart.child.pid)[0];
      await loginLatencies(`http://127.0.0.1:${port}`, 50);
      for (let i = 0; i < 20; i++) await (await fetch(`http://127.0.0.1:${port}/about`)).arrayBuffer();
      row('resident memory of the all process after 60 sign-ins', `${(rssOf(platformPid) / 1024 / 1024).toFixed(0)} MB`, 'goal < 250 MB');
    }
    await npmStart.stop();
  }
}

// 2. Page weight of /about and sign-in latency, embedded default.
if (want('platform')) {
  const embedded = await startEmbedded({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-')), env: BENCH_ENV, quiet: true });
  try {
    const weight = summarize(await pageWeight(embedded.baseUrl, '/about', 'About Remuda Ranch'));
    row('JS downloaded before /about renders (gzip)', kb(weight.total), 'goal <= 300 KB');
    row("  of which the shell's own code", kb(weight.shellOwn), 'goal <= 60 KB');
    row('  of which libraries the shell serves (React, antd, router...)', kb(weight.shellLibraries));
    for (const [name, bytes] of Object.entries(weight.remotes)) row(`  of which remote ${name}`, kb(bytes));
    const times = await loginLatencies(embedded.baseUrl, 200);
    row('sign-in round trip, embedded (p50 / p99, 200 calls)', `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`);
  } finally {
    await embedded.stop();
  }
}

// 3. Sign-in latency, distributed mode (gateway -> NATS -> users -> PostgreSQL).
if (want('platform')) {
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  db.pathname = `/remuda_bench_${process.pid}`;
  const stack = await startDistributed({ databaseUrl: db.toString(), ownNats: true, env: BENCH_ENV, quiet: true });
  try {
    const times = await loginLatencies(stack.baseUrl, 200);
    row('sign-in round trip, distributed (p50 / p99, 200 calls)', `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`);
  } finally {
    await stack.stop();
    await dropDatabase(db.toString());
  }
}

// 4. Horses, embedded default: 10,000 horses, the list under load, a big picture, a 500 MB clip.
const HERD = Number(process.env.BENCH_HERD ?? 10_000);
if (want('horses')) {
  const embedded = await startEmbedded({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-')), env: { ...BENCH_ENV, ...BENCH_ADMIN_ENV }, quiet: true });
  try {
    const token = await signIn(embedded.baseUrl);
    const filled = performance.now();
    await fillHerd(embedded.baseUrl, token, HERD);
    row(`adding ${HERD} horses through the API, embedded`, `${((performance.now() - filled) / 1000).toFixed(1)} s`);
    const list = await listLatency(embedded.baseUrl);
    row('GET /api/horses?limit=50 at 200 req/s for 3 x 10 s, embedded (p50 / p99)', `${ms(list.p50)} / ${ms(list.p99)}`, 'goal p99 < 25 ms');
    row('  p99 of each 10 s round', list.roundP99s.map((v) => v.toFixed(1)).join(' / ') + ' ms');
    row('  most requests per second (16 in flight), embedded', `${list.maxRps.toFixed(0)} req/s`, `${list.errors} errors`);
    const picture = await pictureToVariants(embedded.baseUrl, token);
    row(`12-megapixel JPEG (${(picture.bytes / 1e6).toFixed(1)} MB) to ${picture.variants} WebP variants`, `${picture.seconds.toFixed(2)} s`);
    const clip = await clipMemory(embedded.baseUrl, token, [{ name: 'all', pid: embedded.processes[0].child.pid }]);
    row(`${clip.megabytes.toFixed(0)} MB clip upload, embedded: time`, `${clip.seconds.toFixed(1)} s`);
    row('  peak memory of the all process above idle', `${clip.aboveIdle.all.toFixed(0)} MB`, 'goal flat, < 150 MB');
  } finally {
    await embedded.stop();
  }
}

// 5. Horses, distributed: the same through NATS, PostgreSQL and separate processes.
if (want('horses')) {
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  db.pathname = `/remuda_bench_horses_${process.pid}`;
  const stack = await startDistributed({ databaseUrl: db.toString(), ownNats: true, env: { ...BENCH_ENV, ...BENCH_ADMIN_ENV }, quiet: true });
  try {
    const token = await signIn(stack.baseUrl);
    const filled = performance.now();
    await fillHerd(stack.baseUrl, token, HERD);
    row(`adding ${HERD} horses through the API, distributed`, `${((performance.now() - filled) / 1000).toFixed(1)} s`);
    // A settled database: what PostgreSQL's autovacuum and checkpointer do within minutes of a bulk load, done now.
    await settleDatabase(db.toString());
    const list = await listLatency(stack.baseUrl);
    row('GET /api/horses?limit=50 at 200 req/s for 3 x 10 s, distributed (p50 / p99)', `${ms(list.p50)} / ${ms(list.p99)}`, 'goal p99 < 25 ms');
    row('  p99 of each 10 s round', list.roundP99s.map((v) => v.toFixed(1)).join(' / ') + ' ms');
    row('  most requests per second (16 in flight), distributed', `${list.maxRps.toFixed(0)} req/s`, `${list.errors} errors`);
    const pids = stack.processes.filter((p) => p.name === 'gateway' || p.name.startsWith('horses-')).map((p) => ({ name: p.name, pid: p.child.pid }));
    const clip = await clipMemory(stack.baseUrl, token, pids);
    row(`${clip.megabytes.toFixed(0)} MB clip upload, distributed: time`, `${clip.seconds.toFixed(1)} s`);
    for (const [name, mb] of Object.entries(clip.aboveIdle)) row(`  peak memory of ${name} above idle`, `${mb.toFixed(0)} MB`, 'goal flat, < 150 MB');
  } finally {
    await stack.stop();
    await dropDatabase(db.toString());
  }
}

// 6. Event delivery lag, both modes: a horse reaching the medical service, a medical record reaching the horse's health.
if (want('events')) {
  const LOADS = [
    ['idle, 5 writes/s for 10 s', { rate: 5, seconds: 10 }],
    ['100 writes/s for 10 s', { rate: 100, seconds: 10 }],
    ['200 writes/s for 10 s', { rate: 200, seconds: 10 }],
  ];
  const lagRows = async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    // Horses for the medical records to be about, known to the medical service before the clock starts.
    const horseIds = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${baseUrl}/api/horses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Lag Horse ${i}`, sex: 'gelding' }),
      });
      horseIds.push((await res.json()).id);
    }
    // BENCH_FLOWS=history (or a comma-separated list of FLOWS' names) measures only those flows.
    const only = process.env.BENCH_FLOWS?.split(',');
    for (const flow of Object.entries(FLOWS).filter(([name]) => !only || only.includes(name)).map(([, f]) => f)) {
      const inbox = inboxReader(flow, where);
      try {
        for (const [label, load] of LOADS) {
          const lag = await where.meter.around(async () => {
            const figures = await eventLag(baseUrl, token, flow, inbox, { ...load, horseIds });
            return { ...figures, requests: figures.written + figures.errors };
          });
          row(`event lag, ${flow.label}, ${mode}, ${label} (p50 / p99 / max)`, `${ms(lag.p50)} / ${ms(lag.p99)} / ${ms(lag.max)}`, `${lag.events}/${lag.written} applied, ${lag.errors} errors`);
          processorRows(lag.processor, row);
        }
      } finally {
        await inbox.close();
      }
    }
  };
  await inBothModes('events', lagRows);
}

// 6b. Webhook delivery lag, both modes: a new horse, then a new medical record (the history's figure is at 100 of
// those a second), reaching a healthy HTTPS receiver, signed.
if (want('webhooks')) {
  const certificate = receiverCertificate();
  const LOADS = {
    horses: [
      ['idle, 5 writes/s for 10 s', { rate: 5, seconds: 10 }],
      ['25 writes/s for 10 s', { rate: 25, seconds: 10 }],
      ['50 writes/s for 10 s', { rate: 50, seconds: 10 }],
    ],
    medical: [
      ['idle, 5 writes/s for 10 s', { rate: 5, seconds: 10 }],
      ['100 writes/s for 10 s', { rate: 100, seconds: 10 }],
    ],
  };
  await inBothModes('webhooks', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    const receiver = await startReceiver(certificate);
    try {
      await registerReceiver(baseUrl, token, receiver.url);
      // Horses for the records to be about, known to the medical service before the clock starts.
      const horseIds = (await addKnownHerd('medical', baseUrl, token, where, 20)).slice(0, 20);
      const pace = await workerPace(where, receiver, { count: 2000, horses: 20 });
      row(`webhook worker's pace, 2,000 deliveries over 20 horses all due at once, ${mode}`, `${pace.perSecond.toFixed(0)} deliveries/s`, `${pace.delivered} in ${pace.seconds.toFixed(1)} s`);
      for (const [name, loads] of Object.entries(LOADS)) {
        const flow = WEBHOOK_FLOWS[name];
        for (const [label, load] of loads) {
          const lag = await where.meter.around(async () => {
            const figures = await webhookLag(baseUrl, token, receiver, flow, { ...load, horseIds });
            return { ...figures, requests: figures.written + figures.errors };
          });
          row(`webhook lag, ${flow.type} -> receiver, ${mode}, ${label} (p50 / p99 / max)`, `${ms(lag.p50)} / ${ms(lag.p99)} / ${ms(lag.max)}`, `goal p99 <= 1 s; ${lag.delivered}/${lag.written} delivered, ${lag.errors} errors${lag.errors ? ` ${JSON.stringify(lag.failures)}` : ''}`);
          const { queued, sent } = await deliveryStages(where, lag.tag);
          row('    of which: event -> delivery row, row -> receiver (p50 / p99)', `${ms(queued.p50)} / ${ms(queued.p99)}, ${ms(sent.p50)} / ${ms(sent.p99)}`);
          processorRows(lag.processor, row);
        }
      }
    } finally {
      await receiver.close();
    }
  }, certificate.env);
}

// 6c. Canary releases, both modes, in Chromium.
if (want('canary')) {
  const registryFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-registry-')), 'registry.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: {} }));
  row('code of the release choice and reports, minified, gzipped', `${reportCodeBytes()} B`, 'goal <= 2 KB (the loader, fall-back included)');
  row("public site's own entry, gzipped", `${publicEntryBytes()} B`, 'its reporter included (2,010 B without it)');
  await inBothModes('canary', async (mode, baseUrl) => {
    for (const [page, { cost, rollback }] of Object.entries(await canaryFigures(baseUrl, registryFile))) {
      row(`report requests before first paint, ${page} page, ${mode}`, String(cost.beforePaint), 'goal 0');
      row(`reports sent by a ${page} page load (requests / body bytes), ${mode}`, `${cost.reports} / ${cost.reportBytes} B`, `first ${ms(cost.afterPaintMs)} after first paint; registry asked ${cost.registryRequests}x (as before)`);
      row(`broken ${page} canary, first failed page load -> rollback, ${mode}`, `${rollback.seconds.toFixed(1)} s`, `${rollback.loads} page loads of one browser (20 to judge), each read 1.5 s; served ${ms(rollback.afterReportMs)} after the deciding ${page === 'public' ? 'page load' : 'report'}`);
    }
  }, { REMUDA_REMOTE_REGISTRY_FILE: registryFile, REMUDA_REMOTE_REPORTS_LIMIT: '100000' });
}

// 7. Medical records, both modes: BENCH_MEDICAL_RECORDS records over BENCH_HERD horses, the list read three ways.
const MEDICAL_RECORDS = Number(process.env.BENCH_MEDICAL_RECORDS ?? 200_000);
if (want('medical')) {
  await inBothModes('medical', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    let started = performance.now();
    const horseIds = await addKnownHerd('medical', baseUrl, token, where, HERD);
    row(`adding ${HERD} horses through the API until medical knows them, ${mode}`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await fillMedicalRecords(where, horseIds, MEDICAL_RECORDS);
    row(`inserting ${MEDICAL_RECORDS} medical records in bulk and settling, ${mode}`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    const total = await medicalTotals(baseUrl, token, horseIds[0]);
    const matches = { search: ` (${total.search} of ${total.all} match)`, 'by horse': ` (~${total.horse} each)` };
    latencyRows(mode, await medicalLatency(baseUrl, token, horseIds, { meter: where.meter }), (label) => matches[label] ?? '');
    const herd = { 'horse list': ` (a random page of ${HERD} horses)`, 'a horse': ' (its page: the horse, its media and rides)' };
    latencyRows(mode, await herdLatency(baseUrl, token, horseIds, { meter: where.meter }), (label) => herd[label]);
  });
}

// 8. Riding logs, both modes: BENCH_RIDING_LOGS logs over BENCH_HERD horses, a horse's tab and its page.
const RIDING_LOGS = Number(process.env.BENCH_RIDING_LOGS ?? 500_000);
if (want('riding')) {
  await inBothModes('riding', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    let started = performance.now();
    const horseIds = await addKnownHerd('riding', baseUrl, token, where, HERD);
    row(`adding ${HERD} horses through the API until riding knows them, ${mode}`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await fillRidingLogs(where, horseIds, RIDING_LOGS);
    row(`inserting ${RIDING_LOGS} riding logs in bulk and settling, ${mode}`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    const total = await ridingTotals(baseUrl, token, horseIds[0]);
    const each = { 'horse tab': ` (~${total.horse} of ${total.all} each)`, 'horse page': ` (~${total.page} rides each)` };
    latencyRows(mode, await ridingLatency(baseUrl, token, horseIds, { meter: where.meter }), (label) => each[label]);
  });
}

// 8a. The ranch's export, both modes: BENCH_HERD horses, BENCH_MEDICAL_RECORDS records and BENCH_EXPORT_PICTURES
// pictures (each kept at four widths), downloaded as one ZIP; the time, its size, and the writer's memory.
const EXPORT_PICTURES = Number(process.env.BENCH_EXPORT_PICTURES ?? 100);
/** Clips added to the ranch before its export, so its media weigh this much (two of 500 MB by default: 1 GB). */
const EXPORT_CLIP_MB = Number(process.env.BENCH_EXPORT_CLIP_MB ?? 1000);
if (want('export')) {
  await inBothModes('export', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    let started = performance.now();
    const horseIds = await addKnownHerd('medical', baseUrl, token, where, HERD);
    await fillMedicalRecords(where, horseIds, MEDICAL_RECORDS);
    await addPictures(baseUrl, token, horseIds, EXPORT_PICTURES);
    for (let left = EXPORT_CLIP_MB * 1e6, i = 0; left > 0; left -= 500e6, i++) await uploadClip(baseUrl, token, horseIds[i % horseIds.length], Math.min(left, 500e6));
    row(
      `a ranch of ${HERD} horses, ${MEDICAL_RECORDS} records, ${EXPORT_PICTURES} pictures and ${EXPORT_CLIP_MB} MB of clips, ${mode}`,
      `${((performance.now() - started) / 1000).toFixed(1)} s to make`,
    );
    const writer = where.processes.find((p) => p.name === 'gateway' || p.name === 'remuda');
    const archive = path.join(mkdtempSync(path.join(os.tmpdir(), 'remuda-archive-')), 'remuda-export.zip');
    const figures = await timeExport(baseUrl, token, writer.child.pid, archive);
    row(
      `GET /api/export, the whole ranch as one ZIP, ${mode}`,
      `${figures.seconds.toFixed(1)} s`,
      `${(figures.bytes / 1024 / 1024).toFixed(1)} MB; ${writer.name} memory ${(figures.aboveIdle / 1024 / 1024).toFixed(0)} MB above idle (goal <= 150 MB)`,
    );
    // The same archive restored into a new install of the mode (its own data folder or database).
    const restored = await inNewInstall(mode, 'restore', BENCH_ADMIN_ENV, async (freshUrl, processes) => {
      const restorer = processes.find((p) => p.name === 'gateway' || p.name === 'remuda');
      return { ...(await timeRestore(freshUrl, await signIn(freshUrl), restorer.child.pid, archive)), process: restorer.name };
    });
    rmSync(path.dirname(archive), { recursive: true, force: true });
    row(
      `POST /api/imports/archive, that archive into a new install, ${mode}`,
      `${restored.seconds.toFixed(1)} s`,
      `${Object.entries(restored.restored.added).map(([kind, n]) => `${n} ${kind}`).join(', ')}, ${restored.restored.media} media files; ${restored.process} memory ${(restored.aboveIdle / 1024 / 1024).toFixed(0)} MB above idle`,
    );
  });
}

// 8c. Importing spreadsheets, both modes: a CSV of BENCH_IMPORT_HORSES horses, then one of BENCH_IMPORT_RECORDS
// medical records naming them, each previewed and then imported through POST /api/imports (its job followed until it
// has finished); the time of each, rows per second, the reader's memory, and the processor time per row added in each
// process (with BENCH_PROFILE=1, where it went). The issue's sizes: BENCH_IMPORT_HORSES=10000 BENCH_IMPORT_RECORDS=200000.
const IMPORT_HORSES = Number(process.env.BENCH_IMPORT_HORSES ?? 2_000);
const IMPORT_RECORDS = Number(process.env.BENCH_IMPORT_RECORDS ?? 10_000);
if (want('import')) {
  await inBothModes('import', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    const reader = where.processes.find((p) => p.name === 'gateway' || p.name === 'remuda');
    const herd = horsesCsv(IMPORT_HORSES);
    const files = [
      ['horses', `${IMPORT_HORSES} horses`, herd.text],
      ['medical-records', `${IMPORT_RECORDS} medical records`, recordsCsv(herd.names, IMPORT_RECORDS)],
    ];
    for (const [kind, what, text] of files) {
      const f = await where.meter.around(async () => {
        const timed = await timeImport(baseUrl, token, reader.child.pid, kind, text);
        return { ...timed, requests: timed.counts.add };
      });
      row(
        `importing a CSV of ${what}, ${mode} (preview / import)`,
        `${f.previewSeconds.toFixed(1)} s / ${f.importSeconds.toFixed(1)} s`,
        `${f.counts.add} added, ${f.counts.refuse} refused, ${(f.counts.add / f.importSeconds).toFixed(0)} rows/s; ${reader.name} memory ${(f.aboveIdle / 1024 / 1024).toFixed(0)} MB above idle (goal: 10,000 horses then 200,000 records <= 60 s embedded, <= 120 s distributed, <= 150 MB)`,
      );
      processorRows(f.processor, (figure, value, goal) => row(figure.replace('per request sent', 'per row added, preview included'), value, goal));
    }
  });
}

// Care plan, both modes: BENCH_MEDICAL_RECORDS records over BENCH_HERD horses, a year of a herd kept in care; today's
// 8b. The history, both modes: BENCH_HISTORY_ENTRIES entries (default 1,000,000), the activity page filtered as people
// filter it and a horse's history, at 20 req/s (an administrator's page, not a visitor's: a few people use it).
const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000);
if (want('history')) {
  await inBothModes('history', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    const started = performance.now();
    await fillHistory(where, HISTORY_ENTRIES);
    row(`inserting ${HISTORY_ENTRIES} history entries in bulk and settling, ${mode}`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    latencyRows(mode, await historyLatency(baseUrl, token, { meter: where.meter }), () => '', { rate: 20, goal: 'p99 <= 100 ms' });
  });
}

// care, the calendar feed and care rounds.
if (want('care')) {
  const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  await inBothModes('care', async (mode, baseUrl, where) => {
    const token = await signIn(baseUrl);
    let started = performance.now();
    const horseIds = await addKnownHerd('medical', baseUrl, token, where, HERD);
    row(`adding ${HERD} horses through the API until medical knows them, ${mode}`, seconds(started));
    started = performance.now();
    await fillCareRecords(baseUrl, token, where, horseIds, MEDICAL_RECORDS);
    row(`inserting ${MEDICAL_RECORDS} records of a year in care, and the due dates, ${mode}`, seconds(started));
    const failed = (figure, err) => row(figure, 'failed', err.message.split('\n')[0].slice(0, 200));
    const first = await careDue(baseUrl, token).catch((err) => failed(`GET /api/care/due, ${mode}`, err));
    if (first) {
      const answer = listed(first);
      const counts = Object.entries(answer.groups);
      const total = counts.reduce((n, [, c]) => n + c.total, 0);
      const onPage = counts.reduce((n, [, c]) => n + c.onPage, 0);
      row(`GET /api/care/due lists, ${mode}`, `${total} due`, `${onPage} on its first page; ${counts.map(([name, c]) => `${name} ${c.total}`).join(', ')}`);
      row('  its answer, plainly / gzipped', `${kb(answer.bytes)} / ${kb(answer.gzipBytes)}`);
      const today = await careDueLatency(baseUrl, token);
      if (today.saturated) {
        row(`GET /api/care/due, ${mode}: cannot keep 50 req/s`, `${today.ceiling.toFixed(0)} req/s at most`, 'goal p99 <= 50 ms at 50 req/s');
      } else {
        row(
          `GET /api/care/due, gzip, 50 req/s x 25 s, ${mode} (p50 / p99)`,
          `${ms(today.p50)} / ${ms(today.p99)}`,
          `goal p99 <= 50 ms; ${today.errors} errors, ${today.achievedRate.toFixed(0)} req/s, sent late p99 ${ms(today.lateness.p99)}`,
        );
      }
      row(`  one client at a time (p50 / p99, ${today.alone.calls} calls)`, `${ms(today.alone.p50)} / ${ms(today.alone.p99)}`, `${today.alone.errors} errors`);
    }
    try {
      const feed = await feedTimes(baseUrl, token, horseIds[0]);
      row(`GET /api/calendar/<token>.ics, ${mode} (p50 / max of ${feed.reads} reads)`, `${ms(feed.p50)} / ${ms(feed.max)}`, 'goal <= 300 ms');
      row(`  its size (${feed.events} events), plainly / gzipped`, `${kb(feed.bytes)} / ${kb(feed.gzipBytes)}`, `first read ${ms(feed.first)}`);
      row('  the read that brings a date one record moved', ms(feed.afterChange.read), 'goal <= 300 ms');
      row('  that read, after the record was answered', ms(feed.afterChange.fresh), 'the feed made again in the background');
    } catch (err) {
      failed(`GET /api/calendar/<token>.ics, ${mode}`, err);
    }
    const rounds = await careRounds(baseUrl, token, where);
    const range = (values) => `${ms(percentile(values, 50))} / ${ms(Math.max(...values))}`;
    row(`care round of 100 horses, ${mode}: its answer (p50 / max of ${rounds.length})`, range(rounds.map((r) => r.answered)));
    if (rounds[0].page !== null) {
      row("  until today's care lists none of them (p50 / max)", range(rounds.map((r) => r.page)), `goal <= 2 s; read every ~${ms(percentile(rounds.map((r) => r.pageReadMs), 50))}`);
    }
    row("  until the horses service's table has none due (p50 / max)", range(rounds.map((r) => r.table)), 'read every 20 ms');
    row(
      '  each round: answer / page / table',
      rounds.map((r) => [r.answered, r.page, r.table].map((v) => (v === null ? '-' : v.toFixed(0))).join('/')).join(', ') + ' ms',
    );
  });
}

// 9. Lighthouse mobile (emulated phone, simulated slow 4G) on the public pages, embedded with the demo herd.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (want('lighthouse')) {
  const embedded = await startEmbedded({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-')), env: BENCH_ENV, quiet: true });
  try {
    const pages = await lighthouseFigures(embedded.baseUrl, await publicPages(embedded.baseUrl), LIGHTHOUSE_RUNS);
    for (const page of pages) {
      const gzipJs = page.scripts.reduce((sum, s) => sum + s.gzip, 0);
      row(`Lighthouse mobile ${page.pathname}: performance (median of ${page.runs.join(' / ')})`, page.scores.performance, 'goal >= 90');
      row('  accessibility / best practices / SEO', `${page.scores.accessibility} / ${page.scores['best-practices']} / ${page.scores.seo}`);
      row('  largest contentful paint', `${(page.lcp / 1000).toFixed(2)} s`, 'goal < 2.0 s');
      row('  total blocking time', ms(page.tbt), 'goal < 200 ms');
      row('  cumulative layout shift', page.cls.toFixed(3), 'goal < 0.05');
      row(`  JS gzipped (${page.scripts.length} files) / as sent`, `${kb(gzipJs)} / ${kb(page.jsBytes)}`, page.pathname === '/' ? 'goal gzipped < 150 KB' : '');
      row('  everything transferred', kb(page.totalBytes));
    }
    const home = pages.find((p) => p.pathname === '/');
    console.log('\n  JS of / by file, gzipped:');
    for (const s of [...home.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${s.path.padEnd(62)} ${kb(s.gzip)}`);
  } finally {
    await embedded.stop();
  }
}

// 10. Public reads: the anonymous horse list from the gateway's cache, beside a headless CMS on the same rows.
if (want('public')) {
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  db.pathname = `/remuda_bench_public_${process.pid}`;
  await publicReadFigures({ row, herd: HERD, env: { ...BENCH_ENV, ...BENCH_ADMIN_ENV }, databaseUrl: db.toString() });
}

// Sessions: revocation on each of two gateway replicas, and what checking a session costs.
if (want('sessions')) {
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  db.pathname = `/remuda_bench_sessions_${process.pid}`;
  await sessionFigures({ row, env: { ...BENCH_ENV, ...BENCH_ADMIN_ENV }, databaseUrl: db.toString() });
}

console.log('\nSign-in time is mostly the argon2id hash (19 MiB, 2 passes) the server computes on purpose.');
