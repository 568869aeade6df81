import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SignInForms } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

/** A photograph-sized picture: grain keeps it from compressing to nothing, so its upload takes a moment. */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

describe('staff horse screens', () => {
  it('let a trainer add a horse, upload pictures with progress, choose the profile image and see it on the public page', async () => {
    const name = `Trail Test ${Date.now()}`;
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    await site.open('/login');
    await new SignInForms(page).signIn('trainer@remuda.test');
    await site.expectPath('/');

    await site.open('/admin/horses/add');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Sex', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Mare' }).first().click();
    await page.getByLabel('Breed', { exact: true }).fill('Mustang');
    await page.getByLabel('Height (hands)').fill('14.2');
    await page.getByLabel('Description').fill('Came in from the basin this fall; quiet, curious, and easy to catch.');
    await page.getByRole('button', { name: 'Create Horse' }).click();
    await eventually(() => expect(new URL(page.url()).pathname).toMatch(/^\/admin\/horses\/[0-9a-f-]{36}$/));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.getByRole('link', { name: 'Manage Images' }).click();
    await site.expectPath(`/admin/horses/${id}/media`);
    // Slow the upload to a farm connection's pace so its progress can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await page.locator('input[type=file]').setInputFiles([
      { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await photo(700, 700) },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600) },
    ]);
    const bar = page.getByRole('progressbar', { name: 'Upload of first.jpg' });
    await eventually(async () => {
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(100);
    }, 20_000);
    await page.getByRole('listitem').filter({ hasText: 'second.jpg' }).getByText('Uploaded').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const second = page.getByRole('figure').filter({ hasText: 'Image 2' });
    await second.getByRole('button', { name: 'Set as Profile Image' }).click();
    await second.getByText('Profile Image', { exact: true }).waitFor();
    const detail = (await (await page.request.get(`/api/horses/${id}`)).json()) as { profileImage: string; media: Array<{ id: string; url: string }> };
    expect(detail.media).toHaveLength(2);
    expect(detail.profileImage).toBe(detail.media[1]!.url);

    const visitor = await newVisitor({ phone: true });
    await new Site(visitor.page).open(`/horses/${id}`);
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    const portrait = visitor.page.locator(`img[src="${detail.profileImage}"]`).first();
    await portrait.waitFor();
    await eventually(async () => expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
    expect(pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });

  it('keep a USER out of the edit screen, and the API refuses the write', async () => {
    const { page, context } = await newVisitor();
    const site = new Site(page);
    const [horse] = (await (await page.request.get('/api/horses?limit=1')).json()) as Array<{ id: string; name: string; sex: string }>;
    await site.open('/login');
    await new SignInForms(page).signIn('user@remuda.test');
    await site.expectPath('/');
    await site.open(`/admin/horses/edit/${horse!.id}`);
    await site.expectPath('/unauthorized');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    const write = await page.request.put(`/api/horses/${horse!.id}`, {
      data: { name: 'Renamed by a user', sex: horse!.sex },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(write.status()).toBe(403);
    const after = (await (await page.request.get(`/api/horses/${horse!.id}`)).json()) as { name: string };
    expect(after.name).toBe(horse!.name);
    await context.close();
  });

  it('take a trainer from the dashboard to the pre-filtered list', async () => {
    const { page, context } = await newVisitor();
    const site = new Site(page);
    await site.open('/login');
    await new SignInForms(page).signIn('trainer@remuda.test');
    await site.expectPath('/');
    await site.open('/admin');
    await page.getByText('Manage your horse records, medical history, and riding logs in one place.').waitFor();
    await page.getByRole('link', { name: /Horses Needing Attention/ }).click();
    await eventually(() => expect(new URL(page.url()).search).toContain('needs-attention'));
    await page.getByRole('article').first().waitFor();
    await context.close();
  });
});
