// A small HTTP load generator on keep-alive connections: fixed-rate (open loop) for latency at a given
// throughput, and closed loop for the most requests per second the server answers.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function makeRequester(baseUrl, connections, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  return (path) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request({ host: hostname, port, path, agent, headers: { accept: 'application/json', ...headers } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      });
      req.on('error', reject);
      req.end();
    });
}

/**
 * Sends `rate` requests a second for `seconds`, evenly spaced in time (request i is due at i / rate s), whatever
 * the answers' pace; answers latencies and errors, and the sender's own lateness: how long after its due time
 * each request went out (a busy machine delays the sender too, and a late request's latency misses that wait).
 * `headers` go with every request (e.g. an Authorization header for operations that need a signed-in user).
 */
export async function fixedRate(baseUrl, paths, { rate, seconds, connections = 64, headers }) {
  const request = makeRequester(baseUrl, connections, headers);
  const total = rate * seconds;
  const latencies = [];
  const late = [];
  let errors = 0;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    late.push(Math.max(0, performance.now() - due));
    pending.push(
      request(paths[i % paths.length]).then(
        (r) => (r.status === 200 ? latencies.push(r.ms) : errors++),
        () => errors++,
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, errors, achievedRate: total / elapsed, lateness: { p99: percentile(late, 99), max: late.reduce((a, b) => Math.max(a, b), 0) } };
}

/** `concurrency` requests always in flight for `seconds`: the throughput ceiling. */
export async function closedLoop(baseUrl, paths, { concurrency, seconds, headers }) {
  const request = makeRequester(baseUrl, concurrency, headers);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const latencies = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let i = worker;
      while (performance.now() < until) {
        try {
          const r = await request(paths[i++ % paths.length]);
          if (r.status === 200) {
            done++;
            latencies.push(r.ms);
          } else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { rps: done / seconds, errors, latencies };
}

/**
 * p50 / p99 of each query at `rate` req/s for `seconds`, after a short warm-up, and one client at a time (the
 * latency of the path itself, without the machine's queue). `queries` is { [label]: paths } (a query's paths are
 * sent in turn; the first names it, with any horse's id in it shown as `<random horse>`). Answers
 * { [label]: { path, p50, p99, errors, achievedRate, lateness, alone: { p50, p99, errors, calls } } }, or for a query whose
 * ceiling is below `rate`, { path, saturated: true, ceiling, alone }.
 */
export async function latencyAtRate(baseUrl, queries, { rate = 200, seconds = 10, headers, meter } = {}) {
  const results = {};
  for (const [label, paths] of Object.entries(queries)) {
    const path = paths[0].replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<random horse>');
    // The warm-up, 16 in flight (as the horses list's ceiling), is also the query's ceiling on this machine.
    const warm = await closedLoop(baseUrl, paths.slice(0, 50), { concurrency: 16, seconds: 3, headers });
    if (warm.errors && !warm.latencies.length) throw new Error(`GET ${paths[0]} answered only errors`);
    const one = await closedLoop(baseUrl, paths, { concurrency: 1, seconds: Math.min(seconds, 5), headers });
    const alone = { p50: percentile(one.latencies, 50), p99: percentile(one.latencies, 99), errors: one.errors, calls: one.latencies.length };
    if (warm.rps < rate * 0.9) {
      // A query that cannot keep up with `rate` would only queue at a fixed rate (the latency then measures the
      // queue, and 200 req/s x 10 s of a 250 ms query takes minutes): its ceiling and latency one at a time only.
      results[label] = { path, saturated: true, ceiling: warm.rps, alone: { ...alone, errors: alone.errors + warm.errors } };
      continue;
    }
    const load = async () => ({ ...(await fixedRate(baseUrl, paths, { rate, seconds, headers })), requests: rate * seconds });
    const run = meter ? await meter.around(load) : await load();
    results[label] = {
      path, p50: percentile(run.latencies, 50), p99: percentile(run.latencies, 99), errors: run.errors, achievedRate: run.achievedRate, lateness: run.lateness, alone,
      processor: run.processor,
    };
  }
  return results;
}
