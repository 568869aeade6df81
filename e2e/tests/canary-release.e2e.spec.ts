import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';
import { runningRelease, switchRegistry } from '../support/remote-releases.js';

afterAll(async () => {
  switchRegistry({});
  await closeBrowser();
});

/** A signed-in trainer whose browser drew this place among all browsers (0 to 100), as the shell keeps it. */
async function trainerAt(bucket: number): Promise<{ page: Page; context: BrowserContext; pageErrors: string[]; canaryRequests: string[] }> {
  const visit = await signedInVisitor('trainer@remuda.test');
  await visit.context.addCookies([{ name: 'remuda-release-bucket', value: String(bucket), url: platform().baseUrl }]);
  const canaryRequests: string[] = [];
  visit.page.on('request', (request) => {
    if (request.url().includes('/canary-')) canaryRequests.push(request.url());
  });
  return { ...visit, canaryRequests };
}

describe('a canary release', () => {
  it('that is broken rolls back by itself, while browsers outside its share never load it', async () => {
    const outside = await trainerAt(50);
    const inside = await trainerAt(5);
    const running = await runningRelease(outside.page, 'riding');
    // The new release of the riding section, to 10 % of browsers: broken (its files cannot be fetched). A release of
    // its own in every run, as each release has its own address: a rollback is remembered for its release.
    const canary = new URL(`/canary-${randomUUID()}/mf-manifest.json`, running).toString();
    switchRegistry({}, {}, { riding: { url: canary, percent: 10, maxErrorRate: 0.5, minLoads: 3 } });
    try {
      const served = async () => ((await (await outside.page.request.get('/api/remotes')).json()) as { canary?: Record<string, { url: string }> }).canary;
      expect(await served()).toEqual({ riding: { url: canary, percent: 10 } });

      // Outside the share: the current release, and no request ever goes to the canary.
      const outsideSite = new Site(outside.page);
      const outsideArea = outside.page.locator('[data-remote="riding"]');
      for (let i = 0; i < 2; i++) {
        await outsideSite.open('/admin/riding-logs');
        await outsideArea.getByRole('heading', { level: 1 }).waitFor();
      }
      expect(outside.canaryRequests).toEqual([]);

      // Inside it: the canary fails, the page loads the current release at once and says so to the gateway, page
      // load after page load, until the canary is rolled back.
      const insideSite = new Site(inside.page);
      const insideArea = inside.page.locator('[data-remote="riding"]');
      await insideSite.open('/admin/riding-logs');
      await insideArea.getByRole('heading', { level: 1 }).waitFor();
      expect(inside.canaryRequests.length).toBeGreaterThan(0);
      await eventually(async () => {
        // Leaving the page sends what it saw.
        await inside.page.reload();
        await insideArea.getByRole('heading', { level: 1 }).waitFor();
        expect(await served()).toBeUndefined();
      }, 30_000);

      // Rolled back: the browser in its share loads the current release, without trying the canary.
      inside.canaryRequests.length = 0;
      await inside.page.reload();
      await insideArea.getByRole('heading', { level: 1 }).waitFor();
      expect(inside.canaryRequests).toEqual([]);
      expect(outside.canaryRequests).toEqual([]);

      // An administrator reads what happened on About this site.
      const admin = await signedInVisitor('admin@remuda.test');
      await new Site(admin.page).open('/admin/horses');
      await admin.page.getByRole('button', { name: 'About this site' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'About this site' });
      await dialog.getByRole('heading', { name: 'Releases on trial' }).waitFor();
      await dialog.getByText('rolled back by itself').waitFor();
      await dialog.getByText(canary).waitFor();
      expect([...outside.pageErrors, ...inside.pageErrors, ...admin.pageErrors]).toEqual([]);
      await admin.context.close();
    } finally {
      switchRegistry({});
      await outside.context.close();
      await inside.context.close();
    }
  });
});
