import { readFileSync } from 'node:fs';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform, restartRemote, stopRemote } from '../support/platform.js';
import { damagedCopy, runningRelease, switchRegistry } from '../support/remote-releases.js';

afterAll(closeBrowser);

const NOTICE = 'This part of the ranch is closed for a moment';

describe('a remote that is down', () => {
  it('leaves the page the server drew readable, shows a notice where the shell draws it, and recovers on Try again', async () => {
    const { mode } = platform();
    const { page, context } = await newVisitor();
    // In the embedded default the gateway serves every remote, so what a visitor meets is the failed download;
    // in the distributed mode the remote's own server really stops. Routed for the whole browser, so that the staff
    // app's service worker (installed once the visitor reaches the sign-in page) meets the failure too.
    const down = async () => (mode === 'embedded' ? context.route('**/remotes/public/**', (route) => route.abort()) : stopRemote('public'));
    const up = async () => (mode === 'embedded' ? context.unroute('**/remotes/public/**') : restartRemote('public'));
    const site = new Site(page);
    // Every gateway replica has read the running release once (as any that served a visitor has): while the
    // remote's server is away, a replica draws pages with the release it last read.
    for (let i = 0; i < 6; i++) expect((await page.request.get('/about')).ok()).toBe(true);
    await down();
    try {
      // The page the server drew keeps its content and its links, without the remote's code to bring it to life.
      await page.goto('/about');
      await site.heading('About Remuda Ranch').waitFor();
      await site.mainNav.getByRole('link', { name: 'Login' }).click();
      await site.expectPath('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      // From the shell's page, the shell draws the public page itself: the remote's area shows the notice, the rest
      // of the site stays.
      await site.mainNav.getByRole('link', { name: 'About' }).click();
      await site.expectPath('/about');
      await page.getByText(NOTICE).waitFor();
      await site.footer.getByText('Quick Links').waitFor();
    } finally {
      await up();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await site.heading('About Remuda Ranch').waitFor();
    await context.close();
  });
});

describe('a remote whose release is gone', () => {
  it('is loaded from its previous release when the registry keeps one, and is closed for a moment when it does not', async () => {
    const { page, context, pageErrors } = await signedInVisitor('trainer@remuda.test');
    const site = new Site(page);
    const running = await runningRelease(page, 'riding');
    // The release the registry points at: its files are not there (a deploy removed them, a CDN lost them).
    const gone = new URL('/gone-release/mf-manifest.json', running).toString();
    const version = (JSON.parse(readFileSync(new URL('../../mfe-riding/package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gone-release/')) asked.push(request.url());
    });
    const area = page.locator('[data-remote="riding"]');
    try {
      switchRegistry({ riding: gone }, { riding: running });
      await site.open('/admin/riding-logs');
      await area.getByRole('heading', { level: 1 }).waitFor();
      expect(asked.length).toBeGreaterThan(0);
      await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(version));

      // Without a previous release to fall back on, the section says it is closed; the rest of the page stays.
      switchRegistry({ riding: gone });
      await page.reload();
      await page.getByText(NOTICE).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Import' }).waitFor();
    } finally {
      switchRegistry({});
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await area.getByRole('heading', { level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a remote release that lost a page chunk', () => {
  it('loads that page from the previous release the registry keeps, once the chunk still cannot be fetched', async () => {
    const { page, context, pageErrors } = await signedInVisitor('trainer@remuda.test');
    const site = new Site(page);
    const running = await runningRelease(page, 'riding');
    // The riding release as a CDN that lost the chunk of its riding-log page would serve it: its manifest, entry and
    // routes are there, so the section loads, and the page's code is not.
    const damaged = await damagedCopy('mfe-riding', (name, text) => /^\d+\.[0-9a-f]+\.js$/.test(name) && text.includes('durationMinutes'));
    expect(damaged.lostFiles).toHaveLength(1);
    const lostUrl = new URL(damaged.lostFiles[0]!, damaged.manifestUrl).toString();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/${damaged.lostFiles[0]}`)) asked.push(request.url());
    });
    try {
      switchRegistry({ riding: damaged.manifestUrl }, { riding: running });
      await site.open('/admin/riding-logs');
      await page.locator('[data-remote="riding"]').getByRole('heading', { level: 1 }).waitFor();
      // Asked of the damaged release, tried again, then fetched from the previous release.
      expect(asked.filter((url) => url === lostUrl).length).toBeGreaterThanOrEqual(2);
      expect(asked.at(-1)).toBe(new URL(damaged.lostFiles[0]!, running).toString());
    } finally {
      switchRegistry({});
      damaged.remove();
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
