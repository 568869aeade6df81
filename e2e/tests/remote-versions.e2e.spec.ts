import { randomUUID } from 'node:crypto';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';
import { type PublishedRelease, publishRelease, switchRegistry } from '../support/remote-releases.js';

let release: PublishedRelease;

// A team publishes a new release of the public remote beside the running one.
beforeAll(async () => {
  release = await publishRelease('mfe-public');
}, 300_000);

afterAll(async () => {
  switchRegistry({});
  release?.remove();
  await closeBrowser();
});

describe('a remote released on its own', () => {
  it("is taken up by a visitor's next page load once the registry points at it, and rolled back the same way", async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    const nextOrigin = new URL(release.manifestUrl).origin;
    const fromNext: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(nextOrigin)) fromNext.push(new URL(request.url()).pathname);
    });
    // Counted per document: a chunk the page being left still asks for as it unloads is not the new page's.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) fromNext.length = 0;
    });
    const area = page.locator('[data-remote="public"]');

    await site.open('/about');
    await site.heading('About Remuda Ranch').waitFor();
    await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(release.current));
    expect(fromNext).toEqual([]);

    switchRegistry({ public: release.manifestUrl });
    await page.reload();
    await site.heading('About Remuda Ranch').waitFor();
    await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(release.version));
    // The page runs the new release's code (its own entry for the pages the server draws, ADR 016), not only its
    // markup; the shell was neither rebuilt nor restarted.
    expect(fromNext).toEqual(expect.arrayContaining(['/client/site.js']));

    switchRegistry({});
    await page.reload();
    await site.heading('About Remuda Ranch').waitFor();
    await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(release.current));
    expect(fromNext).toEqual([]);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a canary of the public site, drawn on the server', () => {
  /** A visitor whose browser holds this place among all browsers (0 to 100), and the paths it asked of the new release. */
  async function visitorAt(bucket: number | null) {
    const visit = await newVisitor();
    if (bucket !== null) await visit.context.addCookies([{ name: 'remuda-release-bucket', value: String(bucket), url: platform().baseUrl }]);
    const fromNext: string[] = [];
    const nextOrigin = new URL(release.manifestUrl).origin;
    visit.page.on('request', (request) => {
      if (request.url().startsWith(nextOrigin)) fromNext.push(new URL(request.url()).pathname);
    });
    return { ...visit, fromNext, site: new Site(visit.page), area: visit.page.locator('[data-remote="public"]') };
  }

  it("reaches the visitors in its share alone, whose pages report it, and rolls back by itself when it cannot be loaded", async () => {
    const admin = await signedInVisitor('admin@remuda.test');
    type Status = { remote: string; url: string; loads: number; errors: number; rolledBack: object | null };
    const statusOf = async (url: string) => ((await (await admin.page.request.get('/api/remotes/canaries')).json()) as Status[]).find((s) => s.url === url);
    const inside = await visitorAt(5);
    const outside = await visitorAt(50);
    const newcomer = await visitorAt(null);
    try {
      switchRegistry({}, {}, { public: { url: release.manifestUrl, percent: 10, maxErrorRate: 0.5, minLoads: 3 } });
      // Inside the share: the canary's page, drawn on the server and taken over by the canary's own code, which
      // reports the page load against it.
      await inside.site.open('/about');
      await inside.site.heading('About Remuda Ranch').waitFor();
      expect(await inside.area.getAttribute('data-remote-version')).toBe(release.version);
      expect(inside.fromNext).toEqual(expect.arrayContaining(['/client/site.js']));
      await eventually(async () => expect(await statusOf(release.manifestUrl)).toMatchObject({ remote: 'public', loads: 1, errors: 0, rolledBack: null }));

      // Outside it: the current release, and nothing asked of the canary.
      await outside.site.open('/about');
      await outside.site.heading('About Remuda Ranch').waitFor();
      expect(await outside.area.getAttribute('data-remote-version')).toBe(release.current);
      expect(outside.fromNext).toEqual([]);

      // A browser without a place is given one, which chose its page's release.
      await newcomer.site.open('/about');
      await newcomer.site.heading('About Remuda Ranch').waitFor();
      const place = Number((await newcomer.context.cookies()).find((c) => c.name === 'remuda-release-bucket')?.value);
      expect(place).toBeGreaterThanOrEqual(0);
      expect(await newcomer.area.getAttribute('data-remote-version')).toBe(place < 10 ? release.version : release.current);

      // A canary whose files are gone: the visitor in its share keeps getting working pages of the current release,
      // and each such page load counts against the canary until it is rolled back.
      const gone = new URL(`/gone-${randomUUID()}/mf-manifest.json`, release.manifestUrl).toString();
      switchRegistry({}, {}, { public: { url: gone, percent: 10, maxErrorRate: 0.5, minLoads: 3 } });
      for (let i = 0; i < 3; i++) {
        await inside.page.reload();
        await inside.site.heading('About Remuda Ranch').waitFor();
        expect(await inside.area.getAttribute('data-remote-version')).toBe(release.current);
      }
      expect(await statusOf(gone)).toMatchObject({ loads: 3, errors: 3, rolledBack: { loads: 3, errors: 3 } });
      expect(((await (await admin.page.request.get('/api/remotes')).json()) as { canary?: object }).canary).toBeUndefined();

      await new Site(admin.page).open('/admin/horses');
      await admin.page.getByRole('button', { name: 'About this site' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'About this site' });
      await dialog.getByText(gone).waitFor();
      await dialog.getByText('rolled back by itself').waitFor();
      expect([...inside.pageErrors, ...outside.pageErrors, ...newcomer.pageErrors, ...admin.pageErrors]).toEqual([]);
    } finally {
      switchRegistry({});
      for (const visit of [inside, outside, newcomer, admin]) await visit.context.close();
    }
  });
});
