import { SignInForms } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

describe('accounts', () => {
  it('sends a visitor to sign in and back to the page they wanted', async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    await site.open('/profile');
    await site.expectPath('/login');
    await new SignInForms(page).signIn('trainer@remuda.test');
    await site.expectPath('/profile');
    await page.getByText('trainer@remuda.test').first().waitFor();
    await page.getByRole('cell', { name: 'Trainer', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('checks the sign-in form as the spec words it, and refuses a wrong password', async () => {
    const { page, context } = await newVisitor();
    const site = new Site(page);
    await site.open('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await new SignInForms(page).signIn('user@remuda.test', 'wrong-password');
    await eventually(async () => expect(await page.getByRole('alert').textContent()).toContain('Invalid email or password.'));
    await site.expectPath('/login');
    await context.close();
  });

  it('signs in with script off: the field messages, a refusal, then the session', async () => {
    const { page, context } = await newVisitor({ script: false });
    // The form stands in the page's <noscript>, whose text the test's text and role look-ups pass over: read by id.
    const text = async (selector: string) => (await page.locator(selector).textContent())?.trim();
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('#signin-email-error').waitFor();
    expect(await text('#signin-email-error')).toBe('Email is required');
    await page.getByLabel('Email').fill('trainer@remuda.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('[role="alert"]').waitFor();
    expect(await text('[role="alert"]')).toBe('Login failed. Invalid email or password.');
    expect(await page.getByLabel('Email').inputValue()).toBe('trainer@remuda.test');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await page.getByLabel('Password').fill('remuda-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/'));
    const session = await page.request.get('/api/users/session');
    expect(((await session.json()) as { account: { email: string } | null }).account?.email).toBe('trainer@remuda.test');
    await context.close();
  });

  it('registers a USER whose role request waits for an administrator', async () => {
    const email = `rider-${Date.now()}@example.com`;
    const rider = await newVisitor();
    await new Site(rider.page).open('/register');
    await rider.page.getByText('Every new account starts as a User.', { exact: false }).waitFor();
    await new SignInForms(rider.page).register(email, 'saddle-up-1', 'Trainer');
    await new Site(rider.page).expectPath('/profile');
    await rider.page.getByText('You asked to become Trainer. An administrator will review your request.').waitFor();
    await rider.page.getByRole('cell', { name: 'User', exact: true }).waitFor();

    const admin = await newVisitor();
    await new Site(admin.page).open('/admin/users');
    await new SignInForms(admin.page).signIn('admin@remuda.test');
    await new Site(admin.page).expectPath('/admin/users');
    const request = admin.page.locator('li', { hasText: email });
    await request.waitFor();
    await request.getByRole('button', { name: 'Grant' }).click();
    await admin.page.getByText(`Request of ${email} granted.`).waitFor();

    await rider.page.reload();
    await rider.page.getByText('Your request to become Trainer was granted.').waitFor();
    await rider.page.getByRole('cell', { name: 'Trainer', exact: true }).waitFor();
    expect(rider.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
    await rider.context.close();
    await admin.context.close();
  });

  it('turns a USER away from an administrators-only page, and a visitor to sign-in', async () => {
    const { page, context } = await newVisitor();
    const site = new Site(page);
    await site.open('/login');
    await new SignInForms(page).signIn('user@remuda.test');
    await site.expectPath('/');
    // The Dashboard button takes a USER to the one staff page it may open, never to Access Denied.
    await site.mainNav.getByRole('link', { name: 'Dashboard' }).click();
    await site.expectPath('/admin/medical-records');
    await page.getByRole('heading', { name: 'Medical Records', level: 1 }).waitFor();
    await site.open('/admin/users');
    await site.expectPath('/unauthorized');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('contact an administrator').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await site.expectPath('/');

    await site.open('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await site.expectPath('/');
    await site.open('/admin/users');
    await site.expectPath('/login');
    await context.close();
  });
});
