import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { platform, restartRemote, stopRemote } from '../support/platform.js';

afterAll(closeBrowser);

const NOTICE = 'This part of the ranch is closed for a moment';

describe('a remote that is down', () => {
  it('leaves the page the server drew readable, shows a notice where the shell draws it, and recovers on Try again', async () => {
    const { mode } = platform();
    const { page, context } = await newVisitor();
    // In the embedded default the gateway serves every remote, so what a visitor meets is the failed download;
    // in the distributed mode the remote's own server really stops. Routed for the whole browser, so that the staff
    // app's service worker (installed once the visitor reaches the sign-in page) meets the failure too.
    const down = async () => (mode === 'embedded' ? context.route('**/remotes/public/**', (route) => route.abort()) : stopRemote('public'));
    const up = async () => (mode === 'embedded' ? context.unroute('**/remotes/public/**') : restartRemote('public'));
    const site = new Site(page);
    await down();
    try {
      // The page the server drew keeps its content and its links, without the remote's code to bring it to life.
      await page.goto('/about');
      await site.heading('About Remuda Ranch').waitFor();
      await site.mainNav.getByRole('link', { name: 'Login' }).click();
      await site.expectPath('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      // From the shell's page, the shell draws the public page itself: the remote's area shows the notice, the rest
      // of the site stays.
      await site.mainNav.getByRole('link', { name: 'About' }).click();
      await site.expectPath('/about');
      await page.getByText(NOTICE).waitFor();
      await site.footer.getByText('Quick Links').waitFor();
    } finally {
      await up();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await site.heading('About Remuda Ranch').waitFor();
    await context.close();
  });
});
