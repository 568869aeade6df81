import type { Locator, Page } from 'playwright-core';

/** A riding log as the API answers it (the fields the journeys read). */
export interface RidingLogJson {
  id: string;
  horseId: string;
  horseName: string | null;
  date: string;
  notes: string;
  durationMinutes: number | null;
  rider: string;
  type: 'trail' | 'arena' | 'training' | 'groundwork' | 'other';
}

/** The riding logs list (`/admin/riding-logs`). */
export class RidingLogsList {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Riding Logs', exact: true });
  }

  /** "N rides" above the table, once the list has loaded. */
  get count(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^\d+ rides?$/ });
  }

  get table(): Locator {
    return this.page.locator('.ant-table');
  }

  /** Types into the search box; the page sends the search after a pause and keeps it in the address. */
  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search by horse, notes or rider').fill(text);
  }

  /** The table's body row that shows `text`. */
  row(text: string): Locator {
    return this.table.locator('tbody tr.ant-table-row').filter({ hasText: text });
  }

  get noMatches(): Locator {
    return this.page.getByText('No riding logs matching your search criteria.', { exact: true });
  }
}

/** The add and edit screens' form. */
export class RidingLogForm {
  constructor(readonly page: Page) {}

  heading(name: 'Add Riding Log' | 'Edit Riding Log'): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get horse(): Locator {
    return this.page.getByLabel('Horse', { exact: true });
  }

  /** The name the horse selector shows as chosen. */
  async chosenHorse(): Promise<string | null> {
    return this.page.locator('.ant-select', { has: this.horse }).locator('.ant-select-content').getAttribute('title');
  }

  async chooseType(label: 'Trail' | 'Arena' | 'Training' | 'Groundwork' | 'Other'): Promise<void> {
    await this.page.getByLabel('Type', { exact: true }).click();
    await this.page.locator(`.ant-select-item-option[title="${label}"]`).click();
  }

  get date(): Locator {
    return this.page.getByLabel('Date', { exact: true });
  }

  get duration(): Locator {
    return this.page.getByLabel('Duration (minutes)', { exact: true });
  }

  get notes(): Locator {
    return this.page.getByLabel('Notes', { exact: true });
  }

  async submit(label: 'Create Log' | 'Save Changes'): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** The delete screen (`/admin/riding-logs/delete/{id}`) and its confirmation dialog. */
export class DeleteRidingLogPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Delete Riding Log', exact: true });
  }

  get details(): Locator {
    return this.page.getByRole('region', { name: 'Record details' });
  }

  get warning(): Locator {
    return this.page.getByText('Are you sure you want to delete this riding log? This action cannot be undone.', { exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm Deletion' });
  }

  async deleteRecord(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete Record', exact: true }).click();
  }

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
