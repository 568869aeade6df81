import { DEMO_HERD } from '@remuda/demo';
import { PublicHorses } from '../pages/horses.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

const showing = (n: number) => `Showing ${n} ${n === 1 ? 'horse' : 'horses'}`;

describe('the public horse pages', () => {
  it('list the living horses on the property, filter them, and open a horse with its tabs', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    const horses = new PublicHorses(page);
    // Other journeys may have added horses: what the list should show is what the API holds now.
    const listed = (await (await page.request.get('/api/horses?status=on-property')).json()) as Array<{ sex: string; breed: string }>;
    expect(listed.length).toBeGreaterThanOrEqual(DEMO_HERD.filter((h) => h.fields.on_property && !h.fields.deceased).length);
    await site.open('/horses');
    await eventually(async () => expect(await horses.status.textContent()).toBe(showing(listed.length)));

    await horses.choose('Gender', 'Mares');
    const mares = listed.filter((h) => h.sex === 'mare' || h.sex === 'female');
    await eventually(async () => expect(await horses.status.textContent()).toBe(showing(mares.length)));
    await horses.choose('Breed', 'Mustangs');
    const mustangMares = mares.filter((h) => /mustang/i.test(h.breed));
    await eventually(async () => expect(await horses.status.textContent()).toBe(showing(mustangMares.length)));
    expect(new URL(page.url()).search).toMatch(/breed=/);

    await horses.choose('Breed', 'All Breeds');
    await horses.choose('Gender', 'All Genders');
    await horses.search('zzz-no-such-horse');
    await page.getByText('No horses found matching your criteria.').waitFor();

    const star = DEMO_HERD.find((h) => h.fields.on_property && !h.fields.deceased && h.gallery.length > 0 && h.clip)!;
    await horses.search(star.fields.name);
    await eventually(async () => expect(await horses.status.textContent()).toBe(showing(1)));
    const photo = horses.card(star.fields.name).getByRole('img');
    await eventually(async () => expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
    expect(await photo.getAttribute('srcset')).toMatch(/320w.*640w.*1280w/);
    await page.getByRole('link', { name: `View Details about ${star.fields.name}` }).click();
    await eventually(() => expect(new URL(page.url()).pathname).toMatch(/^\/horses\/[0-9a-f-]{36}$/));
    await page.getByRole('heading', { level: 1, name: star.fields.name }).waitFor();
    await page.getByText('Birth Year').first().waitFor();
    await page.getByText('Additional Information').first().waitFor();

    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('tab', { name: `Images (${1 + star.gallery.length})` }).waitFor();
    await page.getByRole('tab', { name: 'Videos (1)' }).click();
    await page.locator('video').first().waitFor();
    await page.getByRole('tab', { name: `Images (${1 + star.gallery.length})` }).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Riding Logs' }).click();
    await page.getByRole('link', { name: 'Contact Us' }).first().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('tell a visitor that a deceased horse is no longer listed', async () => {
    const { page, context } = await newVisitor();
    const response = await page.request.get('/api/horses?status=deceased');
    const [gone] = (await response.json()) as Array<{ id: string; name: string }>;
    expect(gone?.name).toBe(DEMO_HERD.find((h) => h.fields.deceased)!.fields.name);
    await new Site(page).open(`/horses/${gone!.id}`);
    await page.getByText('This horse is no longer available in our listings.').waitFor();
    await context.close();
  });

  it('show the not-found message for a horse that does not exist', async () => {
    const { page, context } = await newVisitor();
    await new Site(page).open('/horses/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11');
    await page.getByText('Horse not found. It may have been removed from our listings.').waitFor();
    await page.getByRole('link', { name: 'Back to All Horses' }).click();
    await new Site(page).expectPath('/horses');
    await context.close();
  });
});
