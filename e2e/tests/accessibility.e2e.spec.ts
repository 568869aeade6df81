import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../pages/accessibility.js';
import { SignInForms, signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

interface Listed {
  id: string;
  name: string;
}

/** The id of the first row a list answers (the demo herd has horses, records and rides). */
async function firstOf(page: Page, list: string): Promise<Listed> {
  const [first] = (await (await page.request.get(`${list}?limit=1`)).json()) as Listed[];
  if (!first) throw new Error(`${list} answered no rows`);
  return first;
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Two requests in the staff inbox, a new one and an answered one, so its table shows both kinds of row. */
async function fillInbox(page: Page): Promise<void> {
  const run = Date.now().toString(36);
  const ask = async (data: Record<string, string>) => {
    const response = await page.request.post('/api/users/request-info', { data, headers: XHR });
    expect(response.ok()).toBe(true);
  };
  await ask({ name: `Ada Brand ${run}`, email: `ada-${run}@example.com`, message: 'Do you board horses over the winter?', interest: 'horses' });
  await ask({ name: `Cy Drover ${run}`, email: `cy-${run}@example.com`, message: 'Are the heifers sold yet?', interest: 'cattle' });
  const inbox = (await (await page.request.get('/api/users/inquiries?status=new&limit=50')).json()) as Array<{ id: string; name: string }>;
  const answered = inbox.find((i) => i.name === `Cy Drover ${run}`)!;
  expect((await page.request.put(`/api/users/inquiries/${answered.id}`, { data: { status: 'answered' }, headers: XHR })).ok()).toBe(true);
}

/** Opens `path`, waits for it to be drawn, and expects axe to find nothing. */
async function expectAccessible(page: Page, path: string): Promise<void> {
  await new Site(page).open(path);
  expect(await accessibilityViolations(page, path)).toEqual([]);
}

/** Submits the page's form empty (or as it came) so its validation messages show, then checks the page. */
async function expectAccessibleWithErrors(page: Page, path: string): Promise<void> {
  await new Site(page).open(path);
  const submit = page.locator('main form button[type="submit"]');
  await submit.click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  expect(await accessibilityViolations(page, `${path} (validation errors)`)).toEqual([]);
}

describe('every page, by axe against WCAG 2.2 A and AA', () => {
  describe('the public site, to a visitor', () => {
    let visit: Visit;
    beforeAll(async () => {
      visit = await newVisitor();
    });
    afterAll(() => visit.context.close());

    it.each(['/', '/about', '/horses', '/gallery', '/cattle', '/contact', '/login', '/register', '/no/such/trail'])('%s', async (path) => {
      await expectAccessible(visit.page, path);
    });

    it("a horse's page", async () => {
      const horse = await firstOf(visit.page, '/api/horses');
      await expectAccessible(visit.page, `/horses/${horse.id}`);
    });

    it("the gallery's lightbox", async () => {
      const { page } = visit;
      await new Site(page).open('/gallery');
      await page.getByRole('tabpanel').getByRole('button').first().click();
      await page.getByRole('dialog').getByRole('img').waitFor();
      expect(await accessibilityViolations(page, '/gallery (lightbox)')).toEqual([]);
      await page.keyboard.press('Escape');
    });

    it('the contact form showing its validation errors', async () => {
      const { page } = visit;
      await new Site(page).open('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message is required').waitFor();
      expect(await accessibilityViolations(page, '/contact (validation errors)')).toEqual([]);
    });

    it('the sign-in and register forms showing their validation errors', async () => {
      const { page } = visit;
      await new Site(page).open('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Password is required').waitFor();
      expect(await accessibilityViolations(page, '/login (validation errors)')).toEqual([]);
      await new Site(page).open('/register');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Password is required').waitFor();
      expect(await accessibilityViolations(page, '/register (validation errors)')).toEqual([]);
    });
  });

  describe('the staff pages, to a trainer', () => {
    let visit: Visit;
    let horse: Listed;
    let record: Listed;
    let ride: Listed;
    beforeAll(async () => {
      visit = await signedInVisitor('trainer@remuda.test');
      [horse, record, ride] = await Promise.all([
        firstOf(visit.page, '/api/horses'),
        firstOf(visit.page, '/api/medical-records'),
        firstOf(visit.page, '/api/riding-logs'),
      ]);
      await fillInbox(visit.page);
    });
    afterAll(() => visit.context.close());

    it.each([
      '/admin',
      '/admin/horses',
      '/admin/horses?q=no-such-horse-anywhere',
      '/admin/gallery',
      '/admin/care',
      '/admin/medical-records',
      '/admin/medical-records?q=no-such-record-anywhere',
      '/admin/riding-logs',
      '/admin/riding-logs?q=no-such-ride-anywhere',
      '/admin/inquiries',
      '/admin/inquiries?interest=visit&status=answered',
      '/admin/import?kind=medical-records',
      '/profile',
      '/admin/no/such/trail',
    ])('%s', async (path) => {
      await expectAccessible(visit.page, path);
    });

    it('/admin/import, with a file’s columns and rows previewed', async () => {
      const { page } = visit;
      await new Site(page).open('/admin/import');
      const file = `Horse Name,Sex,Colour,Favourite treat\nAxe Test Star,Mare,Bay,Apples\n,,,\nNo Sex,,,Carrots\n`;
      await page.getByLabel('Spreadsheet file').setInputFiles({ name: 'herd.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('region', { name: 'Rows' }).getByRole('status').waitFor();
      expect(await accessibilityViolations(page, '/admin/import (preview)')).toEqual([]);
    });

    it('/admin/reports, once both remotes have drawn their sections', async () => {
      const { page } = visit;
      await new Site(page).open('/admin/reports');
      await page.getByRole('region', { name: 'Horse Health' }).locator('tbody tr.ant-table-row').first().waitFor();
      await page.getByRole('heading', { level: 2, name: 'Riding Activity' }).waitFor();
      expect(await accessibilityViolations(page, '/admin/reports')).toEqual([]);
    });

    it("a horse's page, its record and documents tabs, and its images", async () => {
      const { page } = visit;
      await expectAccessible(page, `/admin/horses/${horse.id}`);
      await page.getByRole('tab', { name: 'Riding Logs', exact: true }).click();
      await page.getByRole('tabpanel', { name: 'Riding Logs', exact: true }).waitFor();
      expect(await accessibilityViolations(page, `/admin/horses/${horse.id} (Riding Logs tab)`)).toEqual([]);
      await page.getByRole('tab', { name: 'Documents', exact: true }).click();
      // The horse's documents as a table, or the words for none (other journeys may have attached some).
      const documents = page.getByRole('tabpanel', { name: 'Documents', exact: true });
      await documents.getByRole('table').or(documents.getByText(/^No documents found for this horse/)).first().waitFor();
      expect(await accessibilityViolations(page, `/admin/horses/${horse.id} (Documents tab)`)).toEqual([]);
      await expectAccessible(page, `/admin/horses/${horse.id}/media`);
    });

    it('the horse forms', async () => {
      await expectAccessibleWithErrors(visit.page, '/admin/horses/add');
      await expectAccessible(visit.page, `/admin/horses/edit/${horse.id}`);
    });

    it('the medical record forms and the delete confirmation', async () => {
      const { page } = visit;
      await expectAccessibleWithErrors(page, '/admin/medical-records/add');
      // With a document attached, so its section draws its list.
      const attached = await page.request.post(`/api/medical-records/${record.id}/documents`, {
        multipart: { file: { name: 'coggins.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(attached.status()).toBe(201);
      await expectAccessible(page, `/admin/medical-records/edit/${record.id}`);
      await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'coggins.pdf' }).waitFor();
      expect(await accessibilityViolations(page, `/admin/medical-records/edit/${record.id} (a document)`)).toEqual([]);
      await expectAccessible(page, `/admin/medical-records/delete/${record.id}`);
      await page.getByRole('button', { name: 'Delete Record', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
      await dialog.waitFor();
      expect(await accessibilityViolations(page, `/admin/medical-records/delete/${record.id} (dialog)`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    });

    it('the riding log forms and the delete confirmation', async () => {
      const { page } = visit;
      await expectAccessibleWithErrors(page, '/admin/riding-logs/add');
      await expectAccessible(page, `/admin/riding-logs/edit/${ride.id}`);
      await expectAccessible(page, `/admin/riding-logs/delete/${ride.id}`);
      await page.getByRole('button', { name: 'Delete Record', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
      await dialog.waitFor();
      expect(await accessibilityViolations(page, `/admin/riding-logs/delete/${ride.id} (dialog)`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    });
  });

  describe('the pages of an administrator and of a USER', () => {
    it('/admin/users, with a role request waiting', async () => {
      const rider = await newVisitor();
      await new Site(rider.page).open('/register');
      await new SignInForms(rider.page).register(`a11y-${Date.now()}@example.com`, 'saddle-up-1', 'Trainer');
      await new Site(rider.page).expectPath('/profile');
      expect(await accessibilityViolations(rider.page, '/profile (role request waiting)')).toEqual([]);
      await rider.context.close();

      const { page, context } = await signedInVisitor('admin@remuda.test');
      await new Site(page).open('/admin/users');
      await page.getByRole('button', { name: 'Refuse' }).first().waitFor();
      expect(await accessibilityViolations(page, '/admin/users')).toEqual([]);
      await expectAccessible(page, '/admin');
      await context.close();
    });

    it('/admin/webhooks, its form showing its validation errors', async () => {
      const { page, context } = await signedInVisitor('admin@remuda.test');
      await new Site(page).open('/admin/webhooks');
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      expect(await accessibilityViolations(page, '/admin/webhooks')).toEqual([]);
      await page.getByRole('button', { name: 'Add receiver', exact: true }).click();
      await page.getByRole('button', { name: 'Add receiver', exact: true }).click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      expect(await accessibilityViolations(page, '/admin/webhooks (validation errors)')).toEqual([]);
      // A receiver nothing listens for, with a delivery waiting: the receivers' and the deliveries' tables.
      const name = `Axe receiver ${Date.now()}`;
      const made = await page.request.post('/api/webhooks', { data: { name, url: 'https://localhost:1/hooks', events: ['horses.horse.updated'] }, headers: XHR });
      expect(made.status()).toBe(201);
      await new Site(page).open('/admin/webhooks');
      await page.getByRole('button', { name: `Deliveries of ${name}` }).click();
      await page.getByRole('heading', { name: `Deliveries to ${name}` }).waitFor();
      expect(await accessibilityViolations(page, '/admin/webhooks (receivers and deliveries)')).toEqual([]);
      const { receiver } = (await made.json()) as { receiver: { id: string } };
      await page.request.delete(`/api/webhooks/${receiver.id}`, { headers: XHR });
      await context.close();
    });

    it('/admin/deleted, with a deleted record, and its confirmation', async () => {
      const { page, context } = await signedInVisitor('admin@remuda.test');
      const writing = { 'X-Requested-With': 'XMLHttpRequest' };
      const [horse] = (await (await page.request.get('/api/horses?limit=1')).json()) as Array<{ id: string }>;
      const description = `Deleted for the accessibility check ${Date.now()}`;
      const made = await page.request.post('/api/medical-records', { data: { horseId: horse!.id, date: new Date().toISOString().slice(0, 10), description }, headers: writing });
      const { id } = (await made.json()) as { id: string };
      expect((await page.request.delete(`/api/medical-records/${id}`, { headers: writing })).status()).toBe(200);
      await new Site(page).open('/admin/deleted');
      const row = page.getByRole('table').locator('tbody tr.ant-table-row').filter({ hasText: description });
      await row.waitFor();
      expect(await accessibilityViolations(page, '/admin/deleted')).toEqual([]);
      await row.getByRole('button', { name: /^Restore / }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await accessibilityViolations(page, '/admin/deleted (dialog)')).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await context.close();
    });

    it('/admin/care/settings, its forms showing their validation errors, and its dialogs', async () => {
      const { page, context } = await signedInVisitor('admin@remuda.test');
      await new Site(page).open('/admin/care/settings');
      await page.getByRole('region', { name: 'Kinds of care' }).locator('tbody tr.ant-table-row').first().waitFor();
      await page.getByRole('region', { name: 'Digest recipients' }).getByRole('switch').first().waitFor();
      expect(await accessibilityViolations(page, '/admin/care/settings')).toEqual([]);
      const addKind = page.getByRole('region', { name: 'Add a kind of care', exact: true });
      await addKind.getByRole('button', { name: 'Add kind', exact: true }).click();
      const ownInterval = page.getByRole('region', { name: 'Give a horse its own interval', exact: true });
      await ownInterval.getByRole('button', { name: 'Set interval', exact: true }).click();
      await ownInterval.locator('.ant-form-item-explain-error').first().waitFor();
      expect(await accessibilityViolations(page, '/admin/care/settings (validation errors)')).toEqual([]);
      await page.getByRole('button', { name: 'Edit Worming', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Worming' });
      await dialog.waitFor();
      expect(await accessibilityViolations(page, '/admin/care/settings (edit dialog)')).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await context.close();
    });

    it('/admin/activity, its table of changes and its filters', async () => {
      const { page, context } = await signedInVisitor('admin@remuda.test');
      await new Site(page).open('/admin/activity');
      await page.locator('tbody tr.ant-table-row').first().waitFor();
      expect(await accessibilityViolations(page, '/admin/activity')).toEqual([]);
      await context.close();
    });

    it('what a USER may open, and /unauthorized', async () => {
      const { page, context } = await signedInVisitor('user@remuda.test');
      await expectAccessible(page, '/admin/medical-records');
      await expectAccessible(page, '/profile');
      await new Site(page).open('/admin/users');
      await new Site(page).expectPath('/unauthorized');
      expect(await accessibilityViolations(page, '/unauthorized')).toEqual([]);
      await context.close();
    });
  });

  describe('on a phone', () => {
    it('the public pages, with the menu open', async () => {
      const { page, context } = await newVisitor({ phone: true });
      for (const path of ['/', '/horses', '/contact']) await expectAccessible(page, path);
      await page.getByRole('button', { name: 'Menu' }).click();
      await new Site(page).mainNav.waitFor();
      expect(await accessibilityViolations(page, '/contact (menu open, phone)')).toEqual([]);
      await context.close();
    });

    it('the staff pages, with the navigation drawer open', async () => {
      const { page, context } = await signedInVisitor('trainer@remuda.test', { phone: true });
      for (const path of ['/admin', '/admin/horses', '/admin/medical-records']) await expectAccessible(page, path);
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Remuda Ranch' });
      await drawer.getByRole('navigation', { name: 'Staff' }).waitFor();
      await eventually(async () => expect(await drawer.getByRole('link', { name: 'Medical Records' }).getAttribute('aria-current')).toBe('page'));
      expect(await accessibilityViolations(page, '/admin/medical-records (drawer open, phone)')).toEqual([]);
      await context.close();
    });
  });
});
