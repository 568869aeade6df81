import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';

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
});
