import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { type MedicalRecordJson, RecordForm, type RidingLogJson } from '../pages/records.js';
import { OfflineBar, type SeededWrite, seedWaitingWrites, serviceWorkerInControl, waitingLabel } from '../pages/offline.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { StaffHorsePage } from '../pages/staff-horse.js';
import { type Visit, closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';

interface HorseJson {
  id: string;
  name: string;
  deceased: boolean;
  on_property: boolean;
}

/** Sending waits on the connection coming back and on the services: long enough for a busy machine, never a fixed sleep. */
const SYNC_SETTLE_MS = 60_000;

afterAll(closeBrowser);

/** The staff page of `horse`, with the service worker in control so it can be opened again offline. */
async function openHorseReadyForOffline(page: Page, horse: HorseJson): Promise<StaffHorsePage> {
  const site = new Site(page);
  // The forms' code is loaded once online, as a trainer would have opened them before: offline they come from the
  // service worker's copy.
  await site.open(`/admin/riding-logs/add?horseId=${horse.id}`);
  await new RecordForm(page).heading('Add Riding Log').waitFor();
  await site.open(`/admin/medical-records/add?horseId=${horse.id}`);
  await new RecordForm(page).heading('Add Medical Record').waitFor();
  await site.open(`/admin/horses/${horse.id}`);
  await serviceWorkerInControl(page);
  const horsePage = new StaffHorsePage(page);
  await horsePage.heading(horse.name).waitFor();
  await horsePage.ridingLogsTab();
  await horsePage.medicalRecordsTab();
  return horsePage;
}

/** Opens a tab of the horse's page and follows a link in it, once its remote has drawn it. */
async function openTabLink(page: Page, tab: 'Riding Logs' | 'Medical Records', link: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('tabpanel', { name: tab, exact: true }).getByRole('link', { name: link, exact: true }).click();
}

describe('the staff area offline', () => {
  let trainer: Visit;
  let horse: HorseJson;
  let accountId: string;
  const stamp = Date.now();
  const rideNotes = `Barn ride logged without signal ${stamp}`;
  const visitDescription = `Hoof check without signal ${stamp}`;

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test', { phone: true });
    const { page } = trainer;
    accountId = ((await (await page.request.get('/api/users/session')).json()) as { account: { id: string } }).account.id;
    const horses = (await (await page.request.get('/api/horses')).json()) as HorseJson[];
    horse = horses.filter((h) => h.on_property && !h.deceased).sort((a, b) => a.name.localeCompare(b.name))[0]!;
  });

  // A journey that failed offline leaves the next one online.
  afterEach(() => trainer?.context.setOffline(false));

  afterAll(async () => {
    await trainer?.context.close();
  });

  it('logs a ride and a vet visit with a photo of a paper offline, keeps them through a reload and a reopened page, and sends each once when back online', async () => {
    const { context } = trainer;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#efe9dc' } }).jpeg().toBuffer();
    let page = trainer.page;
    let horsePage = await openHorseReadyForOffline(page, horse);
    let bar = new OfflineBar(page);

    await context.setOffline(true);
    await bar.offlineStatus.waitFor();

    // A ride, from the horse's Riding Logs tab, with the date the form shows on the device.
    await openTabLink(page, 'Riding Logs', 'Log a Ride');
    const rideForm = new RecordForm(page);
    await rideForm.heading('Add Riding Log').waitFor();
    const rideDate = await rideForm.date.inputValue();
    await rideForm.field('Notes').fill(rideNotes);
    await rideForm.submit('Create Log');
    await horsePage.heading(horse.name).waitFor();
    await bar.waitingButton(1).waitFor();

    // A vet visit, from the Medical Records tab.
    await openTabLink(page, 'Medical Records', 'Add Medical Record');
    const visitForm = new RecordForm(page);
    await visitForm.heading('Add Medical Record').waitFor();
    const visitDate = await visitForm.date.inputValue();
    await visitForm.field('Description').fill(visitDescription);
    // The vet's paper, photographed in the barn: it waits with the visit and follows it.
    await page.getByLabel('Documents to attach').setInputFiles({ name: 'coggins.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('coggins.jpg', { exact: true }).waitFor();
    await visitForm.submit('Create Record');
    await horsePage.heading(horse.name).waitFor();
    await bar.waitingButton(3).waitFor();

    // Reloaded offline: the app, the account and the horse come from the device, and so do the waiting changes.
    await page.reload();
    await horsePage.heading(horse.name).waitFor();
    await bar.offlineStatus.waitFor();
    await bar.waitingButton(3).waitFor();

    // Closed and opened again, still offline.
    await page.close();
    page = await context.newPage();
    page.on('pageerror', (err) => trainer.pageErrors.push(err.message));
    trainer.page = page;
    horsePage = new StaffHorsePage(page);
    bar = new OfflineBar(page);
    await page.goto(`/admin/horses/${horse.id}`);
    await horsePage.heading(horse.name).waitFor();
    const list = await bar.openList(3);
    await bar.entry(`for ${horse.name}`).first().waitFor();
    await bar.entry('Document “coggins.jpg”').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    expect(await list.getByRole('button', { name: /^Remove / }).count()).toBe(3);
    await page.keyboard.press('Escape');

    // Back online: both are sent by themselves, oldest first, and the button goes.
    await context.setOffline(false);
    await eventually(async () => expect(await bar.anyWaitingButton.count()).toBe(0), SYNC_SETTLE_MS);

    const rides = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as RidingLogJson[];
    expect(rides.filter((r) => r.notes === rideNotes)).toEqual([expect.objectContaining({ date: rideDate, rider: 'trainer@remuda.test' })]);
    const visits = (await (await page.request.get(`/api/medical-records?horseId=${horse.id}`)).json()) as MedicalRecordJson[];
    // The visit once, with its paper once, re-encoded as a picture without its camera details.
    expect(visits.filter((v) => v.description === visitDescription)).toEqual([
      expect.objectContaining({ date: visitDate, documents: [expect.objectContaining({ name: 'coggins.webp', contentType: 'image/webp' })] }),
    ]);

    // Once on the staff tabs and once on the public page.
    await eventually(async () => expect(await (await horsePage.ridingLogsTab()).getByRole('listitem').filter({ hasText: rideNotes }).count()).toBe(1), SYNC_SETTLE_MS);
    await eventually(async () => expect(await (await horsePage.medicalRecordsTab()).getByText(visitDescription).count()).toBe(1), SYNC_SETTLE_MS);
    const site = new Site(page);
    await eventually(async () => {
      await site.open(`/horses/${horse.id}`);
      await page.getByRole('tab', { name: 'Riding Logs', exact: true }).click();
      expect(await page.getByRole('region', { name: 'Riding Logs' }).getByRole('listitem').filter({ hasText: rideNotes }).count()).toBe(1);
    }, SYNC_SETTLE_MS);
    expect(trainer.pageErrors).toEqual([]);
  });

  it('says a screen never opened on this device is not kept offline, and opens it by itself when the connection returns', async () => {
    const { context, page } = trainer;
    const site = new Site(page);
    await site.open(`/admin/horses/${horse.id}`);
    await serviceWorkerInControl(page);
    await new StaffHorsePage(page).heading(horse.name).waitFor();

    // The Add Horse screen's code was never loaded on this device, so its service worker has no copy of it.
    await context.setOffline(true);
    await page.goto('/admin/horses/add');
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This screen is not kept offline yet', exact: true }) });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'This screen has not been opened on this device yet, so it is not kept offline. It will open by itself when you are back online.',
    );
    expect(await page.getByText('This part of the ranch is closed for a moment').count()).toBe(0);

    // Back online: the screen opens without a click.
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Add Horse', exact: true }).waitFor({ timeout: 15_000 });
    expect(await notice.count()).toBe(0);
    expect(trainer.pageErrors).toEqual([]);
  });

  it('applies once a ride whose answer was lost on the way back, sent again under the same key', async () => {
    const { page } = trainer;
    const notes = `Ride whose answer was lost ${stamp}`;
    const keys: string[] = [];
    let dropped = false;
    // The first answer is dropped after the server has applied the write: the page sees a lost connection.
    await page.route('**/api/riding-logs', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const site = new Site(page);
    await site.open(`/admin/riding-logs/add?horseId=${horse.id}`);
    const form = new RecordForm(page);
    await form.heading('Add Riding Log').waitFor();
    await form.field('Notes').fill(notes);
    await form.submit('Create Log');
    await new StaffHorsePage(page).heading(horse.name).waitFor();
    await eventually(async () => expect(keys.length).toBeGreaterThanOrEqual(2), SYNC_SETTLE_MS);
    await eventually(async () => expect(await new OfflineBar(page).anyWaitingButton.count()).toBe(0), SYNC_SETTLE_MS);
    await page.unroute('**/api/riding-logs');

    expect(new Set(keys).size).toBe(1);
    const rides = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as RidingLogJson[];
    expect(rides.filter((r) => r.notes === notes)).toHaveLength(1);
  });

  it('shows both versions when someone else changed a ride, and keeps the one the trainer chooses', async () => {
    const { page } = trainer;
    const rides = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as (RidingLogJson & { version: number })[];
    const ride = rides.find((r) => r.notes === rideNotes)!;
    const site = new Site(page);
    await site.open(`/admin/riding-logs/edit/${ride.id}`);
    const form = new RecordForm(page);
    await form.heading('Edit Riding Log').waitFor();
    await eventually(async () => expect(await form.field('Notes').inputValue()).toBe(rideNotes));

    // Someone else changes the ride after the trainer opened it.
    const theirs = `${rideNotes}, seen by the farrier`;
    const { horseId, date, type, durationMinutes, rider } = ride;
    const changed = await page.request.put(`/api/riding-logs/${ride.id}`, {
      data: { horseId, date, type, durationMinutes, rider, notes: theirs, version: ride.version },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(changed.status()).toBe(200);

    const mine = `${rideNotes}, walked the last mile`;
    await form.field('Notes').fill(mine);
    await form.submit('Save Changes');
    const bar = new OfflineBar(page);
    const dialog = bar.conflictDialog('riding log');
    await dialog.waitFor();
    const row = dialog.getByRole('row', { name: /Notes/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual([mine, theirs]);
    // Nothing was overwritten while the trainer chooses.
    expect(((await (await page.request.get(`/api/riding-logs/${ride.id}`)).json()) as RidingLogJson).notes).toBe(theirs);

    await dialog.getByRole('button', { name: 'Keep my version', exact: true }).click();
    await new StaffHorsePage(page).heading(horse.name).waitFor();
    await eventually(async () => expect(((await (await page.request.get(`/api/riding-logs/${ride.id}`)).json()) as RidingLogJson).notes).toBe(mine));
    expect(trainer.pageErrors).toEqual([]);
  });

  it('sets aside a change made offline that met someone else\'s, and drops it when the trainer keeps the other version', async () => {
    const { context, page } = trainer;
    const rides = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as (RidingLogJson & { version: number })[];
    const ride = rides.find((r) => r.notes.startsWith(rideNotes))!;
    const site = new Site(page);
    await site.open(`/admin/riding-logs/edit/${ride.id}`);
    const form = new RecordForm(page);
    await form.heading('Edit Riding Log').waitFor();
    await eventually(async () => expect(await form.field('Notes').inputValue()).toBe(ride.notes));

    await context.setOffline(true);
    const mine = `${rideNotes}, changed in the barn`;
    await form.field('Notes').fill(mine);
    await form.submit('Save Changes');
    const bar = new OfflineBar(page);
    await bar.waitingButton(1).waitFor();

    // Meanwhile someone else changes the same ride on the server.
    const theirs = `${rideNotes}, changed at the office`;
    const { horseId, date, type, durationMinutes, rider } = ride;
    const changed = await page.request.put(`/api/riding-logs/${ride.id}`, {
      data: { horseId, date, type, durationMinutes, rider, notes: theirs, version: ride.version },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(changed.status()).toBe(200);

    await context.setOffline(false);
    const list = await bar.openList(1);
    const entry = bar.entry(/Changes to the riding log/);
    await entry.getByText('Not sent: someone else changed this record. Compare the versions and choose.', { exact: true }).waitFor({ timeout: SYNC_SETTLE_MS });
    await entry.getByRole('button', { name: 'Compare versions', exact: true }).click();
    const dialog = bar.conflictDialog('record');
    await dialog.waitFor();
    expect(await dialog.getByRole('row', { name: /Notes/ }).getByRole('cell').allTextContents()).toEqual([mine, theirs]);
    await dialog.getByRole('button', { name: 'Keep the other version', exact: true }).click();
    await eventually(async () => expect(await list.getByRole('listitem').count()).toBe(0));
    expect(await bar.anyWaitingButton.count()).toBe(0);
    expect(((await (await page.request.get(`/api/riding-logs/${ride.id}`)).json()) as RidingLogJson).notes).toBe(theirs);
    expect(trainer.pageErrors).toEqual([]);
  });

  it('sends 50 writes that waited on the device, each once, when the connection returns', async () => {
    const { context, page } = trainer;
    const bar = new OfflineBar(page);
    await new Site(page).open(`/admin/horses/${horse.id}`);
    await new StaffHorsePage(page).heading(horse.name).waitFor();
    await context.setOffline(true);
    const start = Date.now();
    const writes: SeededWrite[] = Array.from({ length: 50 }, (_, i) => ({
      id: randomUUID(),
      accountId,
      method: 'POST',
      path: '/api/riding-logs',
      body: { horseId: horse.id, date: new Date().toISOString().slice(0, 10), type: 'groundwork', durationMinutes: 10 + i, rider: '', notes: `Batch ride ${i} ${stamp}` },
      summary: `Batch ride ${i}`,
      fallbackMessage: 'Failed to create riding log',
      queuedAt: new Date(start + i).toISOString(),
    }));
    await seedWaitingWrites(page, writes);
    await page.reload();
    await bar.waitingButton(50).waitFor();
    expect(await bar.waitingButton(50).textContent()).toBe(waitingLabel(50));

    const online = Date.now();
    await context.setOffline(false);
    await eventually(async () => expect(await bar.anyWaitingButton.count()).toBe(0), 180_000);
    // A figure for the record, not an assertion: how long 50 waiting writes take to reach the server.
    console.log(`time to sync 50 waiting writes (${platform().mode} mode): ${Date.now() - online} ms`);

    const rides = (await (await page.request.get(`/api/riding-logs?horseId=${horse.id}`)).json()) as RidingLogJson[];
    expect(rides.filter((r) => r.notes.startsWith('Batch ride ') && r.notes.endsWith(` ${stamp}`))).toHaveLength(50);
  }, 300_000);
});

describe('signing out without signal', () => {
  it('leaves the device signed out, and ends the session on the server as soon as the signal returns', async () => {
    const { context, page } = await signedInVisitor('trainer@remuda.test');
    try {
      const site = new Site(page);
      await site.open('/admin/horses');
      await serviceWorkerInControl(page);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const sessionOf = async () => {
        const res = await fetch(`${platform().baseUrl}/api/users/session`, { headers: { cookie, accept: 'application/json' } });
        return ((await res.json()) as { account: { email: string } | null }).account;
      };
      expect((await sessionOf())?.email).toBe('trainer@remuda.test');

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Logout' }).click();
      await site.expectPath('/');
      await site.mainNav.getByRole('link', { name: 'Login' }).waitFor();
      // The server has not heard of it yet: the cookie the browser still holds names a live session.
      expect((await sessionOf())?.email).toBe('trainer@remuda.test');

      await context.setOffline(false);
      await eventually(async () => expect(await sessionOf()).toBeNull(), SYNC_SETTLE_MS);
      // The home page shows, drawn at once when its code was kept on the device, or else loaded again by itself
      // now that the signal is back; only then is another page opened, so that its load is not cut short.
      await site.heading('Good Horses, Raised on Open Country').waitFor({ timeout: SYNC_SETTLE_MS }).catch(async (err: unknown) => {
        // Seen once in a full run and never alone: what the page showed instead, for whoever meets it next.
        console.log(`the home page did not show at ${page.url()}; the page showed:\n${(await page.locator('body').innerText()).slice(0, 2000)}`);
        throw err;
      });
      await site.open('/admin/horses');
      await site.expectPath('/login');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
