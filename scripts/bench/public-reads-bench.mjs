// The public figures: anonymous GET /api/horses?limit=50 over 10,000 horses, as fast as 20 connections ask, on the
// embedded platform and, on the same machine in the same run and in alternating turns, Directus (a well-known
// headless CMS, on SQLite) serving the same rows, as installed and with its own cache on; each asked plainly and
// as a browser asks, accepting gzip (Directus answers uncompressed either way: it leaves that to a proxy in front;
// the gateway sends a kept answer's gzip form, made once); then the distributed platform's p99 at a steady 200
// requests a second.
//
// Directus is installed on demand into a cache folder outside the repository (BENCH_DIRECTUS_DIR, default
// ~/.cache/remuda-bench/directus), never as a dependency of the project. 11.3.5 is the newest release whose engines
// admit Node 20 (from 11.4 on it needs Node 22).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closedLoop, percentile } from './http-load.mjs';
import { fillHerd, listLatency, signIn } from './horses-bench.mjs';
import { freePort, startProcess, waitForReady } from '../lib/processes.mjs';
import { dropDatabase, startDistributed, startEmbedded } from '../lib/stack.mjs';

const DIRECTUS_VERSION = '11.3.5';
const DIRECTUS_DIR = process.env.BENCH_DIRECTUS_DIR ?? path.join(os.homedir(), '.cache/remuda-bench/directus');
const DIRECTUS_CLI = path.join(DIRECTUS_DIR, 'node_modules/directus/cli.js');
const DIRECTUS_TOKEN = 'bench-directus-admin-token';
const CONNECTIONS = 20;
const SECONDS = 12;
const TURNS = 4;
const PAGE = 50;

/** The same 40 pages of 50 for both: the horse list is in name order, so Directus sorts by name too. */
const remudaPaths = () => Array.from({ length: 40 }, (_, i) => `/api/horses?limit=${PAGE}&offset=${i * 250}`);
const directusPaths = () => Array.from({ length: 40 }, (_, i) => `/items/horses?limit=${PAGE}&offset=${i * 250}&sort=name`);

/** How the two are asked: as the bench's plain client, and as a browser asks (which takes gzip or brotli). */
const CLIENTS = [
  ['', {}],
  [', asked as a browser asks (Accept-Encoding: gzip, deflate, br)', { 'accept-encoding': 'gzip, deflate, br' }],
];

/**
 * Requests a second, p50 and p99 with `CONNECTIONS` always in flight, for each of `servers` ({ name: [baseUrl,
 * paths] }), each request with `headers`, after a warm-up: in turns of `SECONDS` / `TURNS`, one server after the
 * other, so that whatever else loads the machine meanwhile weighs on each alike.
 */
async function throughputs(servers, headers) {
  const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, { done: 0, seconds: 0, latencies: [], errors: 0 }]));
  for (const [baseUrl, paths] of Object.values(servers)) await closedLoop(baseUrl, paths, { concurrency: CONNECTIONS, seconds: 2, headers });
  for (let turn = 0; turn < TURNS; turn++) {
    for (const [name, [baseUrl, paths]] of Object.entries(servers)) {
      const run = await closedLoop(baseUrl, paths, { concurrency: CONNECTIONS, seconds: SECONDS / TURNS, headers });
      runs[name].done += run.rps * (SECONDS / TURNS);
      runs[name].seconds += SECONDS / TURNS;
      runs[name].latencies.push(...run.latencies);
      runs[name].errors += run.errors;
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, r]) => [name, { rps: r.done / r.seconds, p50: percentile(r.latencies, 50), p99: percentile(r.latencies, 99), errors: r.errors }]),
  );
}

/** Every horse as the API lists it, 500 at a time. */
async function allHorses(baseUrl) {
  const horses = [];
  for (;;) {
    const page = await (await fetch(`${baseUrl}/api/horses?limit=500&offset=${horses.length}`)).json();
    horses.push(...page);
    if (page.length < 500) return horses;
  }
}

function installDirectus() {
  if (existsSync(DIRECTUS_CLI)) return;
  console.log(`  (installing Directus ${DIRECTUS_VERSION} into ${DIRECTUS_DIR}, once)`);
  mkdirSync(DIRECTUS_DIR, { recursive: true });
  execFileSync('npm', ['install', '--prefix', DIRECTUS_DIR, '--no-audit', '--no-fund', '--loglevel=error', `directus@${DIRECTUS_VERSION}`], { stdio: 'inherit' });
}

/** The horse's columns, as Directus fields: the same names and kinds, the name indexed as the horses table's is. */
const FIELDS = [
  ['name', 'string', { is_indexed: true }], ['breed', 'string'], ['sex', 'string'], ['age', 'integer'], ['color', 'string'], ['description', 'text'],
  ['profileImage', 'string'], ['profileImageVariants', 'json'], ['foal_year', 'integer'], ['height', 'float'], ['weight', 'integer'],
  ['brand', 'string'], ['HMA', 'string'], ['on_property', 'boolean'], ['off_property_rides', 'boolean'], ['deceased', 'boolean'],
  ['deceased_date', 'date'], ['needsWormed', 'boolean'], ['needsYearly', 'boolean'], ['needsTrimmed', 'boolean'], ['needsCoggins', 'boolean'],
  ['healthDue', 'json'], ['createdAt', 'timestamp'], ['updatedAt', 'timestamp'],
].map(([field, type, schema = {}]) => ({
  field,
  type,
  ...(type === 'json' ? { meta: { special: ['cast-json'] } } : {}),
  schema: { is_nullable: true, ...schema },
}));

