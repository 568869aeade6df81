import type { Locator, Page } from 'playwright-core';

/** A horse's staff page (`/admin/horses/{id}`): its header, details card with health needs, and record tabs (the medical and riding remotes' components). */
export class StaffHorsePage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The chips of the needs that are due (the list labelled "Needs:" in the details card). */
  get needs(): Locator {
    return this.page.getByRole('list', { name: 'Needs:' });
  }

  /** One need's chip, by the label the page gives it ('Wormer', 'Trim', 'Yearly Vaccines', 'Coggins'). */
  needChip(label: string): Locator {
    return this.needs.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });
  }

  /** Opens the Medical Records tab and answers its panel. */
  async medicalRecordsTab(): Promise<Locator> {
    await this.page.getByRole('tab', { name: 'Medical Records', exact: true }).click();
    const panel = this.page.getByRole('tabpanel', { name: 'Medical Records', exact: true });
    await panel.waitFor();
    return panel;
  }

  /** Opens the Riding Logs tab and answers its panel (drawn by the riding remote). */
  async ridingLogsTab(): Promise<Locator> {
    await this.page.getByRole('tab', { name: 'Riding Logs', exact: true }).click();
    const panel = this.page.getByRole('tabpanel', { name: 'Riding Logs', exact: true });
    await panel.waitFor();
    return panel;
  }
}
