import { CarePage, careDue } from '../pages/care.js';
import { CareSettingsPage, careSettings, digestRecipients } from '../pages/care-settings.js';
import { type MedicalRecordJson, RecordForm } from '../pages/records.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

/** Due dates follow a record or a change of the plan a moment later: long enough for a busy machine, never a fixed sleep. */
const CARE_SETTLES_MS = 20_000;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const KIND = 'Dental float';
const KEY = 'dental_float';
const DAY_MS = 86_400_000;

interface HorseJson {
  id: string;
  name: string;
  deceased: boolean;
  healthDue: Record<string, string>;
  healthLast: Record<string, string | null>;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

afterAll(closeBrowser);

describe('care settings', () => {
  let admin: Visit;
  const stamp = Date.now();
  const vet = `Dr. Float ${stamp}`;
  /** The horse given its own trim interval, put back on the ranch's afterwards. */
  let trimmedHorse: HorseJson | undefined;
  /** The trainer's daily care mail as the journey found it, given back afterwards. */
  let trainerDigest: { id: string; enabled: boolean } | undefined;

  /** Leaves the stack as the other journeys expect it: no added kind, no horse on its own interval, no record of ours. */
  async function tidy(): Promise<void> {
    const { page } = admin;
    const records = (await (await page.request.get(`/api/medical-records?q=${encodeURIComponent(vet)}&limit=500`)).json()) as MedicalRecordJson[];
    for (const record of records) expect((await page.request.delete(`/api/medical-records/${record.id}`, { headers: XHR })).status()).toBe(200);
    const settings = await careSettings(page);
    if (settings.kinds.some((k) => k.kind === KEY)) expect((await page.request.delete(`/api/care/kinds/${KEY}`, { headers: XHR })).status()).toBe(200);
    for (const own of settings.horseIntervals.filter((row) => row.horseId === trimmedHorse?.id)) {
      const reset = await page.request.put(`/api/care/horses/${own.horseId}/intervals/${own.kind}`, { data: { days: null }, headers: XHR });
      expect(reset.status()).toBe(200);
    }
    if (trainerDigest) {
      const back = await page.request.put(`/api/users/${trainerDigest.id}/care-digest`, { data: { enabled: trainerDigest.enabled }, headers: XHR });
      expect(back.status()).toBe(200);
    }
    await eventually(async () => expect((await careDue(page)).groups.map((g) => g.kind)).not.toContain(KEY), CARE_SETTLES_MS);
  }

  beforeAll(async () => {
    admin = await signedInVisitor('admin@remuda.test');
    await tidy(); // what an interrupted run may have left
  });

  afterAll(async () => {
    if (admin) {
      await tidy();
      expect(admin.pageErrors).toEqual([]);
      await admin.context.close();
    }
  });

  it("lets an administrator add a kind of care, which a new medical record ticks, moving the horse's due date on Today's care", async () => {
    const { page } = admin;
    const site = new Site(page);
    await site.open('/admin');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Care Settings', exact: true }).click();
    await site.expectPath('/admin/care/settings');
    const settings = new CareSettingsPage(page);
    await settings.heading.waitFor();
    await settings.addKind(KIND, 365);
    const row = settings.kindRow(KIND);
    await row.getByRole('cell', { name: 'Every 365 days', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Added', exact: true }).waitFor();

    // Today's care follows it: a horse with no record of it is listed.
    const listed = await eventually(async () => {
      const group = (await careDue(page)).groups.find((g) => g.kind === KEY);
      expect(group?.items.length).toBeGreaterThan(0);
      return group!;
    }, CARE_SETTLES_MS);
    expect(listed.name).toBe(KIND);
    const horse = listed.items[0]!;
    await site.open('/admin/care');
    const care = new CarePage(page);
    await care.group(KIND).getByRole('link', { name: horse.horseName, exact: true }).waitFor();

    // A new medical record offers it beside the four checks.
    await site.open(`/admin/medical-records/add?horseId=${horse.horseId}`);
    const form = new RecordForm(page);
    await page.getByRole('heading', { level: 2, name: 'New Medical Record', exact: true }).waitFor();
    const checks = page.getByRole('group', { name: 'Health Checks' });
    await checks.getByRole('checkbox', { name: KIND, exact: true }).waitFor();
    await eventually(async () => expect(await form.chosenHorse()).toBe(horse.horseName));
    await form.field('Description').fill(`Teeth floated ${stamp}`);
    await form.field('Vet').fill(vet);
    await checks.getByRole('checkbox', { name: KIND, exact: true }).check();
    await form.submit('Create Record');
    await site.expectPath(`/admin/horses/${horse.horseId}`);

    const [record] = (await (await page.request.get(`/api/medical-records?q=${encodeURIComponent(vet)}&limit=500`)).json()) as MedicalRecordJson[];
    expect(record).toMatchObject({ horseId: horse.horseId, care: [KEY], wormed: false, trimmed: false });

    // The horse's dental float is due a year on: it leaves the list, here and on the page.
    await eventually(async () => {
      const group = (await careDue(page)).groups.find((g) => g.kind === KEY)!;
      expect(group.items.map((i) => i.horseId)).not.toContain(horse.horseId);
    }, CARE_SETTLES_MS);
    await site.open('/admin/care');
    await care.group(KIND).waitFor();
    // The page may first draw the answer this device kept, then the one it reads again.
    await eventually(async () => expect(await care.group(KIND).getByRole('link', { name: horse.horseName, exact: true }).count()).toBe(0));
  });

  it("lets an administrator give one horse its own trim interval, which moves its due date, and put it back on the ranch's", async () => {
    const { page } = admin;
    const horses = (await (await page.request.get('/api/horses')).json()) as HorseJson[];
    trimmedHorse = horses.filter((h) => !h.deceased && h.healthLast.trimmed).sort((a, b) => a.name.localeCompare(b.name))[0];
    expect(trimmedHorse).toBeDefined(); // the demo herd has trims on record
    const horse = trimmedHorse!;
    const trimming = (await careSettings(page)).kinds.find((k) => k.kind === 'trimmed')!;
    const ownDays = trimming.intervalDays > 21 ? 21 : trimming.intervalDays + 14;
    const dueOf = async () => ((await (await page.request.get(`/api/horses/${horse.id}`)).json()) as HorseJson).healthDue.trimmed!;
    const before = await dueOf();

    const site = new Site(page);
    await site.open('/admin/care/settings');
    const settings = new CareSettingsPage(page);
    await settings.heading.waitFor();
    await settings.setHorseInterval(horse.name, trimming.name, ownDays);
    const row = settings.horseIntervalRow(horse.name, trimming.name);
    await row.getByText(`Every ${ownDays} days`).waitFor();
    expect((await careSettings(page)).horseIntervals).toContainEqual({ horseId: horse.id, horseName: horse.name, kind: 'trimmed', days: ownDays });
    await eventually(async () => expect(daysBetween(before, await dueOf())).toBe(ownDays - trimming.intervalDays), CARE_SETTLES_MS);

    await settings.backToRanch(horse.name, trimming.name).click();
    await row.waitFor({ state: 'detached' });
    await settings.section('Horses on their own interval').getByText("Every horse follows the ranch's intervals.").waitFor();
    await eventually(async () => expect(await dueOf()).toBe(before), CARE_SETTLES_MS);
  });

  it("lets an administrator turn a trainer's daily care mail off and on", async () => {
    const { page } = admin;
    const trainer = (await digestRecipients(page)).find((row) => row.email === 'trainer@remuda.test')!;
    expect(trainer).toBeDefined();
    trainerDigest = { id: trainer.id, enabled: trainer.enabled };
    const site = new Site(page);
    await site.open('/admin/care/settings');
    const settings = new CareSettingsPage(page);
    const toggle = settings.digestSwitch('trainer@remuda.test');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe(String(trainer.enabled));
    for (const enabled of [!trainer.enabled, trainer.enabled]) {
      await toggle.click();
      await eventually(async () => expect(await toggle.getAttribute('aria-checked')).toBe(String(enabled)));
      expect((await digestRecipients(page)).find((row) => row.id === trainer.id)!.enabled).toBe(enabled);
    }
  });

  it('shows a trainer no way to the settings, and refuses them the page and its changes', async () => {
    const { page, context } = await signedInVisitor('trainer@remuda.test');
    const site = new Site(page);
    await site.open('/admin/care');
    await new CarePage(page).heading.waitFor();
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: "Today's Care", exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /care settings/i }).count()).toBe(0);
    await site.open('/admin/care/settings');
    await site.expectPath('/unauthorized');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    // Staff read the settings (the record form ticks the kinds); only an administrator changes them.
    expect((await page.request.get('/api/care/settings')).status()).toBe(200);
    const { version } = await careSettings(page);
    expect((await page.request.put('/api/care/settings', { data: { timeZone: 'UTC', leadDays: 3, digestHour: 5, version }, headers: XHR })).status()).toBe(403);
    expect((await page.request.post('/api/care/kinds', { data: { name: 'Shoeing', intervalDays: 42 }, headers: XHR })).status()).toBe(403);
    expect((await page.request.get('/api/users/care-digest/recipients')).status()).toBe(403);
    await context.close();
  });
});
