import type { Locator, Page } from 'playwright-core';

/** A medical record as the API answers it (the fields the journeys read). */
export interface MedicalRecordJson {
  id: string;
  horseId: string;
  horseName?: string | null;
  date: string;
  description: string;
  vet: string;
  notes: string;
  wormed: boolean;
  trimmed: boolean;
  coggins: boolean;
  yearly_vaccines: boolean;
}

/** Today's calendar date in UTC, as the record form and the health policy count days. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The medical records list (`/admin/medical-records`). */
export class MedicalRecordsList {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Medical Records', exact: true });
  }

  get searchBox(): Locator {
    return this.page.getByLabel('Search by horse, description, vet or notes');
  }

  /** "N records" above the table, once the list has loaded. */
  get count(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^\d+ records?$/ });
  }

  get table(): Locator {
    return this.page.locator('.ant-table');
  }

  get addButton(): Locator {
    return this.page.getByRole('link', { name: 'Add Medical Record' });
  }

  /** Types into the search box; the page sends the search after a pause and keeps it in the address. */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  /** The table's body row that shows `text`. */
  row(text: string): Locator {
    return this.table.locator('tbody tr.ant-table-row').filter({ hasText: text });
  }

  get noMatches(): Locator {
    return this.page.getByText('No medical records matching your search criteria.', { exact: true });
  }
}

/** The add and edit screens' form ('New Medical Record' / the record's own title). */
export class MedicalRecordForm {
  constructor(readonly page: Page) {}

  heading(name: 'Add Medical Record' | 'Edit Medical Record'): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get horse(): Locator {
    return this.page.getByLabel('Horse', { exact: true });
  }

  /** The name the horse selector shows as chosen. */
  async chosenHorse(): Promise<string | null> {
    return this.page.locator('.ant-select', { has: this.horse }).locator('.ant-select-content').getAttribute('title');
  }

  get date(): Locator {
    return this.page.getByLabel('Date', { exact: true });
  }

  get description(): Locator {
    return this.page.getByLabel('Description', { exact: true });
  }

  get vet(): Locator {
    return this.page.getByLabel('Vet', { exact: true });
  }

  check(label: 'Wormed' | 'Trimmed' | 'Coggins' | 'Yearly Vaccines'): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async submit(label: 'Create Record' | 'Save Changes'): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** The delete screen (`/admin/medical-records/delete/{id}`) and its confirmation dialog. */
export class DeleteMedicalRecordPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Delete Medical Record', exact: true });
  }

  get details(): Locator {
    return this.page.getByRole('region', { name: 'Record details' });
  }

  get warning(): Locator {
    return this.page.getByText('Are you sure you want to delete this medical record? This action cannot be undone.', { exact: true });
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
