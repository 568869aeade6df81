// Serves each built front end the way its static image does (deploy/web/site.mjs: the same files under the same
// path, the same nginx configuration, only the folder and port changed) with this machine's nginx, and checks
// what a browser gets: the health answer, the cache headers that let a remote be redeployed without rebuilding
// the shell (manifests, entries and index.html revalidated, content-hashed files kept for a year), and on the
// shell's pages the same security headers as the gateway's, with and without remotes on other origins.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../lib/processes.mjs';
import { FRONTENDS } from '../lib/workspaces.mjs';
import { SECURITY_HEADERS, servedAt, writeSite } from '../../deploy/web/site.mjs';

export const NGINX = '/usr/sbin/nginx';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.js$/;

async function waitForHealth(base, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('nginx stopped');
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not answer /health');
}

/** What one app must answer: [path, status, Cache-Control (undefined: any but immutable), CORS header expected]. */
function expectations(app) {
  const dist = readdirSync(path.join(ROOT, app, 'dist'));
  const hashed = dist.find((f) => HASHED.test(f));
  const at = servedAt(app);
  const common = [['/health', 200, undefined, false]];
  if (app === 'shell') {
    return [
      ...common,
      ['/', 200, 'no-cache', false],
      ['/admin/horses/some-horse', 200, 'no-cache', false],
      ['/main.js', 200, 'no-cache', false],
      [`/${hashed}`, 200, IMMUTABLE, false],
      ['/gone.0123456789.js', 404, undefined, false],
      ['/.built', 404, undefined, false],
    ];
  }
  return [
    ...common,
    [`${at}mf-manifest.json`, 200, 'no-cache', true],
    [`${at}remoteEntry.js`, 200, 'no-cache', true],
    [`${at}${hashed}`, 200, IMMUTABLE, true],
    [`${at}gone.0123456789.js`, 404, undefined, true],
    ['/mf-manifest.json', 404, undefined, false],
    // The public remote's own entry for the pages the gateway draws (ADR 016), and its chunks.
    ...(dist.includes('client')
      ? [
          [`${at}client/site.js`, 200, 'no-cache', true],
          [`${at}client/${readdirSync(path.join(ROOT, app, 'dist/client')).find((f) => HASHED.test(f))}`, 200, IMMUTABLE, true],
        ]
      : []),
  ];
}

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'];
/** A header's value with the spacing of its policy's directives made even. */
const even = (value) => (value ?? '').split(';').map((part) => part.trim().replace(/\s+/g, ' ')).join('; ');

/** The headers the gateway sends on its pages (gateway/dist, as built), given the remotes' other origins. */
async function gatewaySecurityHeaders(origins) {
  const { securityHeaders } = await import(path.join(ROOT, 'gateway/dist/http/security-headers.middleware.js'));
  const headers = {};
  securityHeaders(() => origins)(null, { setHeader: (name, value) => (headers[name.toLowerCase()] = value) }, () => undefined);
  return headers;
}

/**
 * Checks one front end, its templates filled in with `remoteOrigins` as the image's entrypoint would; answers the
 * problems found (none when it is served as promised).
 */
async function checkApp(app, remoteOrigins = '') {
  const dir = mkdtempSync(path.join(os.tmpdir(), `remuda-site-${app}-`));
  // nginx started by root reads the files as an unprivileged worker.
  chmodSync(dir, 0o755);
  const problems = [];
  let child = null;
  try {
    writeSite(app, dir);
    const port = await freePort();
    const conf = readFileSync(path.join(dir, 'nginx.conf'), 'utf8')
      .replace('root /usr/share/nginx/html;', `root ${path.join(dir, 'html')};`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('pid /tmp/nginx.pid;', `pid ${path.join(dir, 'nginx.pid')};`)
      .replaceAll(`include ${SECURITY_HEADERS};`, `include ${path.join(dir, 'security-headers.conf')};`);
    writeFileSync(path.join(dir, 'test.conf'), conf);
    for (const template of readdirSync(path.join(dir, 'templates'))) {
      const text = readFileSync(path.join(dir, 'templates', template), 'utf8').replaceAll('${REMUDA_REMOTE_ORIGINS}', remoteOrigins);
      writeFileSync(path.join(dir, template.replace(/\.template$/, '')), text);
    }
    child = spawn(NGINX, ['-e', 'stderr', '-c', path.join(dir, 'test.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child).catch((err) => problems.push(`${err.message}: ${errors.trim()}`));
    if (problems.length) return problems;
    for (const [urlPath, status, cache, cors] of expectations(app)) {
      const res = await fetch(`${base}${urlPath}`);
      const got = res.headers.get('cache-control');
      if (res.status !== status) problems.push(`${urlPath} answered ${res.status}, not ${status}`);
      if (cache !== undefined && got !== cache) problems.push(`${urlPath} is sent with Cache-Control ${got}, not ${cache}`);
      if (cache === undefined && got === IMMUTABLE) problems.push(`${urlPath} (${res.status}) is sent as immutable`);
      if (cors && res.headers.get('access-control-allow-origin') !== '*') problems.push(`${urlPath} is not open to other origins`);
    }
    if (app === 'shell') {
      const gateway = await gatewaySecurityHeaders(remoteOrigins.split(' ').filter(Boolean));
      for (const urlPath of ['/', '/admin/horses/some-horse']) {
        const res = await fetch(`${base}${urlPath}`);
        for (const name of SECURITY) {
          if (even(res.headers.get(name)) !== even(gateway[name])) problems.push(`${urlPath} is sent with ${name} ${res.headers.get(name)}, the gateway with ${gateway[name]}`);
        }
      }
    }
    return problems;
  } finally {
    child?.kill('SIGTERM');
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks every front end's image configuration; logs one line each and answers the counts. */
export async function checkWebImages(log = console.log) {
  let passed = 0;
  let failed = 0;
  const runs = [...FRONTENDS.map((app) => [app, '']), ['shell', 'https://remotes.example.com https://cdn.example.com']];
  for (const [app, origins] of runs) {
    const problems = await checkApp(app, origins);
    if (problems.length) failed += 1;
    else passed += 1;
    const what = `${app}'s image serves it under ${servedAt(app)} with its headers${origins ? ` (remotes also on ${origins})` : ''}`;
    log(`${problems.length ? 'FAIL' : 'ok  '}  ${what}${problems.map((p) => `\n        - ${p}`).join('')}`);
  }
  return { passed, failed };
}
