// The `sessions` section of npm run bench: how soon a session loses what an administrator takes away, on each
// of two gateway replicas, and what checking every token against the replica's view of sessions costs.
//
//  - Revocation: an account is signed in once (a bearer token). Each round, an administrator makes it ADMIN
//    through replica A and waits until both replicas let the token list the accounts; then changes it back to
//    USER (or disables it) through replica A. The clock starts when that answer arrives and stops, for each
//    replica on its own, at the first request with the old token that the replica refuses (403 for the role, 401
//    for the disabled account). Each replica is polled directly, one request after another, so the figure is
//    the event's way from the users service to that replica's view plus at most one request.
//  - Cost of the check: the gateway has no switch that turns session checks off (nor should it), so the check
//    is timed where it runs: SessionView.check (what the guard asks of the view for every token) and
//    JwtStrategy.validate (the claims read and that check), called in process on a view filled like a busy
//    site's (BENCH_SESSION_ACCOUNTS accounts, a tenth of them with a signed-out session), in nanoseconds a call,
//    beside the token's signature check that every signed-in request has always paid, and the signed-in list
//    GET /api/horses?limit=20 at 200 req/s through replica A. The share of the check in that request is its
//    time over the request's.
//  - The check through the gateway: a third gateway joins the same stack (same NATS, services and database,
//    replica A's environment) with session-check-bypass.mjs preloaded, bench-only code that makes its
//    SessionView.check let every token through: the gateway before the check existed. A signed-out token must
//    still be let in there and refused by replicas A and B, or the section fails. Then the same signed-in
//    GET /api/horses?limit=20 with the same token goes to replica A and to that gateway in turn,
//    BENCH_SESSION_COST_ROUNDS rounds (default 6) of 10 s at 200 req/s each, the one going first swapped every
//    round; p50/p99 of each over all its rounds, and the difference.
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PLATFORM_MAIN, freePort, startProcess, waitForReady } from '../lib/processes.mjs';
import { dropDatabase, startDistributed } from '../lib/stack.mjs';
import { fillHerd, signIn } from './horses-bench.mjs';
import { fixedRate, latencyAtRate, percentile } from './http-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));

const ROUNDS = Number(process.env.BENCH_SESSION_ROUNDS ?? 50);
const DISABLE_ROUNDS = Number(process.env.BENCH_SESSION_DISABLE_ROUNDS ?? 20);
const ACCOUNTS = Number(process.env.BENCH_SESSION_ACCOUNTS ?? 10_000);
const COST_ROUNDS = Number(process.env.BENCH_SESSION_COST_ROUNDS ?? 6);
const COST_RATE = 200;
const COST_SECONDS = 10;
// A round that has not seen the change after this long is reported as such, not waited on for ever.
const GIVE_UP_MS = 10_000;

const ms = (v) => `${v.toFixed(1)} ms`;

