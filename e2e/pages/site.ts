import type { Locator, Page } from 'playwright-core';
import { eventually } from '../support/eventually.js';

/** The public site's frame, as a visitor sees it. */
export class Site {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.live();
  }

  /**
   * Waits until a page the server drew is live: React has taken over (hydrated) its heading, so a click or a key
   * is heard. A page the browser draws itself is live as soon as it shows.
   */
  async live(): Promise<void> {
    await this.page.waitForFunction(() => {
      if (!document.getElementById('remuda-state')) return true;
      const heading = document.querySelector('#main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    });
  }

  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  path(): string {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }

  /** Waits until the browser is at `path` (navigation in a single-page app has no load event). */
  async expectPath(path: string): Promise<void> {
    await eventually(() => expect(this.path()).toBe(path));
  }
}
