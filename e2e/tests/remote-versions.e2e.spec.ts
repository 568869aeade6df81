import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
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
