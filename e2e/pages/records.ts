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
  /** The kinds of care an administrator added that the visit did, by key. */
  care: string[];
  /** The papers attached to it. */
  documents: Array<{ id: string; name: string; contentType: string }>;
}

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

/** How a kind of record's screens name things. */
export interface KindWords {
  /** The list's heading: 'Medical Records'. */
  title: string;
  /** One record: 'medical record'. */
  noun: string;
  /** How the list counts them: 'record' / 'records'. */
  counted: [string, string];
  searchLabel: string;
}

export const MEDICAL_RECORDS: KindWords = { title: 'Medical Records', noun: 'medical record', counted: ['record', 'records'], searchLabel: 'Search by horse, description, vet or notes' };
export const RIDING_LOGS: KindWords = { title: 'Riding Logs', noun: 'riding log', counted: ['ride', 'rides'], searchLabel: 'Search by horse, notes or rider' };

/** Today's calendar date in UTC, as the record forms and the health policy count days. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** A kind of record's list (`/admin/medical-records`, `/admin/riding-logs`). */
export class RecordList {
  constructor(
    readonly page: Page,
    readonly kind: KindWords,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.kind.title, exact: true });
  }

  get searchBox(): Locator {
    return this.page.getByLabel(this.kind.searchLabel);
  }

  /** "N records" above the table, once the list has loaded. */
  get count(): Locator {
    const [one, many] = this.kind.counted;
    return this.page.getByRole('status').filter({ hasText: new RegExp(`^\\d+ (${one}|${many})$`) });
  }

  get table(): Locator {
    return this.page.locator('.ant-table');
  }

  addButton(label: string): Locator {
    return this.page.getByRole('link', { name: label });
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
    return this.page.getByText(`No ${this.kind.noun}s matching your search criteria.`, { exact: true });
  }
}

/** The add and edit screens' form. */
export class RecordForm {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
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

  /** One of the kind's own fields (a text box, a number or a check box), by its label. */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Picks an option of one of the kind's own selects. */
  async choose(label: string, option: string): Promise<void> {
    await this.field(label).click();
    await this.page.locator(`.ant-select-item-option[title="${option}"]`).click();
  }

  async submit(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** A kind of record's delete screen and its confirmation dialog. */
export class DeleteRecordPage {
  constructor(
    readonly page: Page,
    readonly kind: KindWords,
  ) {}

  get heading(): Locator {
    const title = this.kind.noun.replace(/(^|\s)(\w)/g, (_, s: string, c: string) => `${s}${c.toUpperCase()}`);
    return this.page.getByRole('heading', { level: 1, name: `Delete ${title}`, exact: true });
  }

  get details(): Locator {
    return this.page.getByRole('region', { name: 'Record details' });
  }

  get warning(): Locator {
    return this.page.getByText(`Are you sure you want to delete this ${this.kind.noun}? This action cannot be undone.`, { exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm Deletion' });
  }

  async deleteRecord(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete Record', exact: true }).click();
  }

  async confirm(): Promise<void> {
    // The dialog opens with a zoom and a fading mask: a click while they run was once seen to land on nothing. The
    // animations that end (not a spinner's) are let finish first.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await this.dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
