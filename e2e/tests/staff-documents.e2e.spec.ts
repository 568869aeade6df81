import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { type MedicalRecordJson, todayUtc } from '../pages/records.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser } from '../support/browser.js';

const writing = { 'X-Requested-With': 'XMLHttpRequest' };

afterAll(closeBrowser);

describe('documents on medical records', () => {
  let trainer: Visit;

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
  });
  afterAll(() => trainer?.context.close());

  it('lets a trainer attach a photo of a paper to a record, download it without its camera details, find it on the horse’s Documents tab, and remove it', async () => {
    const { page } = trainer;
    const site = new Site(page);
    const name = `Paper Trail ${Date.now().toString(36)}`;
    const horse = (await (await page.request.post('/api/horses', { data: { name, sex: 'mare' }, headers: writing })).json()) as { id: string };
    const made = await page.request.post('/api/medical-records', { data: { horseId: horse.id, date: todayUtc(), description: 'Coggins drawn', coggins: true }, headers: writing });
    const record = (await made.json()) as MedicalRecordJson;
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#f4efe1' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'BarnPhone', Copyright: 'Private Owner' } })
      .toBuffer();

    await site.open(`/admin/medical-records/edit/${record.id}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByText('No documents attached.').waitFor();
    await page.getByLabel('Document file').setInputFiles({ name: 'coggins.jpg', mimeType: 'image/jpeg', buffer: photo });
    const link = documents.getByRole('link', { name: 'coggins.webp' });
    await link.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('coggins.webp');
    const kept = await readFile((await download.path())!);
    const metadata = await sharp(kept).metadata();
    expect([metadata.format, metadata.width, metadata.exif, kept.includes('Private Owner')]).toEqual(['webp', 900, undefined, false]);

    // The form saves after the attachment: it names the record's version as it now is.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.getByRole('tab', { name: 'Documents' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Documents' });
    await tab.getByRole('link', { name: 'coggins.webp' }).waitFor();
    await tab.getByRole('link', { name: /Coggins drawn$/ }).click();

    await documents.getByRole('button', { name: 'Remove coggins.webp' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await documents.getByText('No documents attached.').waitFor();
    expect((await page.request.get(`/api/medical-records/${record.id}/documents/${download.url().split('/').pop()}`)).status()).toBe(404);
  });
});
