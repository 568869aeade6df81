// The two ways to run Remuda, as functions: `npm start`, `npm run stack`, the browser tests and the benchmarks
// all start the platform through these.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { REMOTES, SERVICE_TARGETS, remoteUrlVariable } from '../../services/contracts/src/domains.js';
import { startBalancer } from './balancer.mjs';
import { PLATFORM_MAIN, freePort, startProcess, waitForReady } from './processes.mjs';

/** The services that run as their own processes in the distributed mode, and the remotes served on their own. */
export { REMOTES, SERVICE_TARGETS };

export const DEFAULT_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/remuda';
export const DEFAULT_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const DEFAULT_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The embedded default: one process, SQLite files in the data directory, the in-process transport. */
export async function startEmbedded({ port, dataDir, env = {}, quiet = false } = {}) {
  const listen = port ?? (await freePort());
  const handle = startProcess('remuda', process.execPath, [PLATFORM_MAIN], {
    quiet,
    env: { REMUDA_TARGET: 'all', PORT: String(listen), ...(dataDir ? { REMUDA_DATA_DIR: dataDir } : {}), ...env },
  });
  const baseUrl = `http://127.0.0.1:${listen}`;
  await waitForReady(`${baseUrl}/health/ready`, handle);
  return { baseUrl, processes: [handle], stop: () => handle.stop() };
}

/** Creates the database when it does not exist yet (the distributed mode's services each add their schema). */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * An S3 server for the stack's media, as MinIO is in Kubernetes: s3rver, keeping its objects in a temporary
 * folder. Answers the environment that points the gateway and the horses service at it.
 */
async function startS3(keepIn) {
  const directory = keepIn ?? mkdtempSync(path.join(os.tmpdir(), 'remuda-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  return {
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'remuda-media', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      if (!keepIn) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Where Debian installs the NATS server. */
export const NATS_SERVER = '/usr/sbin/nats-server';

/**
 * A NATS server with JetStream of its own, on a free port with its store in a temporary folder: a stack that
 * uses it shares no streams or durable consumers with any other run on this machine.
 */
export async function startNats() {
  const port = await freePort();
  const store = mkdtempSync(path.join(os.tmpdir(), 'remuda-nats-'));
  const handle = startProcess('nats', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { quiet: true });
  await waitForPort(port, handle);
  return {
    url: `nats://127.0.0.1:${port}`,
    child: handle.child,
    async stop() {
      await handle.stop();
      rmSync(store, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port, handle, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (handle.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port}:\n${handle.lines.slice(-20).join('\n')}`);
}

/**
 * The distributed mode on this machine: every service as its own processes (`replicas` of each, one NATS
 * queue group per service), the gateway keeping its rate limits in Redis (`redisUrl`, shared by its replicas),
 * PostgreSQL with a schema per service, media in an S3 server, and every remote served from its own port the way
 * separately deployed remotes are. With `ownNats` it runs a NATS server of its own instead of using `natsUrl` (tests and
 * benchmarks: nothing carries over between runs). With `gatewayReplicas` above one, that many gateways run behind
 * a round-robin balancer (balancer.mjs, as the Ingress is in Kubernetes) at `port`, which `baseUrl` names.
 * Answers, besides `baseUrl`, `stop` and every process, each service's replicas and each gateway (`name`, `port`,
 * `url`, the process `handle`), so a test can read one replica's metrics or stop it.
 */
export async function startDistributed({
  port,
  replicas = 2,
  databaseUrl = DEFAULT_DATABASE_URL,
  natsUrl = DEFAULT_NATS_URL,
  redisUrl = DEFAULT_REDIS_URL,
  ownNats = false,
  gatewayReplicas = 1,
  jwtSecret = randomBytes(48).toString('base64url'),
  mediaDir,
  env = {},
  quiet = false,
} = {}) {
  await ensureDatabase(databaseUrl);
  const processes = [];
  const remotes = {};
  const services = {};
  const gateways = [];
  let balancer = null;
  const s3 = await startS3(mediaDir);
  const nats = ownNats ? await startNats() : null;
  if (nats) natsUrl = nats.url;
  const stop = async () => {
    await balancer?.close();
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all(Object.values(remotes).map((r) => r.handle.stop()));
    await s3.stop();
    await nats?.stop();
  };
  try {
    for (const { name, workspace } of REMOTES) {
      const remotePort = await freePort();
      const start = () => startProcess(workspace, process.execPath, ['scripts/serve-remote.mjs', workspace, String(remotePort)], { quiet });
      const remote = { port: remotePort, workspace, url: `http://127.0.0.1:${remotePort}/mf-manifest.json`, handle: start() };
      remote.restart = async () => {
        await remote.handle.stop();
        remote.handle = start();
        await waitForReady(`http://127.0.0.1:${remotePort}/health`, remote.handle);
      };
      remotes[name] = remote;
      await waitForReady(`http://127.0.0.1:${remotePort}/health`, remote.handle);
    }
    const shared = { NATS_URL: natsUrl, DATABASE_URL: databaseUrl, REMUDA_JWT_SECRET: jwtSecret, HOST: '127.0.0.1', ...s3.env, ...env };
    for (const target of SERVICE_TARGETS) {
      services[target] = [];
      for (let i = 1; i <= replicas; i++) {
        const servicePort = await freePort();
        const handle = startProcess(`${target}-${i}`, process.execPath, [PLATFORM_MAIN], {
          quiet,
          env: { ...shared, REMUDA_TARGET: target, PORT: String(servicePort) },
        });
        processes.push(handle);
        services[target].push({ name: handle.name, port: servicePort, url: `http://127.0.0.1:${servicePort}`, handle });
        await waitForReady(`http://127.0.0.1:${servicePort}/health/ready`, handle);
      }
    }
    // Demo data (unless REMUDA_DEMO=0) is a one-off job through the services' operations, done before the gateway.
    const demo = startProcess('demo', process.execPath, [PLATFORM_MAIN], {
      quiet,
      env: { ...shared, REMUDA_TARGET: 'demo', PORT: String(await freePort()) },
    });
    const { code } = await demo.exited;
    if (code !== 0) throw new Error(`the demo job failed (exit ${code}):\n${demo.lines.slice(-30).join('\n')}`);
    const remoteUrls = Object.fromEntries(REMOTES.map(({ name }) => [remoteUrlVariable(name), remotes[name].url]));
    for (let i = 1; i <= gatewayReplicas; i++) {
      const gatewayPort = gatewayReplicas === 1 ? (port ?? (await freePort())) : await freePort();
      const gateway = startProcess(gatewayReplicas === 1 ? 'gateway' : `gateway-${i}`, process.execPath, [PLATFORM_MAIN], {
        quiet,
        env: { ...shared, ...remoteUrls, REDIS_URL: redisUrl, REMUDA_TARGET: 'gateway', PORT: String(gatewayPort) },
      });
      processes.push(gateway);
      gateways.push({ name: gateway.name, port: gatewayPort, url: `http://127.0.0.1:${gatewayPort}`, handle: gateway });
      await waitForReady(`http://127.0.0.1:${gatewayPort}/health/ready`, gateway);
    }
    if (gatewayReplicas > 1) balancer = await startBalancer({ upstreams: gateways.map((g) => g.url), port: port ?? 0 });
    const baseUrl = balancer?.url ?? gateways[0].url;
    return { baseUrl, processes, remotes, services, gateways, nats, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
