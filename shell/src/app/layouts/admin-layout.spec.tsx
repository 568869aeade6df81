import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { DOMAIN_NAV } from '@remuda/contracts/domains';
import { removeWaitingWrite, submitWrite, waitingWrites } from '@remuda/shell-kit';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { newInquiriesAnswer } from '../../features/inquiries/testing';
import { AdminLayout } from './admin-layout';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const routes: RouteObject[] = [
  { path: '/admin/*', element: <AdminLayout />, children: [{ path: '*', element: <p>Staff page</p> }] },
  { path: '/profile', element: <AdminLayout />, children: [{ index: true, element: <p>Profile page</p> }] },
  { path: '/', element: <p>Public home</p> },
  { path: '/login', element: <p>Sign-in page</p> },
];

const staffNav = () => screen.getByRole('navigation', { name: 'Staff' });
const navLinks = () =>
  within(staffNav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

async function renderAs(role: 'USER' | 'TRAINER' | 'ADMIN', path = '/admin', newInquiries = 0) {
  const api = { 'POST /api/users/logout': { body: { ok: true } }, ...newInquiriesAnswer(newInquiries) };
  const result = renderApp(routes, { path, account: testAccount(role), api });
  await screen.findByText(testAccount(role).email);
  return result;
}

describe('AdminLayout', () => {
  it('shows a USER only what it may open: Medical Records (to read) and Profile', async () => {
    await renderAs('USER', '/admin/medical-records');
    expect(navLinks()).toEqual([
      ['Medical Records', '/admin/medical-records'],
      ['Profile', '/profile'],
    ]);
    expect(screen.getByRole('link', { name: 'Remuda Ranch, home' })).toHaveAttribute('href', '/admin/medical-records');
    for (const hidden of ['Home', 'Horses', 'Gallery', "Today's Care", 'Care Settings', 'Import', 'Riding Logs', 'Inquiries', 'Users', 'Recently deleted']) {
      expect(within(staffNav()).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
  });

  it('also shows a TRAINER Import, Medical Records and Riding Logs, but not Care Settings, Users or Recently deleted', async () => {
    await renderAs('TRAINER');
    expect(navLinks()).toEqual([
      ['Home', '/admin'],
      ['Horses', '/admin/horses'],
      ['Gallery', '/admin/gallery'],
      ["Today's Care", '/admin/care'],
      ['Import', '/admin/import'],
      ['Medical Records', '/admin/medical-records'],
      ['Riding Logs', '/admin/riding-logs'],
      ['Reports', '/admin/reports'],
      ['Inquiries', '/admin/inquiries'],
      ['Profile', '/profile'],
    ]);
  });

  it('also shows an ADMIN Care Settings, Users, Recently deleted and Webhooks', async () => {
    await renderAs('ADMIN');
    expect(navLinks()).toEqual([
      ['Home', '/admin'],
      ['Horses', '/admin/horses'],
      ['Gallery', '/admin/gallery'],
      ["Today's Care", '/admin/care'],
      ['Care Settings', '/admin/care/settings'],
      ['Import', '/admin/import'],
      ['Medical Records', '/admin/medical-records'],
      ['Riding Logs', '/admin/riding-logs'],
      ['Activity', '/admin/activity'],
      ['Reports', '/admin/reports'],
      ['Inquiries', '/admin/inquiries'],
      ['Users', '/admin/users'],
      ['Recently deleted', '/admin/deleted'],
      ['Webhooks', '/admin/webhooks'],
      ['Profile', '/profile'],
    ]);
  });

  it("shows the domains' entries of the domain manifest between the shell's Home and Reports", async () => {
    await renderAs('ADMIN');
    expect(navLinks()).toEqual([
      ['Home', '/admin'],
      ...DOMAIN_NAV.map((n) => [n.label, n.path]),
      ['Reports', '/admin/reports'],
      ['Inquiries', '/admin/inquiries'],
      ['Users', '/admin/users'],
      ['Recently deleted', '/admin/deleted'],
      ['Webhooks', '/admin/webhooks'],
      ['Profile', '/profile'],
    ]);
  });

  it('shows staff the count of new inquiries beside Inquiries, read with the link', async () => {
    const { requests } = await renderAs('TRAINER', '/admin', 3);
    expect(await within(staffNav()).findByRole('link', { name: 'Inquiries 3 new' })).toHaveAttribute('href', '/admin/inquiries');
    expect(requests.filter((r) => r.url.startsWith('/api/users/inquiries'))).toHaveLength(1);
  });

  it('asks a USER nothing about inquiries', async () => {
    const { requests } = await renderAs('USER', '/admin/medical-records');
    expect(requests.filter((r) => r.url.startsWith('/api/users/inquiries'))).toEqual([]);
  });

  it('shows the signed-in email with its initial in an avatar', async () => {
    await renderAs('TRAINER');
    expect(screen.getByText('trainer@remuda.test')).toBeInTheDocument();
    const avatar = screen.getByText('T');
    expect(avatar.closest('.ant-avatar')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('draws the page in the main landmark', async () => {
    await renderAs('TRAINER', '/admin/horses');
    expect(within(screen.getByRole('main')).getByText('Staff page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remuda Ranch, home' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['/admin', 'Home'],
    ['/admin/horses/12', 'Horses'],
    ['/admin/gallery', 'Gallery'],
    ['/admin/care', "Today's Care"],
    ['/admin/care/settings', 'Care Settings'],
    ['/admin/import', 'Import'],
    ['/admin/medical-records/edit/5', 'Medical Records'],
    ['/admin/riding-logs/add', 'Riding Logs'],
    ['/admin/users', 'Users'],
    ['/admin/deleted', 'Recently deleted'],
    ['/admin/webhooks', 'Webhooks'],
    ['/admin/reports', 'Reports'],
    ['/admin/inquiries', 'Inquiries'],
    ['/profile', 'Profile'],
  ])('marks the nav item of %s as the current page', async (path, label) => {
    await renderAs('ADMIN', path);
    const current = within(staffNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('moves to the page of a nav item', async () => {
    const { router } = await renderAs('TRAINER');
    await userEvent.setup({ delay: null }).click(within(staffNav()).getByRole('link', { name: 'Riding Logs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/riding-logs'));
  });

  it('logs out through the API and goes home', async () => {
    const { router, requests } = await renderAs('TRAINER', '/admin/horses');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Public home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const logout = requests.filter((r) => r.method === 'POST' && r.url === '/api/users/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('warns before signing out while changes wait to sync, and keeps them on the device', async () => {
    const trainer = testAccount('TRAINER');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const ride = { horseId: 'h-1', date: '2026-11-02', type: 'trail', notes: 'Barn ride' };
    await submitWrite({ method: 'POST', path: '/api/riding-logs', body: ride, summary: 'Ride', fallbackMessage: 'Failed' }, trainer.id);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    try {
      // The server is down: the waiting ride is tried and stays.
      const { router, requests } = renderApp(routes, {
        path: '/admin',
        account: trainer,
        api: { 'POST /api/users/logout': { body: { ok: true } }, 'POST /api/riding-logs': { status: 503 }, ...newInquiriesAnswer(0) },
      });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      const warning = await screen.findByRole('dialog', { name: 'Sign out with changes waiting?' });
      expect(warning).toHaveTextContent('1 change waiting to sync');
      expect(requests.filter((r) => r.url === '/api/users/logout')).toHaveLength(0);

      await user.click(within(warning).getByRole('button', { name: 'Sign out anyway' }));
      expect(await screen.findByText('Public home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(requests.filter((r) => r.url === '/api/users/logout')).toHaveLength(1);
      expect(waitingWrites().map((w) => w.body)).toEqual([ride]);
    } finally {
      for (const write of waitingWrites()) await removeWaitingWrite(write);
    }
  });

  it('still goes home when the logout call fails', async () => {
    const { router } = renderApp(routes, {
      path: '/admin',
      account: testAccount('USER'),
      api: { 'POST /api/users/logout': { status: 503 } },
    });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Public home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  describe('below the md breakpoint', () => {
    const wide = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({ ...wide(query), matches: false })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = wide;
    });

    it('keeps the navigation and the account in a drawer opened by the Menu button', async () => {
      renderApp(routes, { path: '/admin', account: testAccount('TRAINER') });
      const user = userEvent.setup({ delay: null });
      const toggle = await screen.findByRole('button', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();

      await user.click(toggle);
      const drawer = await screen.findByRole('dialog');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(drawer).getByRole('navigation', { name: 'Staff' })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'Medical Records' })).toHaveAttribute('href', '/admin/medical-records');
      expect(await within(drawer).findByText('trainer@remuda.test')).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });
  });
});
