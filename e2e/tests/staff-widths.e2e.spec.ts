import type { Page } from 'playwright-core';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser } from '../support/browser.js';

afterAll(closeBrowser);

/** A phone, a larger phone, a tablet (the staff navigation beside the page) and a laptop. */
const WIDTHS = [360, 412, 768, 1280] as const;

interface Listed {
  id: string;
}

async function firstId(page: Page, list: string): Promise<string> {
  const answer = await page.request.get(`${list}?limit=1`);
  if (!answer.ok()) throw new Error(`${list} answered ${answer.status()}`);
  const [first] = (await answer.json()) as Listed[];
  if (!first) throw new Error(`${list} answered no rows`);
  return first.id;
}

/** What overflows the page at this width: the document wider than the window, or (at 1280) a table that scrolls. */
function overflowAt(page: Page, width: number) {
  return page.evaluate((width) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      // The widest element that sticks out names the culprit.
      const widest = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
      found.push(`page ${root.scrollWidth} px wide in ${window.innerWidth} (${widest ? `${widest.tagName.toLowerCase()}.${[...widest.classList].join('.')}` : '?'})`);
    }
    if (width >= 1280) {
      // Every box that scrolls sideways around a table, but a chart's own labelled region a keyboard can scroll (the
      // riding report's weeks): the chart is meant to scroll within it, and holds no row's actions.
      for (const box of document.querySelectorAll<HTMLElement>('body *')) {
        if (!box.querySelector('table') || !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) continue;
        if (box.getAttribute('role') === 'region' && box.hasAttribute('aria-labelledby') && box.tabIndex >= 0) continue;
        if (box.scrollWidth > box.clientWidth + 1) found.push(`table ${box.scrollWidth} px in ${box.clientWidth} (${box.className})`);
      }
    }
    return found;
  }, width);
}

/** Opens the page and waits until what it reads has arrived: no spinner left, its heading drawn. */
async function openSettled(page: Page, path: string): Promise<void> {
  await new Site(page).open(path);
  await page.locator('#main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.page-spinner, .ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
}

/** What overflows after two frames more: the media queries' listeners have run, and React has drawn what they changed. */
async function overflowAfterFrames(page: Page, width: number): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return overflowAt(page, width);
}

/**
 * Measures the page at every width once the layout has followed the window: a layout can take a few frames to
 * settle (a breakpoint's listener, then a render, then a table measuring its columns), so the page is read until two
 * readings agree.
 */
async function measure(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    let found = await overflowAfterFrames(page, width);
    for (let reading = 0; reading < 10; reading++) {
      const again = await overflowAfterFrames(page, width);
      const settled = again.join('\n') === found.join('\n');
      found = again;
      if (settled) break;
    }
    for (const problem of found) problems.push(`${label} at ${width}: ${problem}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

/** Every staff page; `{horse}`, `{record}` and `{ride}` stand for the first of each the demo data has. */
const PATHS = [
  '/admin',
  '/admin/horses',
  '/admin/horses/{horse}',
  '/admin/horses/add',
  '/admin/horses/edit/{horse}',
  '/admin/horses/{horse}/media',
  '/admin/gallery',
  '/admin/care',
  '/admin/care/settings',
  '/admin/import',
  '/admin/medical-records',
  '/admin/medical-records/add',
  '/admin/medical-records/edit/{record}',
  '/admin/medical-records/delete/{record}',
  '/admin/riding-logs',
  '/admin/riding-logs/add',
  '/admin/riding-logs/edit/{ride}',
  '/admin/riding-logs/delete/{ride}',
  '/admin/reports',
  '/admin/inquiries',
  '/admin/users',
  '/admin/activity',
  '/admin/deleted',
  '/admin/webhooks',
  '/profile',
];

describe.each(['trainer@remuda.test', 'admin@remuda.test', 'user@remuda.test'])('no staff page is wider than the screen, as %s', (email) => {
  let visit: Visit;
  let ids: Record<string, string>;
  beforeAll(async () => {
    visit = await signedInVisitor(email);
    const { page } = visit;
    const [horse, record, ride] = await Promise.all([firstId(page, '/api/horses'), firstId(page, '/api/medical-records'), firstId(page, '/api/riding-logs').catch(() => 'none')]);
    ids = { horse, record, ride };
    if (email === 'admin@remuda.test') {
      // Something under Recently deleted, with a long description, so its table is measured with a row.
      const writing = { 'X-Requested-With': 'XMLHttpRequest' };
      const description = `Deleted to measure Recently deleted: a long description of a farrier's visit and the horse's hooves ${Date.now()}`;
      const made = await page.request.post('/api/medical-records', { data: { horseId: horse, date: new Date().toISOString().slice(0, 10), description }, headers: writing });
      await page.request.delete(`/api/medical-records/${((await made.json()) as { id: string }).id}`, { headers: writing });
      // And a receiver on the webhooks page (a long address, nothing listening there).
      const data = { name: 'Widths receiver', url: `https://localhost:1/hooks/${'a-rather-long-path-segment/'.repeat(3)}`, events: ['horses.horse.updated'] };
      expect((await page.request.post('/api/webhooks', { data, headers: writing })).status()).toBe(201);
    }
  });
  afterAll(async () => {
    expect(visit.pageErrors).toEqual([]);
    await visit.context.close();
  });

  it.each(PATHS)('%s at 360, 412, 768 and 1280 px', async (template) => {
    const { page } = visit;
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
    await openSettled(page, path);
    const problems = await measure(page, template);
    // A horse's page: its Riding Logs and History tabs too (the Medical Records tab opens first).
    const ridesTab = page.getByRole('tab', { name: 'Riding Logs', exact: true });
    if (template === '/admin/horses/{horse}' && (await ridesTab.count())) {
      await ridesTab.click();
      await page.waitForLoadState('networkidle');
      problems.push(...(await measure(page, `${template} (Riding Logs tab)`)));
      await page.getByRole('tab', { name: 'History', exact: true }).click();
      await page.waitForLoadState('networkidle');
      problems.push(...(await measure(page, `${template} (History tab)`)));
    }
    // The import page with a file's preview: its columns and rows, a long header and a long cell among them.
    const importFile = page.getByLabel('Spreadsheet file');
    if (template === '/admin/import' && (await importFile.count())) {
      const wide = `A rather long column header that names no field at all,Name,Sex\n${'A very long cell of text without a single break '.repeat(4)},,\n`;
      await importFile.setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(wide) });
      await page.getByRole('region', { name: 'Rows' }).getByRole('status').waitFor();
      problems.push(...(await measure(page, `${template} (preview)`)));
    }
    expect(problems).toEqual([]);
  });
});
