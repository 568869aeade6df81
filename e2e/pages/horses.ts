import type { Locator, Page } from 'playwright-core';

/** The public horse list and a horse's page. */
export class PublicHorses {
  constructor(readonly page: Page) {}

  get status(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Showing \d+ horses?$|^No horses found/ });
  }

  async choose(filter: 'Breed' | 'Gender', option: string): Promise<void> {
    await this.page.getByLabel(filter, { exact: true }).selectOption({ label: option });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByLabel('Search', { exact: true });
    await box.fill(text);
    await box.press('Enter');
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }
}
