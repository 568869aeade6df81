import type { BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from '../support/eventually.js';

/** What the staff app's web app manifest says of itself (the fields a browser needs to install it). */
export interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** The staff area as an installed app: its manifest, its service worker and what that keeps for offline use. */
export class StaffApp {
  constructor(readonly page: Page) {}

  /** The staff layout's navigation, drawn by the shell whether or not the page's data arrived. */
  get staffNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Staff' });
  }

  /** The part of the page a remote drew, marked with the release it runs. */
  remoteArea(remote: string): Locator {
    return this.page.locator(`[data-remote="${remote}"]`);
  }

  /** The address of the manifest the page links, or null when it links none. */
  async manifestHref(): Promise<string | null> {
    const link = this.page.locator('link[rel="manifest"]');
    return (await link.count()) ? link.getAttribute('href') : null;
  }

  /** Waits until a service worker is in charge of this page. */
  async controlled(): Promise<void> {
    await eventually(async () => expect(await this.page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated'), 20_000);
  }

  /** The addresses of the service workers registered for the site, as the page sees them. */
  registrations(): Promise<string[]> {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? ''));
  }

  /** Every cache the service worker filled, with the number of bytes of the answers in it. */
  cacheSizes(): Promise<Record<string, { entries: number; bytes: number; urls: string[] }>> {
    return this.page.evaluate(async () => {
      const sizes: Record<string, { entries: number; bytes: number; urls: string[] }> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const requests = await cache.keys();
        let bytes = 0;
        for (const request of requests) bytes += (await (await cache.match(request))!.blob()).size;
        sizes[name] = { entries: requests.length, bytes, urls: requests.map((r) => r.url) };
      }
      return sizes;
    });
  }

  /**
   * Waits until the data layer has kept the signed-in account's answers on the device (shell-kit's
   * persist-query-cache: IndexedDB `remuda-query-cache`, entry `staff`), without which a page opened offline
   * cannot know who is signed in. It writes shortly after answers arrive.
   */
  async answersKept(): Promise<void> {
    const kept = () =>
      this.page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('remuda-query-cache');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('cache')) return resolve(false);
              const read = db.transaction('cache').objectStore('cache').get('staff');
              read.onsuccess = () => resolve(Boolean((read.result as { accountId?: string } | undefined)?.accountId));
              read.onerror = () => resolve(false);
            };
          }),
      );
    await eventually(async () => expect(await kept()).toBe(true));
  }

  /** What the service worker itself gets when it asks the network (so offline really is offline for it too). */
  static async serviceWorkerReachesNetwork(context: BrowserContext): Promise<boolean> {
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker runs');
    return worker.evaluate(() => fetch('/health/live', { cache: 'no-store' }).then(() => true, () => false));
  }
}
