import type { ConsoleMessage, Page, Route } from 'playwright-core';
import { PublicHorses } from '../pages/horses.js';
import { Site } from '../pages/site.js';
import { closeBrowser, launchBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';

afterAll(closeBrowser);

interface PublicRoute {
  path: string;
  title: string;
  heading: string;
  /** Something the visitor does once the page is live, and what shows it worked. */
  interact: (page: Page) => Promise<void>;
}

/** A horse of the public list, as the API holds it now. */
async function listedHorse(): Promise<{ id: string; name: string }> {
  const horses = (await (await fetch(`${platform().baseUrl}/api/horses?status=on-property&limit=1`)).json()) as Array<{ id: string; name: string }>;
  if (!horses[0]) throw new Error('the public list is empty: the journeys run with the demo herd');
  return horses[0];
}

/** Each public route, named as the test names it, and how to find what it shows. */
const ROUTES: Array<[string, () => Promise<PublicRoute>]> = [
  ['/', async () => ({
    path: '/',
    title: 'Remuda Ranch',
    heading: 'Good Horses, Raised on Open Country',
    interact: async (page) => {
      await page.getByRole('link', { name: 'Meet Our Horses' }).click();
      await new Site(page).expectPath('/horses');
      await page.getByRole('heading', { level: 1, name: 'Our Horses' }).waitFor();
    },
  })],
  ['/about', async () => ({
    path: '/about',
    title: 'About | Remuda Ranch',
    heading: 'About Remuda Ranch',
    interact: async (page) => {
      await page.getByRole('link', { name: 'See Our Horses' }).click();
      await new Site(page).expectPath('/horses');
    },
  })],
  ['/horses', async () => ({
    path: '/horses',
    title: 'Our Horses | Remuda Ranch',
    heading: 'Our Horses',
    interact: async (page) => {
      const horses = new PublicHorses(page);
      const { name } = await listedHorse();
      await horses.search(name);
      await eventually(async () => expect(new URL(page.url()).searchParams.get('q')).toBe(name));
      await page.getByRole('heading', { level: 2, name }).waitFor();
      await eventually(async () => expect(await horses.status.textContent()).toMatch(/^Showing \d+ horses?$/));
    },
  })],
  ['/gallery', async () => ({
    path: '/gallery',
    title: 'Gallery | Remuda Ranch',
    heading: 'Gallery',
    interact: async (page) => {
      await page.getByRole('tabpanel').getByRole('button').first().click();
      await page.getByRole('dialog').getByRole('img').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  })],
  ['/cattle', async () => ({
    path: '/cattle',
    title: 'Our Cattle | Remuda Ranch',
    heading: 'Our Cattle',
    interact: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await new Site(page).expectPath('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    },
  })],
  ['/contact', async () => ({
    path: '/contact',
    title: 'Contact Us | Remuda Ranch',
    heading: 'Contact Us',
    interact: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Name is required').waitFor();
      await page.getByText('Message is required').waitFor();
    },
  })],
  ['/horses/{id}', async () => {
    const horse = await listedHorse();
    return {
      path: `/horses/${horse.id}`,
      title: `${horse.name} | Remuda Ranch`,
      heading: horse.name,
      interact: async (page) => {
        const tab = page.getByRole('tab', { name: 'Riding Logs' });
        await tab.click();
        await eventually(async () => expect(await tab.getAttribute('aria-selected')).toBe('true'));
      },
    };
  }],
];

/** A line React or the page logs when the browser could not take over the server's markup. */
const HYDRATION_TROUBLE = /did not match|hydrat|Minified React error #4(18|19|21|22|23|25)/i;

describe('public pages drawn on the server', () => {
  it.each(ROUTES)('%s holds its content and tags without JavaScript', async (_, make) => {
    const route = await make();
    const browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: platform().baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(route.title);
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Our Horses',
      'Our Cattle',
      'Contact',
      'Login',
    ]);
    const head = page.locator('head');
    const content = (selector: string) => head.locator(selector).getAttribute('content');
    expect(await content('meta[name="description"]')).toMatch(/\S{3,}/);
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(route.path);
    expect(await content('meta[property="og:title"]')).toBe(route.title);
    expect(await content('meta[property="og:url"]')).toBe(canonical);
    expect(await content('meta[property="og:description"]')).toBe(await content('meta[name="description"]'));
    expect(await content('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\.webp$/);
    expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
    if (route.path.startsWith('/horses/')) {
      const data = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!) as { name: string };
      expect(data.name).toBe(route.heading);
    }
    await context.close();
  });

  it.each(ROUTES)('%s comes alive in the browser without drawing it again', async (_, make) => {
    const route = await make();
    const { page, context, pageErrors } = await newVisitor();
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    // Marks the heading the server sent, once the HTML is parsed and before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector('#main h1')?.setAttribute('data-from-server', '');
      });
    });
    const site = new Site(page);
    await site.open(route.path);
    // The markup the server sent is the markup that stays: React took it over rather than drawing it again.
    const heading = page.getByRole('heading', { level: 1, name: route.heading });
    expect(await heading.getAttribute('data-from-server')).toBe('');
    expect(await page.title()).toBe(route.title);
    await route.interact(page);
    expect(logged.filter((line) => HYDRATION_TROUBLE.test(line))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers 404 for a horse that is not there, with its page, and the page stays live', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const response = await page.goto('/horses/no-such-horse');
    expect(response?.status()).toBe(404);
    const site = new Site(page);
    await site.live();
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find that horse' }).waitFor();
    expect(await page.title()).toBe('Horse not found | Remuda Ranch');
    await page.getByRole('link', { name: 'Back to All Horses' }).click();
    await site.expectPath('/horses');
    expect(logged.filter((line) => HYDRATION_TROUBLE.test(line))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the public site’s own code (ADR 016)', () => {
  it('runs a visitor’s pages without the shell or the federation runtime, and opens sign-in from the shell', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const site = new Site(page);
    await site.open('/');
    expect(scripts.some((script) => script.endsWith('/client/site.js'))).toBe(true);

    // Moving between public pages stays in the page: nothing the page set is lost.
    await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
    await site.mainNav.getByRole('link', { name: 'Our Cattle' }).click();
    await site.expectPath('/cattle');
    await page.getByRole('heading', { level: 1, name: 'Our Cattle' }).waitFor();
    expect(await page.evaluate(() => (window as { stayedInPage?: boolean }).stayedInPage)).toBe(true);
    expect(scripts.filter((script) => /\/(main|remoteEntry)\.js$/.test(script))).toEqual([]);

    // Sign-in is the shell's: it opens as a new page, which the shell draws.
    await site.mainNav.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await site.expectPath('/login');
    expect(await page.evaluate(() => (window as { stayedInPage?: boolean }).stayedInPage)).toBeUndefined();
    expect(scripts).toContain('/main.js');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('fetches the code that takes a page over only once the page has loaded, its photos first', async () => {
    const { page, context, pageErrors } = await newVisitor();
    await new Site(page).open('/horses');
    const timing = await page.evaluate(() => {
      const started = (pattern: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname))?.startTime ?? null;
      return {
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        entry: started(/\/client\/site\.js$/),
        takeOver: started(/\/client\/bootstrap(\.[0-9a-f]+)?\.js$/),
        photo: started(/^\/media\//),
      };
    });
    expect(timing.entry).not.toBeNull();
    expect(timing.photo).not.toBeNull();
    // After the load event, or, on a machine so busy that the page took longer, after the entry's 3-second fallback.
    expect(timing.takeOver).toBeGreaterThanOrEqual(Math.min(timing.loaded, 3000));
    expect(timing.takeOver).toBeGreaterThan(timing.photo!);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('comes alive all the same when a picture never arrives and the page never finishes loading', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const held: Route[] = [];
    // Pictures are held unanswered: the load event cannot come.
    await page.route(/\/media\//, (route) => {
      held.push(route);
    });
    await page.goto('/horses', { waitUntil: 'domcontentloaded' });
    await new Site(page).live();
    expect(held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
