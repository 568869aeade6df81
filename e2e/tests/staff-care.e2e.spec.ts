import { CarePage, careDue } from '../pages/care.js';
import { type MedicalRecordJson, todayUtc } from '../pages/records.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { StaffHorsePage } from '../pages/staff-horse.js';
import { type Visit, closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

/** Due dates come to the horses through events: long enough for a busy machine, never a fixed sleep. */
const HEALTH_SETTLES_MS = 20_000;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

afterAll(closeBrowser);

describe("today's care", () => {
  let trainer: Visit;
  const stamp = Date.now();
  const vet = `Dr. Round ${stamp}`;
  /** The horses listed under Worming before the round: the demo's herd is left with them due again. */
  let wormingBefore: string[] = [];

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
  });

  afterAll(async () => {
    // The round's records are deleted, and the horses due for worming again, for the journeys that follow.
    const { page } = trainer;
    const records = (await (await page.request.get(`/api/medical-records?q=${encodeURIComponent(vet)}&limit=500`)).json()) as MedicalRecordJson[];
    for (const record of records) {
      const gone = await page.request.delete(`/api/medical-records/${record.id}`, { headers: XHR });
      expect(gone.status()).toBe(200);
    }
    await eventually(async () => {
      const listed = (await careDue(page)).groups.find((g) => g.kind === 'wormed')!.items.map((i) => i.horseId);
      expect(listed.sort()).toEqual([...wormingBefore].sort());
    }, HEALTH_SETTLES_MS);
    await trainer?.context.close();
  });

  it('lets a trainer record a worming round for every horse listed, the group empties and a horse’s page shows the record', async () => {
    const { page } = trainer;
    const site = new Site(page);
    const worming = (await careDue(page)).groups.find((g) => g.kind === 'wormed')!;
    wormingBefore = worming.items.map((i) => i.horseId);
    expect(wormingBefore.length).toBeGreaterThan(1); // the demo herd has horses due for worming

    // The staff navigation leads to it.
    await site.open('/admin');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: "Today's Care", exact: true }).click();
    await site.expectPath('/admin/care');
    const care = new CarePage(page);
    await care.heading.waitFor();
    await care.groupHeading('Worming', wormingBefore.length).waitFor();
    await care.group('Worming').getByRole('link', { name: worming.items[0]!.horseName, exact: true }).waitFor();

    await care.selectAll('Worming').check();
    expect(await care.field('Worming', 'Date').inputValue()).toBe(todayUtc());
    await care.field('Worming', 'Vet').fill(vet);
    const rounds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/medical-records/rounds')) rounds.push(request.url());
    });
    await care.recordButton('Worming').click();
    await care.groupHeading('Worming', 0).waitFor({ timeout: HEALTH_SETTLES_MS });
    await care.group('Worming').getByText('Nothing due.').waitFor();
    expect(rounds).toHaveLength(1);

    // One record per horse, with worming ticked.
    const records = (await (await page.request.get(`/api/medical-records?q=${encodeURIComponent(vet)}&limit=500`)).json()) as MedicalRecordJson[];
    expect(records.map((r) => r.horseId).sort()).toEqual([...wormingBefore].sort());
    expect(records.every((r) => r.wormed && !r.trimmed && r.date === todayUtc() && r.description === 'Worming')).toBe(true);

    // A horse's page shows its new record.
    const first = worming.items[0]!;
    await site.open(`/admin/horses/${first.horseId}`);
    const horsePage = new StaffHorsePage(page);
    await horsePage.heading(first.horseName).waitFor();
    const panel = await horsePage.medicalRecordsTab();
    await eventually(async () => expect(await panel.getByText(vet, { exact: true }).count()).toBe(1));
  });
});