async function call(baseUrl, method, pathname, token, body) {
  const res = await fetch(baseUrl + pathname, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Polls `pathname` on `baseUrl` with `token`, one request after another, until it answers `status`: the ms it took from `since`. */
async function until(baseUrl, pathname, token, status, since) {
  for (;;) {
    const res = await fetch(baseUrl + pathname, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    const at = performance.now();
    if (res.status === status) return at - since;
    if (at - since > GIVE_UP_MS) return Infinity;
  }
}

/** A new account, signed in once: its id and bearer token. */
async function account(baseUrl) {
  const email = `session-bench-${randomUUID().slice(0, 8)}@remuda.test`;
  const password = `trail-${randomBytes(6).toString('hex')}`;
  const registered = await call(baseUrl, 'POST', '/api/users/register', null, { email, password });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  return { id: registered.body.user.id, email, password };
}

async function login(baseUrl, { email, password }) {
  const res = await call(baseUrl, 'POST', '/api/users/login', null, { email, password });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/**
 * The rounds of a change: before each, `grant` (which answers the token to try) and wait until every replica
 * lets that token list the accounts; then `revoke` through replica A and time, on each replica, the first
 * refusal (`refusedWith`). Answers the times of each replica, in ms.
 */
async function revocationRounds(gateways, rounds, { grant, revoke, refusedWith }) {
  const times = gateways.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const token = await grant();
    for (const gateway of gateways) {
      if ((await until(gateway.url, '/api/users', token, 200, performance.now())) === Infinity) throw new Error(`${gateway.name} never saw the grant`);
    }
    const { started } = await revoke();
    const took = await Promise.all(gateways.map((gateway) => until(gateway.url, '/api/users', token, refusedWith, started)));
    took.forEach((t, i) => times[i].push(t));
  }
  return times;
}

/** Nanoseconds a call of `fn`, over enough calls to take about `ms` milliseconds, after a warm-up. */
function nsPerCall(fn, ms = 1000) {
  for (let i = 0; i < 100_000; i++) fn(i);
  let calls = 0;
  const started = process.hrtime.bigint();
  const budget = BigInt(ms) * 1_000_000n;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 10_000; i++) fn(calls + i);
    calls += 10_000;
    elapsed = process.hrtime.bigint() - started;
  }
  return Number(elapsed) / calls;
}

/** The in-process costs: the view's check, the strategy's validate around it, and the signature check, in ns a call. */
async function checkCosts() {
  const { SessionView } = await import(pathToFileURL(path.join(root, 'gateway/dist/auth/session-view.js')).href);
  const { JwtStrategy } = await import(pathToFileURL(path.join(root, 'gateway/dist/auth/jwt.strategy.js')).href);
  const jwt = require('jsonwebtoken');
  const view = new SessionView();
  const now = Date.now();
  const changedAt = new Date(now).toISOString();
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => ({ id: randomUUID(), role: i % 50 === 0 ? 'ADMIN' : 'USER', disabled: false, sessionVersion: 1, version: 1, changedAt }));
  const revoked = accounts.filter((_, i) => i % 10 === 0).map((a) => ({ id: randomUUID(), accountId: a.id, expiresAt: new Date(now + 3_600_000).toISOString() }));
  view.load({ accounts, revoked }, now, now);
  const sessions = accounts.map(() => randomUUID());
  const check = nsPerCall((i) => view.check(accounts[i % ACCOUNTS].id, sessions[i % ACCOUNTS], 1));
  const secret = createSecretKey(randomBytes(48));
  const strategy = new JwtStrategy(secret, view);
  const exp = Math.floor(now / 1000) + 3600;
  const claims = accounts.slice(0, 1000).map((a, i) => ({ sub: a.id, email: `rider${i}@remuda.test`, role: a.role, jti: sessions[i], ver: 1, exp }));
  const requests = claims.map(() => ({}));
  const validate = nsPerCall((i) => strategy.validate(requests[i % 1000], claims[i % 1000]));
  const tokens = claims.slice(0, 100).map((c) => jwt.sign(c, secret, { algorithm: 'HS256' }));
  const signature = nsPerCall((i) => jwt.verify(tokens[i % 100], secret, { algorithms: ['HS256'] }), 500);
  return { check, validate, signature };
}

/**
 * A gateway on `stack` like replica A (its environment, read from /proc) whose session check lets every token
 * through (session-check-bypass.mjs, preloaded): the gateway before sessions were checked.
 */
