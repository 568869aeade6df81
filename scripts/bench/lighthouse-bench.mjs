// Lighthouse on the public pages as a phone sees them: the default mobile emulation and simulated slow 4G, in
// Debian's Chromium started here with remote debugging. Each page runs several times; the median run is kept.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS } from './page-weight.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The public pages measured: the home page, the horse list, one listed horse's page and the gallery. */
export async function publicPages(baseUrl) {
  const res = await fetch(`${baseUrl}/api/horses?limit=1`);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`GET /api/horses answered ${res.status}`);
  const horse = (body.items ?? body.data ?? body)[0];
  if (!horse) throw new Error('no listed horse to measure a horse page with');
  return ['/', '/horses', `/horses/${horse.id}`, '/gallery'];
}

/** The figures of one Lighthouse report; bytes are as transferred, so compressed where the server compresses. */
function figuresOf(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const transferred = (type) => requests.filter((r) => type === undefined || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: transferred('Script'),
    totalBytes: transferred(),
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => ({ url: r.url, bytes: r.transferSize ?? 0 })),
    runtimeError: lhr.runtimeError?.message,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each script's size gzipped (the server may send Chromium brotli instead; the goal is stated for gzip). */
async function gzippedScripts(scripts) {
  return Promise.all(
    scripts.map(async ({ url }) => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await res.arrayBuffer());
      return { path: new URL(url).pathname, gzip: gzipSync(body).length };
    }),
  );
}

/**
 * Runs Lighthouse `runs` times on each of `pathnames` and answers, per page, the median of each figure, every
 * run's performance score, and the scripts of the run with the median score with their gzipped sizes.
 */
export async function lighthouseFigures(baseUrl, pathnames, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const pages = [];
    for (const pathname of pathnames) {
      const all = [];
      // Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): such a run is run again.
      for (let failures = 0; all.length < runs; ) {
        const result = await lighthouse(baseUrl + pathname, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const figures = figuresOf(result.lhr);
        if (!figures.runtimeError) all.push(figures);
        else if (++failures > runs) throw new Error(`Lighthouse on ${pathname}: ${figures.runtimeError}`);
      }
      const byScore = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
      const pick = (key) => median(all.map((f) => f[key]));
      pages.push({
        pathname,
        runs: all.map((f) => f.scores.performance),
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((f) => f.scores[c]))])),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsBytes: pick('jsBytes'),
        totalBytes: pick('totalBytes'),
        scripts: await gzippedScripts(byScore[Math.floor(byScore.length / 2)].scripts),
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
