import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { RecentlyDeletedPage } from '../pages/deleted.js';
import { DeleteRecordPage, MEDICAL_RECORDS, type MedicalRecordJson, todayUtc } from '../pages/records.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { StaffHorsePage } from '../pages/staff-horse.js';
import { type Visit, closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

interface HorseJson {
  id: string;
  name: string;
  deceased: boolean;
  profileImage: string | null;
  media: Array<{ id: string; url: string }>;
}

const writing = { 'X-Requested-With': 'XMLHttpRequest' };

afterAll(closeBrowser);

describe('recently deleted', () => {
  let trainer: Visit;
  let admin: Visit;
  const stamp = Date.now();

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
    admin = await signedInVisitor('admin@remuda.test');
  });
  afterAll(async () => {
    await trainer?.context.close();
    await admin?.context.close();
  });

  it('let an administrator restore a medical record a trainer deleted: it is back on the horse’s tab with its id', async () => {
    const horses = (await (await trainer.page.request.get('/api/horses')).json()) as HorseJson[];
    const horse = horses.find((h) => !h.deceased)!;
    const description = `Hoof abscess poultice ${stamp}`;
    const made = await trainer.page.request.post('/api/medical-records', { data: { horseId: horse.id, date: todayUtc(), description, vet: 'Dr. Reyes' }, headers: writing });
    expect(made.status()).toBe(201);
    const record = (await made.json()) as MedicalRecordJson;

    // The trainer deletes it through the delete page and its confirmation.
    const site = new Site(trainer.page);
    await site.open(`/admin/medical-records/delete/${record.id}`);
    const remove = new DeleteRecordPage(trainer.page, MEDICAL_RECORDS);
    await remove.details.getByText(description, { exact: true }).waitFor();
    await remove.deleteRecord();
    await remove.confirm();
    await site.expectPath(`/admin/horses/${horse.id}`);
    expect((await trainer.page.request.get(`/api/medical-records/${record.id}`)).status()).toBe(404);
    // Trainers neither see the page in their navigation nor open it.
    expect(await trainer.page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Recently deleted' }).count()).toBe(0);
    await site.open('/admin/deleted');
    await site.expectPath('/unauthorized');

    // The administrator finds it under Recently deleted, with who deleted it, and restores it.
    const adminSite = new Site(admin.page);
    await adminSite.open('/admin');
    await admin.page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Recently deleted', exact: true }).click();
    await adminSite.expectPath('/admin/deleted');
    const deleted = new RecentlyDeletedPage(admin.page);
    await deleted.heading.waitFor();
    const row = deleted.row(description);
    await row.waitFor();
    await row.getByText('Medical record', { exact: true }).waitFor();
    await row.getByText('trainer@remuda.test', { exact: true }).waitFor();
    await row.getByText(/^(29|30) days$/).waitFor();
    await deleted.restore(description);
    await admin.page.getByText('Medical record restored.', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });

    // Back with its id, one version on, on the horse's tab.
    const back = (await (await admin.page.request.get(`/api/medical-records/${record.id}`)).json()) as MedicalRecordJson;
    expect(back).toMatchObject({ id: record.id, description, version: 2 });
    await adminSite.open(`/admin/horses/${horse.id}`);
    const tab = await new StaffHorsePage(admin.page).medicalRecordsTab();
    await tab.locator('tbody tr.ant-table-row').filter({ hasText: description }).waitFor();
    expect(trainer.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });

  it('let an administrator restore a horse’s picture, which shows on the public horse page again', async () => {
    const name = `Restored Picture ${stamp}`;
    const created = await trainer.page.request.post('/api/horses', { data: { name, sex: 'mare' }, headers: writing });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as HorseJson;
    const jpeg = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } }).jpeg().toBuffer();
    const uploaded = await trainer.page.request.post(`/api/horses/${id}/media`, { multipart: { media: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: jpeg } }, headers: writing });
    expect(uploaded.status()).toBe(201);
    const media = (await uploaded.json()) as { id: string };
    const { profileImage } = (await (await trainer.page.request.get(`/api/horses/${id}`)).json()) as HorseJson;
    expect(profileImage).not.toBeNull();

    const visitor = await newVisitor({ phone: true });
    const publicSite = new Site(visitor.page);
    const portrait = visitor.page.locator(`img[src="${profileImage}"]`);
    await publicSite.open(`/horses/${id}`);
    await portrait.first().waitFor();

    expect((await trainer.page.request.delete(`/api/horses/media/${media.id}`, { headers: writing })).status()).toBe(200);
    await eventually(async () => {
      await publicSite.open(`/horses/${id}`);
      expect(await portrait.count()).toBe(0);
    });

    const adminSite = new Site(admin.page);
    await adminSite.open('/admin/deleted');
    const deleted = new RecentlyDeletedPage(admin.page);
    await deleted.row(name).getByText('Horse picture', { exact: true }).waitFor();
    await deleted.restore(name);
    await admin.page.getByText('Horse picture restored.', { exact: true }).waitFor();
    await deleted.row(name).waitFor({ state: 'detached' });

    await eventually(async () => {
      await publicSite.open(`/horses/${id}`);
      expect(await portrait.count()).toBeGreaterThan(0);
    });
    await eventually(async () => expect(await portrait.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
    expect(visitor.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
    await visitor.context.close();
  });
});
