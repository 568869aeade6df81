import { CarePage, careDue } from '../pages/care.js';
import { OfflineBar, serviceWorkerInControl } from '../pages/offline.js';
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

  /** The kind of the offline round, and the horses listed under it before. */
  let offlineKind = '';
  let offlineBefore: string[] = [];

  // A journey that failed offline leaves the next one online.
  afterEach(() => trainer?.context.setOffline(false));

  afterAll(async () => {
    // The rounds' records are deleted, and the horses due again, for the journeys that follow.
    const { page } = trainer;
    const records = (await (await page.request.get(`/api/medical-records?q=${encodeURIComponent(vet)}&limit=500`)).json()) as MedicalRecordJson[];
    for (const record of records) {
      const gone = await page.request.delete(`/api/medical-records/${record.id}`, { headers: XHR });
      expect(gone.status()).toBe(200);
    }
    await eventually(async () => {
      const groups = (await careDue(page)).groups;
      const listed = (kind: string) => groups.find((g) => g.kind === kind)!.items.map((i) => i.horseId).sort();
      expect(listed('wormed')).toEqual([...wormingBefore].sort());
      if (offlineKind) expect(listed(offlineKind)).toEqual([...offlineBefore].sort());
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

  it('records a round without a connection, keeps it on the device and sends it once when the connection returns', async () => {
    const { page, context } = trainer;
    // Another kind than the first journey's, due for two horses or more in the demo herd.
    const group = (await careDue(page)).groups.find((g) => g.kind !== 'wormed' && g.items.length >= 2)!;
    expect(group).toBeDefined();
    offlineKind = group.kind;
    offlineBefore = group.items.map((i) => i.horseId);
    const chosen = group.items.slice(0, 2);

    const site = new Site(page);
    await site.open('/admin/care');
    await serviceWorkerInControl(page);
    const care = new CarePage(page);
    await care.groupHeading(group.name, offlineBefore.length).waitFor();
    const bar = new OfflineBar(page);
    await context.setOffline(true);
    await bar.offlineStatus.waitFor();

    for (const item of chosen) await care.group(group.name).getByRole('checkbox', { name: `Select ${item.horseName}`, exact: true }).check();
    await care.field(group.name, 'Vet').fill(vet);
    await care.recordButton(group.name).click();
    await page.getByText(`${group.name} for 2 horses will be recorded when you are back online.`, { exact: true }).waitFor();
    await bar.waitingButton(1).waitFor();

    await context.setOffline(false);
    await eventually(async () => expect(await bar.anyWaitingButton.count()).toBe(0), HEALTH_SETTLES_MS);
    await eventually(async () => {
      const listed = (await careDue(page)).groups.find((g) => g.kind === group.kind)!.items.map((i) => i.horseId);
      expect(listed.filter((id) => chosen.some((c) => c.horseId === id))).toEqual([]);
    }, HEALTH_SETTLES_MS);
    const records = (await (await page.request.get(`/api/medical-records?q=${encodeURIComponent(vet)}&limit=500`)).json()) as MedicalRecordJson[];
    const made = records.filter((r) => r[group.kind as 'trimmed']);
    expect(made.map((r) => r.horseId).sort()).toEqual(chosen.map((c) => c.horseId).sort());
    expect(made.every((r) => r.description === group.name && !r.wormed)).toBe(true);
  });

  it('shows a plain user no care: no entry in the navigation, no page, no round', async () => {
    const { page, context } = await signedInVisitor('user@remuda.test');
    const site = new Site(page);
    // The medical records are the staff screen a plain user may open (/admin itself is the trainers' dashboard).
    await site.open('/admin/medical-records');
    await page.getByRole('heading', { name: 'Medical Records', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Medical Records', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: "Today's Care", exact: true }).count()).toBe(0);
    await site.open('/admin/care');
    await site.expectPath('/unauthorized');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect((await page.request.get('/api/care/due')).status()).toBe(403);
    const round = await page.request.post('/api/medical-records/rounds', {
      data: { date: todayUtc(), kind: 'wormed', horseIds: wormingBefore.slice(0, 1) },
      headers: XHR,
    });
    expect(round.status()).toBe(403);
    await context.close();
  });
});
