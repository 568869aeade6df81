import { configure, screen, waitFor } from '@testing-library/react';
import type { Role } from '@remuda/contracts';
import type { RouteObject } from '@remuda/shell-kit';
import { pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { routes } from './routes';
import { makeHorse, makeRidingLog } from './testing/fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const horse = makeHorse({ name: 'Dusty' });
const log = makeRidingLog(horse);

// As the shell mounts this remote: its routes under /admin, beside the sign-in and access-denied pages.
const app: RouteObject[] = [
  { path: '/admin', children: routes },
  { path: '/login', element: <p>Sign-in page</p> },
  { path: '/unauthorized', element: <p>Access denied</p> },
];

const api = {
  'GET /api/horses': { body: [horse] },
  'GET /api/riding-logs?limit=25&offset=0': pageAnswer([log]),
  [`GET /api/riding-logs/${log.id}`]: { body: log },
};

const PAGES: Array<[string, string]> = [
  ['/admin/riding-logs', 'Riding Logs'],
  ['/admin/riding-logs/add', 'Add Riding Log'],
  [`/admin/riding-logs/add?horseId=${horse.id}`, 'Add Riding Log'],
  [`/admin/riding-logs/edit/${log.id}`, 'Edit Riding Log'],
  [`/admin/riding-logs/delete/${log.id}`, 'Delete Riding Log'],
];

const render = (path: string, role: Role | null) => renderApp(app, { path, account: role ? testAccount(role) : null, api: role ? api : {} });

describe('riding remote routes', () => {
  it('gives its pages relative to /admin, as the shell mounts remotes', () => {
    expect(routes.map((r) => r.path)).toEqual(['riding-logs', 'riding-logs/add', 'riding-logs/edit/:id', 'riding-logs/delete/:id']);
  });

  it.each(PAGES)('draws %s for a trainer, loading its code on first visit', async (path, heading) => {
    render(path, 'TRAINER');
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(PAGES)('draws %s for an administrator', async (path, heading) => {
    render(path, 'ADMIN');
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  // SPEC.md section 2: the riding-log screens are for trainers and administrators, the list included.
  it.each(PAGES.map(([path]) => path))('sends a USER from %s to the access-denied page', async (path) => {
    const { router } = render(path, 'USER');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each(PAGES.map(([path]) => path))('sends a visitor from %s to sign in, remembering the page', async (path) => {
    const { router } = render(path, null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: path });
  });
});
