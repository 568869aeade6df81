import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout, failOverFromChunk, lazyPage, reportRemoteError, retryFailedPages } from '@remuda/shell-kit';
import { renderApp, setConnection, testAccount } from '@remuda/shell-kit/testing';
import { AdminLayout } from '../layouts/admin-layout';
import { loadRemoteRoutes, loadRemoteVersion } from './load-remote-routes';
import { RemoteArea } from './remote-area';
import { reloadPage } from './reload-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The Module Federation runtime cannot run in jsdom; the loader (which itself retries once) is replaced here,
// and the real loading is covered by the browser tests.
jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn(), loadRemoteVersion: jest.fn() }));
// What a section's breaking tells the gateway is the kit's to send (load-remote-module.spec); here, that it is told.
jest.mock('@remuda/shell-kit', () => ({ ...jest.requireActual('@remuda/shell-kit'), reportRemoteError: jest.fn(), failOverFromChunk: jest.fn() }));
// jsdom cannot load a page afresh: the test sees that the area asked for it.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);
const loadVersion = jest.mocked(loadRemoteVersion);

const NOT_FOUND = 'This page has gone missing like a lone ranger in the desert.';
const CLOSED = 'This part of the ranch is closed for a moment';
const NOT_KEPT = 'This screen is not kept offline yet';
const NOT_KEPT_WORDS = 'This screen has not been opened on this device yet, so it is not kept offline. It will open by itself when you are back online.';

afterEach(() => setConnection(true));

const routes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: '*', element: <RemoteArea layout="public" /> }] },
  { element: <AdminLayout />, children: [{ path: 'admin/*', element: <RemoteArea layout="admin" /> }] },
];

const publicRoutes: RouteObject[] = [
  { path: 'about', element: <h1>About Remuda Ranch</h1> },
  { path: 'horses/:id', element: <h1>A horse</h1> },
];

function Broken(): never {
  throw new Error('remote page broke');
}

beforeEach(() => {
  load.mockReset();
  loadVersion.mockReset().mockResolvedValue(null);
});

