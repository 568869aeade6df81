import { DeleteRecordPage, RIDING_LOGS, RecordForm, RecordList, type RidingLogJson, todayUtc } from '../pages/records.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { StaffHorsePage } from '../pages/staff-horse.js';
import { type Visit, closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

interface HorseJson {
  id: string;
  name: string;
  deceased: boolean;
  on_property: boolean;
}

/** A horse's public page carries its rides from the riding service: long enough for a busy machine, never a fixed sleep. */
const RIDES_SETTLE_MS = 20_000;

/** Dates as the pages show them: US long format, read in UTC. */
const usLong = (date: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

afterAll(closeBrowser);

describe('staff riding log screens', () => {
  // One trainer's session walks a ride through its life: logged from the horse, edited from the list, deleted from the horse's tab.
  let trainer: Visit;
  let horse: HorseJson;
  let logId: string;
  const stamp = Date.now();
  const firstNotes = `Creek crossing on the south loop ${stamp}`;
  const editedNotes = `Creek crossing and hill work on the south loop ${stamp}`;
  const today = todayUtc();

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
  });

  afterAll(async () => {
    await trainer?.context.close();
  });

  it("let a trainer log a ride from a horse's page, and it shows on the staff tab and the public tab", async () => {
    const { page } = trainer;
    const site = new Site(page);
    const horses = (await (await page.request.get('/api/horses')).json()) as HorseJson[];
    const rideable = horses.filter((h) => h.on_property && !h.deceased).sort((a, b) => b.name.localeCompare(a.name));
    expect(rideable.length).toBeGreaterThan(0);
    horse = rideable[0]!;

    await site.open(`/admin/horses/${horse.id}`);
    const horsePage = new StaffHorsePage(page);
    await horsePage.heading(horse.name).waitFor();
    // A mark on the window: it survives navigation inside the app and is gone after a full reload.
    await page.evaluate(() => Object.assign(window, { __remudaE2eNoReload: true }));

    const tab = await horsePage.ridingLogsTab();
    await tab.getByRole('link', { name: 'Log a Ride', exact: true }).click();
    await site.expectPath(`/admin/riding-logs/add?horseId=${horse.id}`);

    const form = new RecordForm(page);
    await form.heading('Add Riding Log').waitFor();
    await page.getByRole('heading', { level: 2, name: 'New Riding Log', exact: true }).waitFor();
    await eventually(async () => expect(await form.chosenHorse()).toBe(horse.name));
    expect(await form.horse.isDisabled()).toBe(true);
    expect(await form.date.inputValue()).toBe(today);

    await form.choose('Type', 'Arena');
    await form.field('Duration (minutes)').fill('45');
    await form.field('Notes').fill(firstNotes);
    await form.submit('Create Log');

    await site.expectPath(`/admin/horses/${horse.id}`);
    await horsePage.heading(horse.name).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __remudaE2eNoReload?: boolean }).__remudaE2eNoReload)).toBe(true);

    const logs = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as RidingLogJson[];
    const saved = logs.find((l) => l.notes === firstNotes);
    expect(saved).toMatchObject({ horseId: horse.id, date: today, type: 'arena', durationMinutes: 45, rider: 'trainer@remuda.test' });
    logId = saved!.id;

    const panel = await horsePage.ridingLogsTab();
    const entry = panel.getByRole('listitem').filter({ hasText: firstNotes });
    await entry.waitFor();
    await entry.getByRole('heading', { level: 3, name: usLong(today) }).waitFor();
    await entry.getByText('Arena · 45 min · trainer@remuda.test', { exact: true }).waitFor();
    // Newest first: today's ride heads the panel.
    expect(await panel.getByRole('heading', { level: 3 }).first().textContent()).toBe(usLong(today));

    // The public horse page's Riding Logs tab shows the ride's date and notes.
    await eventually(async () => {
      await site.open(`/horses/${horse.id}`);
      await page.getByRole('tab', { name: 'Riding Logs', exact: true }).click();
      const ride = page.getByRole('region', { name: 'Riding Logs' }).getByRole('listitem').filter({ hasText: firstNotes });
      await ride.waitFor({ timeout: 3_000 });
      expect(await ride.locator('time').textContent()).toBe(usLong(today));
    }, RIDES_SETTLE_MS);
    expect(trainer.pageErrors).toEqual([]);
  });

  it("let the trainer change the ride's notes from the list's actions", async () => {
    expect(logId).toBeDefined();
    const { page } = trainer;
    const site = new Site(page);
    const list = new RecordList(page, RIDING_LOGS);
    await site.open('/admin/riding-logs');
    await list.heading.waitFor();
    await list.count.waitFor();
    await list.search(firstNotes);
    await eventually(() => expect(new URL(page.url()).searchParams.get('q')).toBe(firstNotes));
    const row = list.row(firstNotes);
    await row.waitFor();
    await row.getByRole('link', { name: horse.name, exact: true }).waitFor();
    await row.getByText('Arena', { exact: true }).waitFor();
    await list.count.filter({ hasText: /^1 ride$/ }).waitFor();
    await row.getByRole('link', { name: /^Edit riding log of / }).click();
    await site.expectPath(`/admin/riding-logs/edit/${logId}`);

    const form = new RecordForm(page);
    await form.heading('Edit Riding Log').waitFor();
    await eventually(async () => expect(await form.field('Notes').inputValue()).toBe(firstNotes));
    await form.field('Notes').fill(editedNotes);
    await form.submit('Save Changes');
    await site.expectPath(`/admin/horses/${horse.id}`);

    const panel = await new StaffHorsePage(page).ridingLogsTab();
    await panel.getByRole('listitem').filter({ hasText: editedNotes }).waitFor();
    const log = (await (await page.request.get(`/api/riding-logs/${logId}`)).json()) as RidingLogJson;
    expect(log).toMatchObject({ notes: editedNotes, type: 'arena', durationMinutes: 45, date: today, horseId: horse.id });
    expect(trainer.pageErrors).toEqual([]);
  });

  it("let the trainer delete the ride from the horse's tab through the delete page and its confirmation", async () => {
    expect(logId).toBeDefined();
    const { page } = trainer;
    const site = new Site(page);
    await site.open(`/admin/horses/${horse.id}`);
    const horsePage = new StaffHorsePage(page);
    await horsePage.heading(horse.name).waitFor();
    const panel = await horsePage.ridingLogsTab();
    const entry = panel.getByRole('listitem').filter({ hasText: editedNotes });
    await entry.getByRole('link', { name: `Delete riding log of ${usLong(today)}`, exact: true }).click();
    await site.expectPath(`/admin/riding-logs/delete/${logId}`);

    const remove = new DeleteRecordPage(page, RIDING_LOGS);
    await remove.heading.waitFor();
    await remove.details.getByText(editedNotes, { exact: true }).waitFor();
    await remove.details.getByText(horse.name, { exact: true }).waitFor();
    await remove.details.getByText('trainer@remuda.test', { exact: true }).waitFor();
    await remove.warning.waitFor();
    await remove.deleteRecord();
    await remove.dialog.waitFor();
    await remove.dialog.getByText('Are you absolutely sure you want to delete this riding log? This action cannot be undone.', { exact: true }).waitFor();
    await remove.confirm();
    await site.expectPath(`/admin/horses/${horse.id}`);

    const after = await horsePage.ridingLogsTab();
    await after.getByRole('listitem').filter({ hasText: editedNotes }).waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/riding-logs/${logId}`)).status()).toBe(404);

    const list = new RecordList(page, RIDING_LOGS);
    await site.open(`/admin/riding-logs?q=${encodeURIComponent(editedNotes)}`);
    await list.noMatches.waitFor();
    expect(trainer.pageErrors).toEqual([]);
  });

  it('keep a USER out of the riding screens, and the API refuses their writes', async () => {
    const { page, context, pageErrors } = await signedInVisitor('user@remuda.test');
    const site = new Site(page);
    for (const path of ['/admin/riding-logs', `/admin/riding-logs/add?horseId=${horse.id}`]) {
      await site.open(path);
      await site.expectPath('/unauthorized');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    }

    const [some] = (await (await page.request.get('/api/riding-logs?limit=1')).json()) as RidingLogJson[];
    expect(some).toBeDefined(); // the demo herd has a history of rides
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const body = { horseId: horse.id, date: today, notes: 'Written by a user', type: 'trail' };
    expect((await page.request.post('/api/riding-logs', { data: body, headers })).status()).toBe(403);
    expect((await page.request.put(`/api/riding-logs/${some!.id}`, { data: body, headers })).status()).toBe(403);
    expect((await page.request.delete(`/api/riding-logs/${some!.id}`, { headers })).status()).toBe(403);
    const logs = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as RidingLogJson[];
    expect(logs.some((l) => l.notes === 'Written by a user')).toBe(false);
    expect((await (await page.request.get(`/api/riding-logs/${some!.id}`)).json()) as RidingLogJson).toEqual(some);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
