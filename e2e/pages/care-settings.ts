import type { Locator, Page } from 'playwright-core';

/** The care settings as the API answers them (the fields the journeys read). */
export interface CareSettingsJson {
  timeZone: string;
  leadDays: number;
  digestHour: number;
  kinds: Array<{ kind: string; name: string; intervalDays: number; builtIn: boolean }>;
  horseIntervals: Array<{ horseId: string; horseName: string; kind: string; days: number }>;
  version: number;
}

/** Care Settings (`/admin/care/settings`, administrators): the ranch's settings, the kinds of care, the horses on their own interval. */
export class CareSettingsPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Care Settings', exact: true });
  }

  /** A section by its heading: 'Ranch', 'Kinds of care', 'Add a kind of care', 'Horses on their own interval', 'Give a horse its own interval'. */
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The kinds table's row of a kind, by its name. */
  kindRow(name: string): Locator {
    return this.section('Kinds of care').locator('tbody tr.ant-table-row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async addKind(name: string, intervalDays: number): Promise<void> {
    const form = this.section('Add a kind of care');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Interval (days)', { exact: true }).fill(String(intervalDays));
    await form.getByRole('button', { name: 'Add kind', exact: true }).click();
  }

  /** Removes an added kind, confirming in the dialog. */
  async removeKind(name: string): Promise<void> {
    await this.section('Kinds of care').getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Remove ${name}?` });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Gives a horse its own interval for a kind: the horse found by typing its name, the kind picked by its name. */
  async setHorseInterval(horseName: string, kindName: string, days: number): Promise<void> {
    const form = this.section('Give a horse its own interval');
    await form.getByLabel('Horse', { exact: true }).click();
    await form.getByLabel('Horse', { exact: true }).fill(horseName);
    await this.option(horseName).click();
    await form.getByLabel('Kind of care', { exact: true }).click();
    await this.option(kindName).click();
    await form.getByLabel('Interval (days)', { exact: true }).fill(String(days));
    await form.getByRole('button', { name: 'Set interval', exact: true }).click();
  }

  /** The row of a horse on its own interval for a kind. */
  horseIntervalRow(horseName: string, kindName: string): Locator {
    return this.section('Horses on their own interval')
      .locator('tbody tr.ant-table-row')
      .filter({ has: this.page.getByRole('link', { name: horseName, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: kindName, exact: true }) });
  }

  backToRanch(horseName: string, kindName: string): Locator {
    return this.section('Horses on their own interval').getByRole('button', { name: `Back to the ranch's interval: ${horseName}, ${kindName}`, exact: true });
  }

  /** A staff account's switch of the daily care mail, in Digest recipients. */
  digestSwitch(email: string): Locator {
    return this.section('Digest recipients').getByRole('switch', { name: `Daily care mail for ${email}`, exact: true });
  }

  /** An option of the select now open. */
  private option(title: string): Locator {
    return this.page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`);
  }
}

/** Every staff account and whether it gets the daily care digest, as the API answers an administrator now. */
export async function digestRecipients(page: Page): Promise<Array<{ id: string; email: string; role: string; enabled: boolean }>> {
  const answer = await page.request.get('/api/users/care-digest/recipients');
  if (!answer.ok()) throw new Error(`/api/users/care-digest/recipients answered ${answer.status()}`);
  return (await answer.json()) as Array<{ id: string; email: string; role: string; enabled: boolean }>;
}

/** The care settings as the API answers them now. */
export async function careSettings(page: Page): Promise<CareSettingsJson> {
  const answer = await page.request.get('/api/care/settings');
  if (!answer.ok()) throw new Error(`/api/care/settings answered ${answer.status()}`);
  return (await answer.json()) as CareSettingsJson;
}
