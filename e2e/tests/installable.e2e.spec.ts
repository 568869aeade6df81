import sharp from 'sharp';
import { StaffApp, type WebAppManifest } from '../pages/installable.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';
import { type PublishedRelease, publishRelease, runningRelease, switchRegistry } from '../support/remote-releases.js';

// The staff area installed as an app, and opened in a barn without signal. A team publishes a new release of the
// horses remote while the device is offline: once it is back online, the next load runs that release, not the
// copy the service worker kept.
const RANCH_LEATHER_DARK = '#3b2414';
let release: PublishedRelease;

// The new release of the horses remote, beside the running one.
beforeAll(async () => {
  release = await publishRelease('mfe-horses');
}, 300_000);

afterAll(async () => {
  switchRegistry({});
  release?.remove();
  await closeBrowser();
});

describe('the staff area as an installable app', () => {
  it('links a valid web app manifest whose icons load, and leaves the public site as it was', async () => {
    const visitor = await newVisitor();
    const publicSite = new StaffApp(visitor.page);
    await new Site(visitor.page).open('/about');
    // A visitor of the public site is offered no app and downloads no service worker.
    expect(await publicSite.manifestHref()).toBeNull();
    expect(await publicSite.registrations()).toEqual([]);
    await visitor.context.close();

    const { page, context, pageErrors } = await signedInVisitor('trainer@remuda.test');
    const app = new StaffApp(page);
    await new Site(page).open('/admin');
    await app.staffNav.waitFor();
    const href = await app.manifestHref();
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as WebAppManifest;
    expect(manifest).toMatchObject({ name: 'Remuda Ranch staff', start_url: '/admin', scope: '/', display: 'standalone', theme_color: RANCH_LEATHER_DARK });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const wanted of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']) {
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toContain(wanted);
    }
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(await file.body()).metadata();
      expect(`${width}x${height} ${format}`).toBe(`${icon.sizes} png`);
    }

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens offline once visited, and runs a remote released meanwhile as soon as it is back online', async () => {
    const { page, context } = await signedInVisitor('trainer@remuda.test');
    const app = new StaffApp(page);
    const site = new Site(page);
    const horses = app.remoteArea('horses');
    const nextOrigin = new URL(release.manifestUrl).origin;
    const fromNext: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(nextOrigin)) fromNext.push(new URL(request.url()).pathname);
    });

    // The staff pages a trainer opens in the office; the service worker took charge at sign-in.
    await site.open('/admin/horses');
    await app.controlled();
    await eventually(async () => expect(await horses.getAttribute('data-remote-version')).toBe(release.current));
    for (const path of ['/admin/riding-logs', '/admin/medical-records', '/profile', '/admin/horses']) {
      await site.open(path);
      await app.staffNav.waitFor();
    }
    await eventually(async () => expect(await horses.getAttribute('data-remote-version')).toBe(release.current));
    const sizes = await app.cacheSizes();
    const bytes = Object.values(sizes).reduce((sum, cache) => sum + cache.bytes, 0);
    console.log(`the service worker keeps ${bytes} bytes for the staff area:`, Object.fromEntries(Object.entries(sizes).map(([name, c]) => [name, `${c.entries} answers, ${c.bytes} bytes`])));
    // The shell's page and entry, the registry, and the horses remote's manifest and entry wherever it is served.
    const horsesManifest = new URL(await runningRelease(page, 'horses'));
    const kept = Object.values(sizes).flatMap((cache) => cache.urls.map((url) => url.replace(/\?__WB_REVISION__=.*$/, '')));
    const own = (p: string) => new URL(p, platform().baseUrl).href;
    expect(kept).toEqual(
      expect.arrayContaining([own('/index.html'), own('/main.js'), own('/admin'), own('/api/remotes'), horsesManifest.href, new URL('remoteEntry.js', horsesManifest).href]),
    );
    // Nothing of the API but the registry: the data layer keeps the data it needs itself.
    expect(kept.filter((url) => url.startsWith(own('/api/')) && url !== own('/api/remotes'))).toEqual([]);

    // In the barn: the page and the staff app's code come from what the service worker kept, the account and its
    // answers from what the data layer kept.
    await app.answersKept();
    await context.setOffline(true);
    expect(await StaffApp.serviceWorkerReachesNetwork(context)).toBe(false);
    await page.reload();
    await app.staffNav.waitFor();
    await eventually(async () => expect(await horses.getAttribute('data-remote-version')).toBe(release.current));

    // A new release is published while the device is offline: it cannot know, and keeps working on the last one.
    switchRegistry({ horses: release.manifestUrl });
    await page.reload();
    await app.staffNav.waitFor();
    await eventually(async () => expect(await horses.getAttribute('data-remote-version')).toBe(release.current));
    expect(fromNext).toEqual([]);

    // Back online, the next load asks the registry and the manifests first and runs the new release's code.
    await context.setOffline(false);
    expect(await StaffApp.serviceWorkerReachesNetwork(context)).toBe(true);
    await page.reload();
    await app.staffNav.waitFor();
    await eventually(async () => expect(await horses.getAttribute('data-remote-version')).toBe(release.version));
    expect(fromNext).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

    // And that release is what the app opens offline from now on.
    await context.setOffline(true);
    await page.reload();
    await app.staffNav.waitFor();
    await eventually(async () => expect(await horses.getAttribute('data-remote-version')).toBe(release.version));
    await context.setOffline(false);
    await context.close();
  });
});
