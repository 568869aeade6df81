// A round-robin HTTP balancer in front of the gateway's replicas, as the Ingress is in Kubernetes: the distributed
// stack runs one when it runs more than one gateway.
import http from 'node:http';

/** Bodies up to this size are kept, so a request a stopped replica refused can go to the next one. */
const REPLAYABLE_BYTES = 1024 * 1024;
/** How long a replica that refused a connection is passed over. */
const PASS_OVER_MS = 1000;

const unavailable = (res) => {
  if (res.headersSent) return void res.destroy();
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  res.end(JSON.stringify({ message: 'The site is briefly unavailable. Please try again.' }));
};

/**
 * Sends each request to the next of `upstreams` (`http://host:port` of each replica). A replica that refuses the
 * connection (stopping, or stopped) never saw the request, so it goes to the next one; a replica that fails after
 * taking it may or may not have acted on it, so the client gets a 503 with Retry-After, never a made-up success.
 */
export async function startBalancer({ upstreams, port = 0, host = '127.0.0.1' }) {
  const targets = upstreams.map((url) => ({ url: new URL(url), downUntil: 0 }));
  let next = 0;
  const pick = () => {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[next++ % targets.length];
      if (target.downUntil <= Date.now()) return target;
    }
    return targets[next++ % targets.length];
  };

  const forward = (req, res, body, tries) => {
    const target = pick();
    const upstream = http.request(
      { host: target.url.hostname, port: target.url.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // A replica that dies halfway through its answer: the client must not take the half for the whole.
        answer.on('close', () => !answer.complete && res.destroy());
      },
    );
    upstream.on('error', (err) => {
      if (err.code === 'ECONNREFUSED') {
        target.downUntil = Date.now() + PASS_OVER_MS;
        if (body !== null && tries < targets.length) return forward(req, res, body, tries + 1);
      }
      unavailable(res);
    });
    if (body === null) req.pipe(upstream);
    else upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (req.headers['transfer-encoding'] || length > REPLAYABLE_BYTES) return forward(req, res, null, 1);
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
    req.on('error', () => res.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
