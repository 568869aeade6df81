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
 * Sends `rate` requests a second for `seconds`, whatever the answers' pace; answers latencies and errors.
 * `headers` go with every request (e.g. an Authorization header for operations that need a signed-in user).
 */
export async function fixedRate(baseUrl, paths, { rate, seconds, connections = 64, headers }) {
  const request = makeRequester(baseUrl, connections, headers);
  const total = rate * seconds;
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      request(paths[i % paths.length]).then(
        (r) => (r.status === 200 ? latencies.push(r.ms) : errors++),
        () => errors++,
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, errors, achievedRate: total / elapsed };
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
