import type { Page } from 'playwright-core';
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactPage, InquiriesPage } from '../pages/contact.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

// Names of this run's own, so the inbox's other requests (and earlier runs') cannot be taken for them.
const run = Date.now().toString(36);
const sent = { name: `Jo Rider ${run}`, email: `jo-${run}@example.com`, phone: '555-0100', interest: 'Cattle', message: 'Do you have heifers this spring?' } as const;
const refused = { name: `Sam Hill ${run}`, email: `sam-${run}@example.com`, message: 'Is the ranch open on Sundays?' } as const;
const noScript = { name: `Kit Carson ${run}`, email: `kit-${run}@example.com`, message: 'Sent with script off.' } as const;
const early = { name: `Ada Early ${run}`, email: `ada-${run}@example.com`, message: 'Sent before the page came alive.' } as const;

/** Holds back the code that takes a drawn page over (ADR 016) until the answered function is called. */
async function holdTakeOver(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/client\/bootstrap(\.[0-9a-f]+)?\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the contact form and the staff inbox', () => {
  it('takes a visitor from the navigation to the form, checks it, sends it, and says so', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    const contact = new ContactPage(page);
    await site.open('/');
    await site.mainNav.getByRole('link', { name: 'Contact' }).click();
    await site.expectPath('/contact');
    await site.heading('Contact Us').waitFor();
    expect(await page.title()).toBe('Contact Us | Remuda Ranch');

    await contact.submit.click();
    for (const message of ['Name is required', 'Email is required', 'Message is required']) await page.getByText(message).waitFor();
    expect(await contact.field('Name').getAttribute('aria-invalid')).toBe('true');
    await contact.field('Email').fill('not-an-email');
    await contact.submit.click();
    await page.getByText('Please enter a valid email address').waitFor();

    await contact.send(sent);
    await contact.status.waitFor();
    expect(await contact.field('Name').inputValue()).toBe('');
    // The toast hides itself after six seconds.
    await contact.status.waitFor({ state: 'detached', timeout: 10_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the error toast and keeps what was typed when the server fails', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const contact = new ContactPage(page);
    await page.route('**/api/users/request-info', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong.' }) }),
    );
    await new Site(page).open('/contact');
    await contact.send(refused);
    await contact.alert.waitFor();
    expect(await page.getByText(CONTACT_SUCCESS).count()).toBe(0);
    expect(await contact.field('Name').inputValue()).toBe(refused.name);
    expect(await contact.submit.isEnabled()).toBe(true);
    expect(await page.getByText(CONTACT_FAILURE).count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('works with script off: the same messages beside what was typed, then the success text', async () => {
    const { page, context } = await newVisitor({ script: false });
    const contact = new ContactPage(page);
    await page.goto('/contact');
    await contact.field('Email').fill(noScript.email);
    await contact.field('Phone').fill('555-0199');
    await contact.submit.click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Message is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await contact.field('Email').inputValue()).toBe(noScript.email);
    expect(await contact.field('Phone').inputValue()).toBe('555-0199');
    expect(await contact.field('Name').getAttribute('aria-invalid')).toBe('true');

    await contact.field('Name').fill(noScript.name);
    await contact.field('Message').fill(noScript.message);
    await contact.submit.click();
    await contact.status.waitFor();
    expect(await contact.field('Name').inputValue()).toBe('');
    await context.close();
  });

  it('keeps what was typed when Send is pressed before the page’s script has taken over', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const contact = new ContactPage(page);
    const release = await holdTakeOver(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await contact.send(early);
    await contact.status.waitFor();
    release();
    // The page the server answered comes alive as it is, and a second message goes through the script.
    await new Site(page).live();
    await contact.status.waitFor();
    const sentByScript = page.waitForResponse((res) => res.url().endsWith('/api/users/request-info'));
    await contact.send({ ...early, message: 'And a second one, once alive.' });
    expect((await sentByScript).status()).toBe(201);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before the script took over, once it has', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const contact = new ContactPage(page);
    const release = await holdTakeOver(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await contact.fill({ ...early, name: `${early.name} typed` });
    release();
    await new Site(page).live();
    expect(await contact.field('Name').inputValue()).toBe(`${early.name} typed`);
    expect(await contact.field('Message').inputValue()).toBe(early.message);
    const sentByScript = page.waitForResponse((res) => res.url().endsWith('/api/users/request-info'));
    await contact.submit.click();
    expect((await sentByScript).status()).toBe(201);
    await contact.status.waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows a trainer the request, with the count of new ones in the navigation, to answer by mail and mark answered', async () => {
    const { page, context, pageErrors } = await signedInVisitor('trainer@remuda.test');
    const site = new Site(page);
    const inbox = new InquiriesPage(page);
    await site.open('/admin');
    const staffNav = page.getByRole('navigation', { name: 'Staff' });
    const link = staffNav.getByRole('link', { name: /^Inquiries \d+ new$/ });
    await link.waitFor();
    const newCount = Number((await link.textContent())!.match(/\d+/)![0]);
    expect(newCount).toBeGreaterThan(0);
    await link.click();
    await site.expectPath('/admin/inquiries');
    await page.getByRole('heading', { level: 1, name: 'Inquiries' }).waitFor();

    const row = inbox.row(sent.name);
    await row.waitFor();
    for (const text of [sent.email, sent.phone, 'Cattle', sent.message, 'New']) await row.getByText(text, { exact: true }).first().waitFor();
    expect(await row.getByRole('link', { name: `Reply to ${sent.name} by email` }).getAttribute('href')).toBe(
      `mailto:${sent.email}?subject=Re%3A%20your%20message%20to%20Remuda%20Ranch%20about%20cattle`,
    );
    // The request the server never took is not there; those posted without script, or before it, are.
    expect(await inbox.row(refused.name).count()).toBe(0);
    await inbox.row(noScript.name).waitFor();
    await inbox.row(early.name).first().waitFor();

    await row.getByRole('button', { name: `Mark the request of ${sent.name} answered` }).click();
    await row.getByText('Answered', { exact: true }).waitFor();
    const expected = newCount - 1 > 0 ? `Inquiries ${newCount - 1} new` : 'Inquiries';
    await eventually(async () => expect((await staffNav.getByRole('link', { name: /^Inquiries/ }).textContent())?.trim()).toBe(expected));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the inbox from a USER, whose navigation does not offer it', async () => {
    const { page, context } = await signedInVisitor('user@remuda.test');
    const site = new Site(page);
    await site.open('/admin/inquiries');
    await site.expectPath('/unauthorized');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await site.open('/admin/medical-records');
    await page.getByRole('navigation', { name: 'Staff' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: /Inquiries/ }).count()).toBe(0);
    await context.close();
  });
});
