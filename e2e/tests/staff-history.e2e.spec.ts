import { readFile } from 'node:fs/promises';
import { RecordForm, todayUtc } from '../pages/records.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { StaffHorsePage } from '../pages/staff-horse.js';
import { type Visit, closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

afterAll(closeBrowser);

describe('the history of every change', () => {
  // One platform: a trainer changes a horse and a record, an administrator reads and downloads, a USER is kept out.
  let trainer: Visit;
  const stamp = Date.now();
  const name = `History Sage ${stamp}`;
  let horseId: string;
  let recordId: string;

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
  });
  afterAll(async () => {
    expect(trainer?.pageErrors).toEqual([]);
    await trainer?.context.close();
  });

  it("lets a trainer edit a horse and a record, and see each field's before and after on the horse's History tab and the record's page", async () => {
    const { page } = trainer;
    const site = new Site(page);
    const made = await page.request.post('/api/horses', { data: { name, sex: 'mare', color: 'Bay' }, headers: XHR });
    expect(made.status()).toBe(201);
    horseId = ((await made.json()) as { id: string }).id;
    const record = await page.request.post('/api/medical-records', { data: { horseId, date: todayUtc(), description: `Spring check ${stamp}` }, headers: XHR });
    expect(record.status()).toBe(201);
    recordId = ((await record.json()) as { id: string }).id;

    await site.open(`/admin/horses/edit/${horseId}`);
    const color = page.getByLabel('Color', { exact: true });
    await eventually(async () => expect(await color.inputValue()).toBe('Bay'));
    await color.fill('Blue Roan');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await site.expectPath(`/admin/horses/${horseId}`);

    await site.open(`/admin/medical-records/edit/${recordId}`);
    const form = new RecordForm(page);
    await eventually(async () => expect(await form.field('Description').inputValue()).toBe(`Spring check ${stamp}`));
    await form.field('Description').fill(`Spring check, teeth floated ${stamp}`);
    await form.submit('Save Changes');
    await site.expectPath(`/admin/horses/${horseId}`);

    const horsePage = new StaffHorsePage(page);
    await horsePage.heading(name).waitFor();
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'History', exact: true });
    // The history is kept from the events: within a moment of the change, never a fixed sleep.
    await eventually(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'History', exact: true }).click();
      await panel.getByText(`Description: Spring check ${stamp} → Spring check, teeth floated ${stamp}`).waitFor({ timeout: 2000 });
    }, 20_000);
    await panel.getByText('Color: Bay → Blue Roan').waitFor();
    const headings = await panel.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual([`Changed: Medical record of ${name} ${todayUtc()}`, `Changed: Horse ${name}`]);
    await panel.getByText(/trainer@remuda\.test \(Trainer\)/).first().waitFor();

    await site.open(`/admin/medical-records/edit/${recordId}`);
    await page.getByRole('button', { name: 'Show changes' }).click();
    const own = page.getByRole('list', { name: 'Changes to this record, newest first' });
    await own.getByText(`Description: Spring check ${stamp} → Spring check, teeth floated ${stamp}`).waitFor();
    expect(await own.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      `Changed: Medical record of ${name} ${todayUtc()}`,
      `Created: Medical record of ${name} ${todayUtc()}`,
    ]);
  });

  it("lets an administrator filter Activity by person and download what it shows as CSV", async () => {
    const { page, context } = await signedInVisitor('admin@remuda.test');
    try {
      const site = new Site(page);
      await site.open('/admin');
      await page.getByRole('link', { name: 'Activity', exact: true }).click();
      await site.expectPath('/admin/activity');
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      await page.getByLabel('Person', { exact: true }).click();
      await page.locator('.ant-select-item-option[title="trainer@remuda.test"]').click();
      await page.getByLabel('Kind of thing', { exact: true }).click();
      await page.locator('.ant-select-item-option[title="Horse"]').click();
      await eventually(() => expect(new URL(page.url()).search).toMatch(/^\?actorId=[0-9a-f-]{36}&kind=horses\.horse$/));
      const row = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Color: Bay → Blue Roan' });
      await row.waitFor();
      const whoCells = await page.locator('tbody tr.ant-table-row td:nth-child(2)').allTextContents();
      expect(new Set(whoCells)).toEqual(new Set(['trainer@remuda.test (Trainer)']));

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^remuda-activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('When (UTC),Who,Role,Kind,Label,Id,Horse,Action,Changes');
      const ours = lines.filter((line) => line.includes(horseId));
      expect(ours.length).toBe(2);
      expect(ours[0]).toContain(`trainer@remuda.test,Trainer,Horse,${name},${horseId},${name},Changed,Color: Bay → Blue Roan`);
      expect(lines.slice(1).every((line) => line.includes(',trainer@remuda.test,Trainer,Horse,'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps a USER out of /admin/activity, and out of the history over the API', async () => {
    const { page, context } = await signedInVisitor('user@remuda.test');
    try {
      const site = new Site(page);
      await site.open('/admin/activity');
      await site.expectPath('/unauthorized');
      expect(await page.getByRole('link', { name: 'Activity', exact: true }).count()).toBe(0);
      expect((await page.request.get('/api/activity')).status()).toBe(403);
      expect((await page.request.get(`/api/history/horses/${horseId}`)).status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
