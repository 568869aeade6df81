import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Two replicas of the gateway (behind the stack's round-robin balancer) and of every service, against NATS of
// their own, PostgreSQL and Redis, as `npm run stack` runs them. Needs the built platform (node scripts/build.mjs).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const database = new URL(process.env.REMUDA_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
database.pathname = `/remuda_replicas_${process.pid}`;
const DATABASE_URL = database.toString();
const ADMIN = { email: 'boss@remuda.test', password: 'boss-password' };
const METRICS_TOKEN = 'metrics-scraper-token';
const CREATED = 'horses.horse.created';

/** One process of a service or the gateway, as scripts/lib/stack-process.mjs lists it. */
interface Replica {
  name: string;
  url: string;
  pid: number;
}
interface Stack {
  baseUrl: string;
  services: Record<string, Replica[]>;
  gateways: Replica[];
}

let driver: ChildProcess;
let stack: Stack;
let cookie = '';

/** Starts the stack in a child process and answers what it runs once it is ready. */
function startStack(options: object): Promise<Stack> {
  driver = spawn(process.execPath, ['scripts/lib/stack-process.mjs', JSON.stringify(options)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    driver.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(JSON.parse(output.slice(0, output.indexOf('\n'))) as Stack);
    });
    driver.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    driver.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready:\n${errors}`)));
  });
}

/** Stops one process as Kubernetes would (SIGTERM) or as a crash does (SIGKILL), and waits until it is gone. */
async function stopProcess(replica: Replica, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  process.kill(replica.pid, signal);
  for (;;) {
    try {
      process.kill(replica.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  stack = await startStack({
    databaseUrl: DATABASE_URL,
    replicas: 2,
    gatewayReplicas: 2,
    ownNats: true,
    env: {
      REMUDA_DEMO: '0',
      REMUDA_ADMIN_EMAIL: ADMIN.email,
      REMUDA_ADMIN_PASSWORD: ADMIN.password,
      REMUDA_AUTH_IP_LIMIT: '10000',
      REMUDA_METRICS_TOKEN: METRICS_TOKEN,
      // A request in the hands of a replica that dies is answered 503 after this long.
      REMUDA_RPC_TIMEOUT_MS: '1500',
      LOG_LEVEL: 'warn',
    },
  });
  const login = await fetch(`${stack.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 240_000);

afterAll(async () => {
  if (driver && driver.exitCode === null) {
    const exited = new Promise((resolve) => driver.once('exit', resolve));
    driver.kill('SIGTERM');
    await exited;
  }
  const client = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${database.pathname.slice(1)}" WITH (FORCE)`);
  await client.end();
}, 60_000);

/** Creates a horse through the balancer: the status, and the horse's id when it was accepted. */
async function createHorse(name: string): Promise<{ status: number; id?: string }> {
  const res = await fetch(`${stack.baseUrl}/api/horses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ name, sex: 'mare' }),
  });
  const body = (await res.json()) as { id?: string };
  return { status: res.status, id: res.status === 201 ? body.id : undefined };
}

/** The sum of a counter's samples whose labels include every one of `labels`, on one replica's /metrics. */
async function counter(replica: Replica, name: string, labels: Record<string, string>): Promise<number> {
  // The gateways' port is public: their metrics answer only with the token; the services' answer anyone.
  const text = await (await fetch(`${replica.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([key, value]) => match[2]!.includes(`${key}="${value}"`))) total += Number(match[3]);
  }
  return total;
}

async function eventually(assertion: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('two replicas of the gateway and of every service', () => {
  const warmUp = 20;

  it('share the requests: each gateway takes its turn, and each horses replica answers some (one NATS queue group)', async () => {
    for (let i = 0; i < warmUp; i++) expect((await createHorse(`Spread ${i}`)).status).toBe(201);
    const gatewayCounts = await Promise.all(
      stack.gateways.map((g) => counter(g, 'remuda_http_request_duration_seconds_count', { method: 'POST', route: '/api/horses', status: '201' })),
    );
    expect(gatewayCounts).toEqual([warmUp / 2, warmUp / 2]);
    const horsesCounts = await Promise.all(
      stack.services.horses!.map((r) => counter(r, 'remuda_message_handler_duration_seconds_count', { pattern: 'horses.horse.create', outcome: 'ok' })),
    );
    expect(horsesCounts).toHaveLength(2);
    for (const count of horsesCounts) expect(count).toBeGreaterThan(0);
    expect(horsesCounts[0]! + horsesCounts[1]!).toBe(warmUp);
  });

  it('take each event once across the replicas of a consuming service (one durable consumer): applied, or passed over by the webhooks, which have no receiver', async () => {
    const takers = [
      { target: 'medical', metric: 'remuda_events_applied_total', inboxRows: warmUp },
      { target: 'riding', metric: 'remuda_events_applied_total', inboxRows: warmUp },
      { target: 'webhooks', metric: 'remuda_events_passed_over_total', inboxRows: 0 },
    ];
    for (const { target, metric, inboxRows } of takers) {
      const replicas = stack.services[target]!;
      const taken = async () => (await Promise.all(replicas.map((r) => counter(r, metric, { type: CREATED })))).reduce((a, b) => a + b, 0);
      await eventually(async () => expect(await taken()).toBe(warmUp));
      const rows = await query<{ n: string }>(`SELECT count(*) AS n FROM "${target}".inbox WHERE type = '${CREATED}'`);
      expect(Number(rows[0]!.n)).toBe(inboxRows);
    }
  });

  it('lose no accepted write when a horses replica dies and a gateway stops under load: at worst a retryable 503', async () => {
    const accepted: string[] = [];
    const statuses: number[] = [];
    let stopping: Promise<unknown> | null = null;
    let acceptedWhenStopped: number | null = null;
    let n = 0;
    const writer = async () => {
      // Until the platform has taken 20 more writes after both stopped (or, should it stop taking them, a bound).
      while ((acceptedWhenStopped === null || accepted.length < acceptedWhenStopped + 20) && statuses.length < 5000) {
        const { status, id } = await createHorse(`Load ${n++}`);
        statuses.push(status);
        if (id) accepted.push(id);
        // Mid-load: one replica of the horses service dies (killed, requests in its hands), then one gateway stops
        // as a rollout or a scale-down stops it.
        if (accepted.length >= 20 && !stopping) {
          stopping = stopProcess(stack.services.horses![0]!, 'SIGKILL')
            .then(() => stopProcess(stack.gateways[0]!, 'SIGTERM'))
            .then(() => (acceptedWhenStopped = accepted.length));
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    expect(acceptedWhenStopped).toBeGreaterThanOrEqual(20);

    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const stored = new Set((await query<{ id: string }>('SELECT id FROM horses.horses')).map((r) => r.id));
    expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
    // Every accepted write is readable through what is left of the platform.
    for (const id of accepted.slice(-5)) {
      const res = await fetch(`${stack.baseUrl}/api/horses/${id}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // Each stored horse's event is applied once across the medical replicas, which kept running.
    const medical = stack.services.medical!;
    await eventually(async () => {
      const applied = await Promise.all(medical.map((r) => counter(r, 'remuda_events_applied_total', { type: CREATED })));
      expect(applied.reduce((a, b) => a + b, 0)).toBe(stored.size);
    });
  }, 180_000);
});
