import { configure, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Account } from '@remuda/contracts';
import { pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { loadRemoteRoutes } from './remotes/load-remote-routes';
import { routes } from './routes';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// No remote loads in jsdom: each area answers one page that names the path it was given.
jest.mock('./remotes/load-remote-routes', () => ({ loadRemoteRoutes: jest.fn(), loadRemoteVersion: jest.fn(async () => null) }));
const load = jest.mocked(loadRemoteRoutes);

function RemotePage() {
  const { pathname, search } = useLocation();
  return <p>Remote page at {pathname + search}</p>;
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue([
    { index: true, element: <RemotePage /> },
    { path: '*', element: <RemotePage /> },
  ]);
});

/** Opens `path` in a memory router over the app's exported routes; `router.state.location` is where it landed. */
const open = (path: string, account: Account | null = testAccount('TRAINER'), api = {}) =>
  renderApp(routes, { path, account, api });

describe('the alias routes', () => {
  it.each([
    ['/public/horses/123?x=1', '/horses/123', '?x=1'],
    ['/public/horses', '/horses', ''],
    ['/public/about', '/about', ''],
    ['/public/contact?interest=cattle', '/contact', '?interest=cattle'],
  ])('send %s to the public page %s', async (from, pathname, search) => {
    const { router } = open(from, null);
    expect(await screen.findByText(`Remote page at ${pathname}${search}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
    expect(load).toHaveBeenCalledWith('public');
  });

  it.each([
    ['/horses/add', '/admin/horses/add', '', 'horses'],
    ['/horses/edit/7', '/admin/horses/edit/7', '', 'horses'],
    ['/medical-records', '/admin/medical-records', '', 'medical'],
    ['/medical-records/add?horseId=4', '/admin/medical-records/add', '?horseId=4', 'medical'],
    ['/medical-records/edit/5', '/admin/medical-records/edit/5', '', 'medical'],
    ['/medical-records/delete/5', '/admin/medical-records/delete/5', '', 'medical'],
    ['/riding-logs', '/admin/riding-logs', '', 'riding'],
    ['/riding-logs/add?horseId=4', '/admin/riding-logs/add', '?horseId=4', 'riding'],
  ] as const)('send %s to the staff page %s', async (from, pathname, search, remote) => {
    const { router } = open(from);
    expect(await screen.findByText(`Remote page at ${pathname}${search}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(load).toHaveBeenCalledWith(remote);
  });

  it('keep /horses/{id} the public horse page', async () => {
    const { router } = open('/horses/123');
    expect(await screen.findByText('Remote page at /horses/123')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horses/123');
    expect(load).toHaveBeenCalledWith('public');
  });
});

describe('the app routes', () => {
  it('draw the dashboard at /admin from the horses remote', async () => {
    const { router } = open('/admin');
    expect(await screen.findByText('Remote page at /admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(load).toHaveBeenCalledWith('horses');
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeInTheDocument();
  });

  it('draw the home page at / from the public remote', async () => {
    open('/', null);
    expect(await screen.findByText('Remote page at /')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('send a visitor of a staff page to sign in, remembering it', async () => {
    const { router } = open('/horses/edit/7?tab=media', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/admin/horses/edit/7?tab=media' });
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/unauthorized', 'Access Denied'],
    ['/care-digest/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Daily care mail'],
  ])('draw %s in the public layout', async (path, heading) => {
    open(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('keep the Users page for administrators', async () => {
    const { router } = open('/admin/users', testAccount('TRAINER'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('show the Users page to an administrator', async () => {
    const admin = testAccount('ADMIN');
    open('/admin/users', admin, { 'GET /api/users': { body: [admin] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['TRAINER', 'USER'] as const)('keep Recently deleted from a %s', async (role) => {
    const { router } = open('/admin/deleted', testAccount(role));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('show Recently deleted to an administrator', async () => {
    open('/admin/deleted', testAccount('ADMIN'), { 'GET /api/deleted': { body: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently deleted' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('send /reports to the reports page, for trainers and administrators only', async () => {
    const remotes = { 'GET /api/remotes': { body: { remotes: {} } } };
    const { router } = open('/reports', testAccount('TRAINER'), remotes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('send a USER from the reports page to Access Denied', async () => {
    const { router } = open('/admin/reports', testAccount('USER'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('show the inquiries to trainers and administrators, in the staff layout', async () => {
    open('/admin/inquiries', testAccount('TRAINER'), { 'GET /api/users/inquiries?limit=25&offset=0': pageAnswer([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page');
    expect(load).not.toHaveBeenCalled();
  });

  it('send a USER from the inquiries to Access Denied', async () => {
    const { router, requests } = open('/admin/inquiries', testAccount('USER'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(requests.filter((r) => r.url.startsWith('/api/users/inquiries'))).toEqual([]);
  });

  it('show the profile inside the staff layout', async () => {
    open('/profile', testAccount('USER'), { 'GET /api/users/sessions': { body: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Active sessions' })).toBeInTheDocument();
  });

  it('show the 404 for an unknown path without loading a remote', async () => {
    const { router } = open('/no-such-page', null);
    expect(await screen.findByText('This page has gone missing like a lone ranger in the desert.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    expect(load).not.toHaveBeenCalled();
  });
});