describe('RemoteArea', () => {
  it('shows the 404 for a path no remote claims, without loading anything', async () => {
    const { requests } = renderApp(routes, { path: '/no-such-page' });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/users/session']);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the 404 inside the staff layout for a staff path no remote claims, leading back to the dashboard', async () => {
    renderApp(routes, { path: '/admin/no-such-page', account: testAccount('TRAINER') });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/admin'));
  });

  it("loads the remote that owns the path and draws its page", async () => {
    load.mockResolvedValue(publicRoutes);
    renderApp(routes, { path: '/about' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Remuda Ranch' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('public');
  });

  it.each([
    ['/admin', 'horses'],
    ['/admin/horses/12', 'horses'],
    ['/admin/medical-records/add', 'medical'],
    ['/admin/riding-logs', 'riding'],
  ] as const)('asks for the remote of %s: %s', async (path, remote) => {
    load.mockResolvedValue([{ path: '*', element: <p>Remote page</p> }]);
    renderApp(routes, { path, account: testAccount('ADMIN') });
    expect(await screen.findByText('Remote page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(remote);
  });

  it('marks the area with the remote and the release of it the page runs', async () => {
    load.mockResolvedValue(publicRoutes);
    loadVersion.mockResolvedValue('1.4.0');
    renderApp(routes, { path: '/about' });
    const heading = await screen.findByRole('heading', { name: 'About Remuda Ranch' });
    const area = heading.closest('[data-remote]');
    expect(area).toHaveAttribute('data-remote', 'public');
    await waitFor(() => expect(area).toHaveAttribute('data-remote-version', '1.4.0'));
    expect(loadVersion).toHaveBeenCalledWith('public');
  });

  it("lists each section's release in About this site, an administrator's panel, and nowhere on a trainer's page", async () => {
    load.mockResolvedValue([{ path: '*', element: <p>Remote page</p> }]);
    loadVersion.mockImplementation(async (remote) => (remote === 'horses' ? '2.0.0-rc.1' : null));
    const trainer = renderApp(routes, { path: '/admin/horses', account: testAccount('TRAINER') });
    await screen.findByText('Remote page');
    expect(screen.queryByRole('button', { name: 'About this site' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/2\.0\.0-rc\.1|Site sections/);
    trainer.unmount();

    const canary = { url: '/remotes/riding/2.1.0/mf-manifest.json', percent: 10, maxErrorRate: 0.05, minLoads: 20 };
    renderApp(routes, {
      path: '/admin/horses',
      account: testAccount('ADMIN'),
      api: {
        'GET /api/remotes/canaries': {
          body: [
            { remote: 'riding', ...canary, loads: 12, errors: 0, rolledBack: null },
            { remote: 'medical', ...canary, url: '/remotes/medical/3.0.0/mf-manifest.json', loads: 20, errors: 2, rolledBack: { at: '2026-11-27T09:40:00.000Z', loads: 20, errors: 2 } },
          ],
        },
        // Restore a ranch looks for a restore of the administrator's still running.
        'GET /api/imports/jobs': { body: [] },
      },
    });
    await screen.findByText('Remote page');
    expect(document.body).not.toHaveTextContent(/2\.0\.0-rc\.1|Site sections/);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'About this site' }));
    const about = await screen.findByRole('dialog', { name: 'About this site' });
    await waitFor(() => expect(within(about).getByText('horses').nextElementSibling).toHaveTextContent('2.0.0-rc.1'));
    expect(within(about).getByText('medical', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not known');
    // The releases on trial: one running for a share of browsers, one rolled back by itself.
    const trials = await within(about).findAllByRole('listitem');
    expect(trials[0]).toHaveTextContent(
      'riding: the release /remotes/riding/2.1.0/mf-manifest.json runs for 10 % of browsers; 0 of 12 page loads went wrong so far (rolled back past 5 % of page loads going wrong, judged from 20 page loads).',
    );
    expect(trials[1]).toHaveTextContent(/^medical: the release \/remotes\/medical\/3\.0\.0\/mf-manifest\.json was rolled back by itself on Nov 27, 2026, .*: 2 of 20 page loads went wrong\. Every browser loads the current release again\.$/);
    expect(within(about).getByRole('link', { name: 'Download everything (ZIP)' })).toHaveAttribute('href', '/api/export');
  });

  it("shows the 404 for a path the remote's own routes do not know", async () => {
    load.mockResolvedValue(publicRoutes);
    renderApp(routes, { path: '/about/team' });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public');
  });

  it("leads back to the dashboard from a staff path the remote's own routes do not know", async () => {
    load.mockResolvedValue([{ path: 'horses', element: <h1>Horses</h1> }]);
    renderApp(routes, { path: '/admin/horses/nothing/here', account: testAccount('ADMIN') });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('horses');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/admin'));
  });

  it('loads a remote once for all of its pages', async () => {
    load.mockResolvedValue(publicRoutes);
    const { router } = renderApp(routes, { path: '/about' });
    await screen.findByRole('heading', { name: 'About Remuda Ranch' });
    await act(() => router.navigate('/horses/12'));
    expect(await screen.findByRole('heading', { name: 'A horse' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a notice with Try again when the remote cannot be loaded, and keeps the layout', async () => {
    load.mockRejectedValue(new Error('The public section has no routes'));
    renderApp(routes, { path: '/about' });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: CLOSED })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Remuda Ranch. All rights reserved.');
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('keeps the staff navigation when a staff remote cannot be loaded', async () => {
    load.mockRejectedValue(new Error('No address is registered for the medical section'));
    renderApp(routes, { path: '/admin/medical-records', account: testAccount('TRAINER') });
    expect(await screen.findByRole('heading', { name: CLOSED })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { name: 'Horses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('loads again on Try again and draws the page once it arrives', async () => {
    load.mockRejectedValueOnce(new Error('network blinked')).mockResolvedValueOnce(publicRoutes);
    renderApp(routes, { path: '/about' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About Remuda Ranch' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
  });

  it('shows the notice when a remote page breaks while drawing, and the rest of the site keeps working', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      load.mockResolvedValue([{ path: 'gallery', element: <Broken /> }, ...publicRoutes]);
      const { router } = renderApp(routes, { path: '/gallery' });
      expect(await screen.findByRole('heading', { name: CLOSED })).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('A site section failed while drawing', expect.any(Error));
      expect(reportRemoteError).toHaveBeenCalledWith('public');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

      await act(() => router.navigate('/no-such-page'));
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  describe('a page whose chunk cannot be fetched', () => {
    let missing = true;
    /** A page's code whose chunk is gone until `missing` is false. */
    const pageCode = () =>
      jest.fn(() =>
        missing
          ? Promise.reject(Object.assign(new Error('Loading chunk 761 failed.'), { name: 'ChunkLoadError', request: 'https://cdn.test/riding/2.2.0/761.js' }))
          : Promise.resolve(() => <h1>Riding Logs</h1>),
      );
    let consoleError: jest.SpiedFunction<typeof console.error>;
    beforeEach(() => {
      missing = true;
      jest.mocked(failOverFromChunk).mockClear();
      jest.mocked(reloadPage).mockClear();
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(async () => {
      // The failed loads are kept for Try again; the other tests start without them.
      missing = false;
      await retryFailedPages();
      consoleError.mockRestore();
    });

    it('is tried again at once, then the page is loaded afresh when the kit falls back on the previous release', async () => {
      const page = pageCode();
      load.mockResolvedValue([{ path: 'riding-logs', element: lazyPage(page) }]);
      jest.mocked(failOverFromChunk).mockResolvedValueOnce(true);
      renderApp(routes, { path: '/admin/riding-logs', account: testAccount('TRAINER') });
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
      expect(page).toHaveBeenCalledTimes(2);
      expect(failOverFromChunk).toHaveBeenCalledWith('riding', expect.objectContaining({ request: 'https://cdn.test/riding/2.2.0/761.js' }));
    });

    it('keeps the notice, without loading the page afresh, when there is nothing to fall back on', async () => {
      const page = pageCode();
      load.mockResolvedValue([{ path: 'riding-logs', element: lazyPage(page) }]);
      jest.mocked(failOverFromChunk).mockResolvedValueOnce(false);
      renderApp(routes, { path: '/admin/riding-logs', account: testAccount('TRAINER') });
      await waitFor(() => expect(failOverFromChunk).toHaveBeenCalled());
      expect(page).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('heading', { name: CLOSED })).toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();
    });
  });

  it('draws the broken page again on Try again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let broken = true;
      function Flaky() {
        if (broken) throw new Error('first draw fails');
        return <h1>Gallery</h1>;
      }
      load.mockResolvedValue([{ path: 'gallery', element: <Flaky /> }]);
      renderApp(routes, { path: '/gallery' });
      const retry = await screen.findByRole('button', { name: 'Try again' });
      broken = false;
      await userEvent.setup({ delay: null }).click(retry);
      expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(CLOSED)).not.toBeInTheDocument());
    } finally {
      consoleError.mockRestore();
    }
  });

  describe('offline, on a screen this device never loaded', () => {
    it('says the screen is not kept offline, and draws it by itself once the connection returns', async () => {
      setConnection(false);
      load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce([{ path: 'riding-logs', element: <h1>Riding Logs</h1> }]);
      renderApp(routes, { path: '/admin/riding-logs', account: testAccount('TRAINER') });
      const notice = await screen.findByRole('alert');
      expect(within(notice).getByRole('heading', { name: NOT_KEPT })).toBeInTheDocument();
      expect(notice).toHaveTextContent(NOT_KEPT_WORDS);
      expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
      expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Staff' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);

      setConnection(true);
      expect(await screen.findByRole('heading', { name: 'Riding Logs' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.queryByText(NOT_KEPT)).not.toBeInTheDocument();
    });

    it("does the same for a page whose own code this device never loaded, in a section it had", async () => {
      jest.mocked(reloadPage).mockClear();
      setConnection(false);
      const pageCode = jest.fn<Promise<() => React.JSX.Element>, []>().mockRejectedValueOnce(new Error('Loading chunk 42 failed'));
      pageCode.mockResolvedValueOnce(() => <h1>Add Horse</h1>);
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        load.mockResolvedValue([{ path: 'horses/add', element: lazyPage(pageCode) }]);
        renderApp(routes, { path: '/admin/horses/add', account: testAccount('TRAINER') });
        expect(await screen.findByRole('heading', { name: NOT_KEPT })).toBeInTheDocument();
        expect(pageCode).toHaveBeenCalledTimes(1);

        // Back online: its code loads, and the page is loaded afresh to draw it.
        setConnection(true);
        await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
        expect(pageCode).toHaveBeenCalledTimes(2);
        expect(load).toHaveBeenCalledTimes(1);
      } finally {
        consoleError.mockRestore();
      }
    });

    it('keeps the notice with Try again for a load that fails online, and does not try again by itself', async () => {
      load.mockRejectedValue(new Error('The riding section has no routes'));
      renderApp(routes, { path: '/admin/riding-logs', account: testAccount('TRAINER') });
      expect(await screen.findByRole('heading', { name: CLOSED })).toBeInTheDocument();
      setConnection(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });
});