async function directusCall(baseUrl, method, pathname, body) {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${DIRECTUS_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Directus ${method} ${pathname} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Directus on SQLite in a fresh folder, bootstrapped with an administrator, a `horses` collection of the horse's
 * columns holding `horses`, and read permission for the public (anonymous visitors, as on the Remuda side).
 * Answers { start(env), dir }: `start` runs Directus with extra settings and answers { baseUrl, stop }.
 */
async function prepareDirectus(horses) {
  installDirectus();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-directus-'));
  for (const sub of ['extensions', 'uploads']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'package.json'), '{"name":"remuda-bench-directus","private":true}\n');
  const base = {
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: path.join(dir, 'data.db'),
    SECRET: 'remuda-bench-directus-secret-0123456789',
    KEY: 'remuda-bench-directus-key',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-password',
    ADMIN_TOKEN: DIRECTUS_TOKEN,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    WEBSOCKETS_ENABLED: 'false',
    // Directus sheds load (503) when its event loop lags; off, so it answers every request as Remuda does.
    PRESSURE_LIMITER_ENABLED: 'false',
    EXTENSIONS_PATH: path.join(dir, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(dir, 'uploads'),
  };
  execFileSync(process.execPath, [DIRECTUS_CLI, 'bootstrap'], { cwd: dir, env: { ...process.env, ...base }, stdio: 'ignore' });
  const start = async (env = {}) => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const handle = startProcess('directus', process.execPath, [DIRECTUS_CLI, 'start'], {
      cwd: dir,
      quiet: true,
      env: { ...base, PORT: String(port), PUBLIC_URL: baseUrl, ...env },
    });
    await waitForReady(`${baseUrl}/server/ping`, handle);
    return { baseUrl, stop: () => handle.stop() };
  };
  const loader = await start();
  try {
    const id = { field: 'id', type: 'uuid', schema: { is_primary_key: true, length: 36, has_auto_increment: false } };
    await directusCall(loader.baseUrl, 'POST', '/collections', { collection: 'horses', meta: {}, schema: {}, fields: [id] });
    for (const field of FIELDS) await directusCall(loader.baseUrl, 'POST', '/fields/horses', field);
    for (let i = 0; i < horses.length; i += 250) {
      const batch = horses.slice(i, i + 250).map((h) => Object.fromEntries(['id', ...FIELDS.map((f) => f.field)].map((name) => [name, h[name] ?? null])));
      await directusCall(loader.baseUrl, 'POST', '/items/horses', batch);
    }
    const { data: policies } = await directusCall(loader.baseUrl, 'GET', '/policies?fields=id,name');
    const publicPolicy = policies.find((p) => p.name === '$t:public_label');
    if (!publicPolicy) throw new Error('Directus has no public policy');
    await directusCall(loader.baseUrl, 'POST', '/permissions', { policy: publicPolicy.id, collection: 'horses', action: 'read', fields: ['*'], permissions: {} });
    const page = await (await fetch(`${loader.baseUrl}${directusPaths()[1]}`)).json();
    if (page.data?.length !== PAGE) throw new Error(`Directus answered the public ${JSON.stringify(page).slice(0, 200)}`);
  } finally {
    await loader.stop();
  }
  return { dir, start };
}

/**
 * The `public` section: rows through `row(figure, value, goal)`. `env` starts the platform (the bench
 * administrator's); `databaseUrl` is the distributed stack's own database, dropped after.
 */
export async function publicReadFigures({ row, herd, env, databaseUrl }) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  const describe = (f) => `${f.rps.toFixed(0)} req/s`;
  const detail = (f) => `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, ${f.errors} errors`;
  const embedded = await startEmbedded({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'remuda-bench-')), env, quiet: true });
  let directus;
  try {
    const filled = performance.now();
    await fillHerd(embedded.baseUrl, await signIn(embedded.baseUrl), herd);
    row(`adding ${herd} horses through the API, embedded`, `${((performance.now() - filled) / 1000).toFixed(1)} s`);
    const horses = await allHorses(embedded.baseUrl);
    const started = performance.now();
    directus = await prepareDirectus(horses);
    row(`Directus ${DIRECTUS_VERSION} (SQLite): bootstrap and load of the same ${horses.length} rows`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const [label, settings] of [
      ['as installed (no cache)', {}],
      ['its own cache on (memory)', { CACHE_ENABLED: 'true', CACHE_STORE: 'memory', CACHE_AUTO_PURGE: 'true' }],
    ]) {
      const server = await directus.start(settings);
      try {
        for (const [asked, headers] of CLIENTS) {
          const { remuda, cms } = await throughputs({ remuda: [embedded.baseUrl, remudaPaths()], cms: [server.baseUrl, directusPaths()] }, headers);
          row(`GET /api/horses?limit=50, anonymous, ${CONNECTIONS} connections, embedded${asked}`, describe(remuda), detail(remuda));
          row(`  Directus GET /items/horses?limit=50, public, ${label}`, describe(cms), detail(cms));
          row(`  embedded Remuda / Directus ${label}`, `${(remuda.rps / cms.rps).toFixed(1)}x`, 'goal >= 5x');
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await embedded.stop();
    if (directus) rmSync(directus.dir, { recursive: true, force: true });
  }
  const stack = await startDistributed({ databaseUrl, ownNats: true, env, quiet: true });
  try {
    await fillHerd(stack.baseUrl, await signIn(stack.baseUrl), herd);
    const list = await listLatency(stack.baseUrl);
    row('GET /api/horses?limit=50, anonymous, 200 req/s for 3 x 10 s, distributed (p50 / p99)', `${ms(list.p50)} / ${ms(list.p99)}`, 'goal p99 < 25 ms');
    row('  p99 of each 10 s round', `${list.roundP99s.map((v) => v.toFixed(1)).join(' / ')} ms`, `${list.errors} errors`);
  } finally {
    await stack.stop();
    await dropDatabase(databaseUrl);
  }
}