async function startBypassedGateway(stack) {
  const environ = readFileSync(`/proc/${stack.gateways[0].handle.child.pid}/environ`, 'utf8');
  const env = Object.fromEntries(environ.split('\0').filter(Boolean).map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  const preload = pathToFileURL(path.join(root, 'scripts/bench/session-check-bypass.mjs')).href;
  const port = await freePort();
  const handle = startProcess('gateway-unchecked', process.execPath, [PLATFORM_MAIN], {
    quiet: true,
    env: { ...env, PORT: String(port), NODE_OPTIONS: [env.NODE_OPTIONS, `--import ${preload}`].filter(Boolean).join(' ') },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(`${url}/health/ready`, handle);
  } catch (err) {
    await handle.stop();
    throw err;
  }
  return { name: 'unchecked', url, handle };
}

/**
 * Whether the bypass holds: a signed-out token must be refused by every replica of `gateways` and let in by
 * `unchecked`. Answers the statuses seen; throws otherwise.
 */
async function bypassHolds(gateways, unchecked) {
  const [a] = gateways;
  const token = await login(a.url, await account(a.url));
  const out = await call(a.url, 'POST', '/api/users/logout', token);
  if (out.status !== 200) throw new Error(`signing out answered ${out.status}: ${JSON.stringify(out.body)}`);
  const started = performance.now();
  for (const gateway of gateways) {
    if ((await until(gateway.url, '/api/users/profile', token, 401, started)) === Infinity) throw new Error(`${gateway.name} still lets the signed-out token in`);
  }
  const through = await call(unchecked.url, 'GET', '/api/users/profile', token);
  if (through.status !== 200) throw new Error(`the gateway without the session check answered ${through.status} to a signed-out token, not 200: it is not bypassed`);
  return { refused: 401, through: through.status };
}

/**
 * The signed-in `pathname` with `token` at COST_RATE req/s, COST_SECONDS a round, on `checked` and `unchecked`
 * in turn for COST_ROUNDS rounds (the first of a round swapped each round), after a warm-up of each. Answers the
 * latencies and errors of each over all rounds, and each round's p50.
 */
async function alternatingRounds(checked, unchecked, pathname, token) {
  const load = { rate: COST_RATE, headers: { authorization: `Bearer ${token}` } };
  const runs = [checked, unchecked].map(() => ({ latencies: [], errors: 0, roundP50s: [], achieved: [] }));
  for (const gateway of [checked, unchecked]) await fixedRate(gateway.url, [pathname], { ...load, seconds: 3 });
  for (let round = 0; round < COST_ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const run = await fixedRate([checked, unchecked][i].url, [pathname], { ...load, seconds: COST_SECONDS });
      runs[i].latencies.push(...run.latencies);
      runs[i].errors += run.errors;
      runs[i].roundP50s.push(percentile(run.latencies, 50));
      runs[i].achieved.push(run.achievedRate);
    }
  }
  return runs;
}

/**
 * The `sessions` section: rows through `row(figure, value, goal)`, on a distributed stack with two gateway
 * replicas, joined at the end by a gateway without the session check. `env` starts it (the bench
 * administrator's); `databaseUrl` is its own database, dropped after.
 */
export async function sessionFigures({ row, env, databaseUrl }) {
  const stack = await startDistributed({ databaseUrl, ownNats: true, gatewayReplicas: 2, env, quiet: true });
  let unchecked = null;
  try {
    const [a] = stack.gateways;
    const admin = await signIn(a.url);
    const subject = await account(a.url);
    const token = await login(a.url, subject);
    const setRole = async (role) => {
      const res = await call(a.url, 'PUT', `/api/users/${subject.id}/role`, admin, { role });
      if (res.status !== 200) throw new Error(`the role change answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { started: performance.now() };
    };
    const setDisabled = async (disabled) => {
      const res = await call(a.url, 'PUT', `/api/users/${subject.id}/disabled`, admin, { disabled });
      if (res.status !== 200) throw new Error(`disabling answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { started: performance.now() };
    };
    const report = (what, times) => {
      stack.gateways.forEach((gateway, i) => {
        const t = times[i];
        const late = t.filter((v) => v === Infinity).length;
        const seen = t.filter((v) => v !== Infinity);
        const side = i === 0 ? 'A (made there)' : 'B';
        row(
          `${what}: old token refused, replica ${side} (p50/p99/max)`,
          `${ms(percentile(seen, 50))} / ${ms(percentile(seen, 99))} / ${ms(Math.max(...seen))}`,
          `goal p99 < 1 s; ${t.length} rounds${late ? `, ${late} not refused within ${GIVE_UP_MS / 1000} s` : ''}`,
        );
      });
    };

    report(
      'ADMIN made USER',
      await revocationRounds(stack.gateways, ROUNDS, {
        grant: async () => {
          await setRole('ADMIN');
          return token;
        },
        revoke: () => setRole('USER'),
        refusedWith: 403,
      }),
    );
    // The disabled rounds check their grant on the accounts list too, which takes an administrator.
    await setRole('ADMIN');
    report(
      'disabled',
      await revocationRounds(stack.gateways, DISABLE_ROUNDS, {
        // A disabled account's sessions end for good: each round signs in again once it is enabled.
        grant: async () => {
          await setDisabled(false);
          return login(a.url, subject);
        },
        revoke: () => setDisabled(true),
        refusedWith: 401,
      }),
    );

    await fillHerd(a.url, admin, 500);
    const list = await latencyAtRate(a.url, { signed: ['/api/horses?limit=20'] }, { rate: 200, seconds: 10, headers: { authorization: `Bearer ${admin}` } });
    const f = list.signed;
    if (f.saturated) row('GET /api/horses?limit=20, signed in, replica A: cannot keep 200 req/s', `${f.ceiling.toFixed(0)} req/s at most`);
    else row('GET /api/horses?limit=20 signed in, 200 req/s x 10 s, A (p50 / p99)', `${ms(f.p50)} / ${ms(f.p99)}`, `${f.errors} errors, ${f.achievedRate.toFixed(0)} req/s`);
    row(`  one client at a time (p50 / p99, ${f.alone.calls} calls)`, `${ms(f.alone.p50)} / ${ms(f.alone.p99)}`, `${f.alone.errors} errors`);

    const costs = await checkCosts();
    const share = (ns) => `${((ns / 1e6 / f.alone.p50) * 100).toFixed(3)} % of the request one at a time`;
    row(`session check, SessionView.check (${ACCOUNTS} accounts)`, `${costs.check.toFixed(0)} ns a call`, share(costs.check));
    row('  claims and session check, JwtStrategy.validate', `${costs.validate.toFixed(0)} ns a call`, share(costs.validate));
    row('  for scale: the token signature check (HS256)', `${(costs.signature / 1000).toFixed(1)} µs a call`, share(costs.signature));

    unchecked = await startBypassedGateway(stack);
    const holds = await bypassHolds(stack.gateways, unchecked);
    row('  sanity: a signed-out token, replicas A and B / without the check', `${holds.refused} / ${holds.through}`, 'the bypass holds');
    const [withCheck, without] = await alternatingRounds(a, unchecked, '/api/horses?limit=20', admin);
    const p50 = (run) => percentile(run.latencies, 50);
    const p99 = (run) => percentile(run.latencies, 99);
    const note = (run) => `${run.errors} errors, ${Math.min(...run.achieved).toFixed(0)} req/s at least; round p50s ${run.roundP50s.map((v) => v.toFixed(1)).join(' / ')}`;
    const rounds = `${COST_ROUNDS} x ${COST_SECONDS} s at ${COST_RATE} req/s`;
    row(`signed-in list in turn, ${rounds}: A, checked (p50 / p99)`, `${ms(p50(withCheck))} / ${ms(p99(withCheck))}`, note(withCheck));
    row('  the gateway without the check (p50 / p99)', `${ms(p50(without))} / ${ms(p99(without))}`, note(without));
    const signed = (v) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} ms`;
    row('  checked minus without the check (p50 / p99)', `${signed(p50(withCheck) - p50(without))} / ${signed(p99(withCheck) - p99(without))}`);
  } finally {
    await unchecked?.handle.stop();
    await stack.stop();
    await dropDatabase(databaseUrl);
  }
}
