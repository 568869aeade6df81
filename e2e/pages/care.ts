import type { Locator, Page } from 'playwright-core';

/** Today's care as the API answers it (the fields the journeys read). */
export interface CareDueJson {
  today: string;
  groups: Array<{ kind: string; name: string; items: Array<{ horseId: string; horseName: string; away: boolean }> }>;
}

/** Today's Care (`/admin/care`): a group per kind of care, each with its horses and the form of a round. */
export class CarePage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: "Today's Care", exact: true });
  }

  /** A kind's group ('Worming'), by its heading "Worming (3)". */
  group(name: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  /** The group's heading when it lists `count` horses. */
  groupHeading(name: string, count: number): Locator {
    return this.page.getByRole('heading', { level: 2, name: `${name} (${count})`, exact: true });
  }

  selectAll(name: string): Locator {
    return this.group(name).getByRole('checkbox', { name: `Select all: ${name}`, exact: true });
  }

  field(group: string, label: 'Date' | 'Vet' | 'Notes'): Locator {
    return this.group(group).getByLabel(label, { exact: true });
  }

  recordButton(group: string): Locator {
    return this.group(group).getByRole('button', { name: new RegExp(`^Record ${group.toLowerCase()} for \\d+ horses?$`) });
  }
}

/** The care list as the API answers it now, every horse of each group (the demo herd's groups are far smaller). */
export async function careDue(page: Page): Promise<CareDueJson> {
  const answer = await page.request.get('/api/care/due?limit=500');
  if (!answer.ok()) throw new Error(`/api/care/due answered ${answer.status()}`);
  return (await answer.json()) as CareDueJson;
}
