// The canary releases' figures (docs/adr/030-canary-releases.md), in a real browser signed in as the bench
// administrator: what a page load spends on the release choice and the reports (requests before and after its first
// paint, bytes sent, the code it carries), and how long a broken canary lives from its first failed page load to
// its rollback, with the default threshold (more than 5 % of at least 20 page loads) and one browser in its share
// loading the page again and again.
import { randomUUID } from 'node:crypto';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { transformSync } from '@swc/core';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib/processes.mjs';
import { ADMIN } from './horses-bench.mjs';
import { CHROMIUM_ARGS } from './page-weight.mjs';

/** The pages measured: a staff page whose section the shell loads, and a public page the gateway draws. */
const PAGES = {
  staff: { path: '/admin/riding-logs', remote: 'riding', signedIn: true },
  public: { path: '/about', remote: 'public', signedIn: false },
};
const REPORTS = '/api/remotes/reports';
/** How long a person looks at the page before going on: past the second after which it sends its reports. */
const READ_MS = 1_500;

/**
 * The shell kit's code for the release choice and the reports, and the constants it shares with the gateway,
 * minified and gzipped together, as they ship in the shell's code (at most: there they share the dictionary of
 * everything around them). The public site's entry, which reports too, is measured from its build.
 */
export function reportCodeBytes() {
  const modules = ['shell/kit/src/remotes/remote-reports.ts', 'shell/kit/src/remotes/load-remote-module.ts', 'services/contracts/src/platform/releases.ts'];
  const code = modules.map((file) => transformSync(readFileSync(path.join(ROOT, file), 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', minify: { compress: true, mangle: true } },
    minify: true,
    module: { type: 'es6' },
  }).code);
  return gzipSync(code.join('\n')).length;
}

let writes = 0;
function writeRegistry(file, content) {
  writeFileSync(file, JSON.stringify(content));
  const when = new Date(Date.now() + ++writes * 1000);
  utimesSync(file, when, when);
}

/** A browser at `bucket` among all browsers (the release cookie), signed in as the bench administrator when `which` needs it. */
async function browserAt(browser, baseUrl, bucket, which) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies([{ name: 'remuda-release-bucket', value: String(bucket), url: baseUrl }]);
  if (which.signedIn) {
    const res = await context.request.post('/api/users/login', { data: ADMIN });
    if (!res.ok()) throw new Error(`bench sign-in answered ${res.status()}`);
  }
  return context;
}

async function openPage(page, which) {
  await page.goto(which.path);
  await page.locator(`[data-remote="${which.remote}"]`).getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
}

/**
 * What one page load of `which` spends on the release choice and the reports, with the service worker and caches
 * settled (a second load): the report requests it sent (counted where the page sends them, outside the page's
 * network log), how many went before its first contentful paint, their bodies' bytes, and how many times it asked
 * for the registry.
 */
async function pageCost(browser, baseUrl, which) {
  const context = await browserAt(browser, baseUrl, 50, which);
  try {
    await context.addInitScript((reportsPath) => {
      const sent = [];
      window.__remudaReports = sent;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input.url;
        if (url.endsWith(reportsPath)) sent.push({ at: performance.now(), bytes: new TextEncoder().encode(String(init?.body ?? '')).length });
        return original(input, init);
      };
    }, REPORTS);
    const page = await context.newPage();
    await openPage(page, which);
    let registryRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/remotes') registryRequests += 1;
    });
    await openPage(page, which);
    // The public page takes over its markup after its load event, and reports a second after that.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { sent, painted } = await page.evaluate(() => ({ sent: window.__remudaReports, painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN }));
    return {
      beforePaint: sent.filter((r) => r.at <= painted).length,
      reports: sent.length,
      reportBytes: sent.reduce((sum, r) => sum + r.bytes, 0),
      afterPaintMs: sent.length ? Math.min(...sent.map((r) => r.at)) - painted : NaN,
      registryRequests,
    };
  } finally {
    await context.close();
  }
}

/**
 * A broken canary of `which`'s remote (its files cannot be fetched) at 10 %, judged by the defaults; one browser in
 * its share loads the page again and again, each shown until its section has loaded and a moment more (as a person
 * reads it), so its reports go out. Answers the time from its first failed page load (the browser's first request
 * of it; for the public page, which the gateway draws, the first page load) to the registry served without it, the
 * page loads that took, and the time from the last report or page load before to the registry without it (the
 * registry is asked every 20 ms).
 */
async function timeToRollback(browser, baseUrl, registryFile, which) {
  const running = new URL(`/remotes/${which.remote}/mf-manifest.json`, baseUrl).toString();
  const canary = new URL(`/canary-${randomUUID()}/mf-manifest.json`, running).toString();
  writeRegistry(registryFile, { remotes: {}, canary: { [which.remote]: { url: canary, percent: 10 } } });
  const context = await browserAt(browser, baseUrl, 5, which);
  const drawnOnServer = which.remote === 'public';
  let firstFailure = null;
  let lastReport = 0;
  let rolledBackAt = null;
  const watcher = (async () => {
    while (!rolledBackAt) {
      const registry = await (await fetch(`${baseUrl}/api/remotes`)).json();
      if (firstFailure !== null && !registry.canary) rolledBackAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(canary) || (drawnOnServer && request.isNavigationRequest())) firstFailure ??= performance.now();
      if ((drawnOnServer ? request.isNavigationRequest() : request.url().endsWith(REPORTS)) && !rolledBackAt) lastReport = performance.now();
    });
    let loads = 0;
    const deadline = Date.now() + 180_000;
    while (!rolledBackAt && Date.now() < deadline) {
      await openPage(page, which);
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, READ_MS));
    }
    await page.goto('about:blank');
    await Promise.race([watcher, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!rolledBackAt) throw new Error('the broken canary was not rolled back');
    return { seconds: (rolledBackAt - firstFailure) / 1000, loads, afterReportMs: rolledBackAt - lastReport };
  } finally {
    rolledBackAt ??= -1;
    await context.close();
    writeRegistry(registryFile, { remotes: {} });
  }
}

/** The figures of a staff page and of a public page, each: what a page load costs, and a broken canary's life. */
export async function canaryFigures(baseUrl, registryFile) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const figures = {};
    for (const [name, which] of Object.entries(PAGES)) {
      figures[name] = { cost: await pageCost(browser, baseUrl, which), rollback: await timeToRollback(browser, baseUrl, registryFile, which) };
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The public site's own entry as built (the code a public page carries, its reporter included), gzipped. */
export function publicEntryBytes() {
  return gzipSync(readFileSync(path.join(ROOT, 'mfe-public/dist/client/site.js'))).length;
}
