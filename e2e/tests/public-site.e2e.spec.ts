import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

describe('the public site', () => {
  it('shows the About page, drawn by its remote inside the shell', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    await site.open('/about');
    await site.heading('About Remuda Ranch').waitFor();
    for (const title of ['Our Story', 'Meet the Founders', 'What We Stand For']) await site.heading(title).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Wade Callahan',
      'June Callahan',
      'Quality',
      'Integrity',
      'Stewardship',
      'Innovation',
    ]);
    const image = page.getByRole('img', { name: /red barn and corral of Remuda Ranch/ });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await site.mainNav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(await site.mainNav.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Our Horses', 'Our Cattle', 'Contact', 'Login']);
    expect(await site.footer.textContent()).toMatch(/© \d{4} Remuda Ranch\. All rights reserved\./);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with the themed 404 and a way home', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    await site.open('/no/such/trail');
    await page.getByText('This page has gone missing like a lone ranger in the desert.').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await site.expectPath('/');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends the /public/... links to the plain pages', async () => {
    const { page, context } = await newVisitor();
    const site = new Site(page);
    await site.open('/public/about');
    await site.expectPath('/about');
    await site.heading('About Remuda Ranch').waitFor();
    await context.close();
  });

  it('works on a phone: the menu opens and takes the visitor to a page', async () => {
    const { page, context, pageErrors } = await newVisitor({ phone: true });
    const site = new Site(page);
    await site.open('/no-such-page');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await site.mainNav.isVisible()).toBe(false);
    await menu.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await site.mainNav.getByRole('link', { name: 'About' }).click();
    await site.expectPath('/about');
    await site.heading('About Remuda Ranch').waitFor();
    expect(await site.mainNav.isVisible()).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the gallery: its pictures in tabs, and a lightbox that steps through them', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    await site.open('/gallery');
    await site.heading(/^Gallery$/).waitFor();
    const panel = page.getByRole('tabpanel');
    const pictures = panel.getByRole('img');
    await eventually(async () => expect(await pictures.count()).toBe(12));
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    await eventually(async () => expect(await pictures.first().evaluate(loaded)).toBe(true));

    await page.getByRole('tab', { name: 'Cattle' }).click();
    await site.expectPath('/gallery?category=cattle');
    await eventually(async () => expect(await pictures.count()).toBe(3));
    await panel.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'The Herd on Summer Grass' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Previous image' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    const longhorn = page.getByRole('dialog', { name: 'Longhorn Steer' });
    await longhorn.waitFor();
    await eventually(async () => expect(await longhorn.getByRole('img').evaluate(loaded)).toBe(true));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
