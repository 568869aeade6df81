import type { Locator, Page } from 'playwright-core';

/** Recently deleted (`/admin/deleted`), an administrator's page. */
export class RecentlyDeletedPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Recently deleted', exact: true });
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** The row of a deleted thing, found by text it shows (its description, title or horse). */
  row(text: string): Locator {
    return this.table.locator('tbody tr.ant-table-row').filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Restores the row's thing, confirming in the dialog. */
  async restore(text: string): Promise<void> {
    await this.row(text).getByRole('button', { name: /^Restore / }).click();
    await this.dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  }
}
