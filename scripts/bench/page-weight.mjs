// What a first-time visitor downloads: every script response until the page has rendered, gzipped, with the
// shell's own code told apart from the libraries it serves by reading each file's source map.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib/processes.mjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function pageWeight(baseUrl, pathname, readyText) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (!url.pathname.endsWith('.js')) return;
      try {
        const body = await res.body();
        scripts.push({ path: url.pathname, bytes: body.length, gzip: gzipSync(body).length });
      } catch {
        // a failed load has no body
      }
    });
    await page.goto(baseUrl + pathname);
    await page.getByText(readyText).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await browser.close();
  }
}

/** Splits a shell file's gzipped size between our own sources and third-party ones, by their share of the source. */
function ownShare(file) {
  const map = `${file}.map`;
  if (!existsSync(map)) return 0;
  const { sources, sourcesContent } = JSON.parse(readFileSync(map, 'utf8'));
  let own = 0;
  let all = 0;
  sources.forEach((source, i) => {
    const size = sourcesContent?.[i]?.length ?? 0;
    all += size;
    if (!source.includes('node_modules') && !source.startsWith('webpack/')) own += size;
  });
  return all === 0 ? 0 : own / all;
}

export function summarize(scripts) {
  const summary = { total: 0, shellOwn: 0, shellLibraries: 0, remotes: {} };
  for (const s of scripts) {
    summary.total += s.gzip;
    const remote = s.path.match(/^\/remotes\/(\w+)\//);
    if (remote) {
      summary.remotes[remote[1]] = (summary.remotes[remote[1]] ?? 0) + s.gzip;
    } else {
      const share = ownShare(path.join(ROOT, 'shell/dist', s.path));
      summary.shellOwn += s.gzip * share;
      summary.shellLibraries += s.gzip * (1 - share);
    }
  }
  return summary;
}
