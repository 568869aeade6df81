import { configure, screen, waitFor } from '@testing-library/react';
import type { Role } from '@remuda/contracts';
import type { RouteObject } from '@remuda/shell-kit';
import { pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { routes } from './routes';
import { makeHorse, makeMedicalRecord } from './testing/fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const horse = makeHorse({ name: 'Dusty' });
const record = makeMedicalRecord(horse);

// As the shell mounts this remote: its routes under /admin, beside the sign-in and access-denied pages.
const app: RouteObject[] = [
  { path: '/admin', children: routes },
  { path: '/login', element: <p>Sign-in page</p> },
  { path: '/unauthorized', element: <p>Access denied</p> },
];

const api = {
  'GET /api/horses': { body: [horse] },
  'GET /api/medical-records?limit=25&offset=0': pageAnswer([record]),
  [`GET /api/medical-records/${record.id}`]: { body: record },
};

const LIST: [string, string] = ['/admin/medical-records', 'Medical Records'];
const STAFF_PAGES: Array<[string, string]> = [
  ['/admin/medical-records/add', 'Add Medical Record'],
  [`/admin/medical-records/add?horseId=${horse.id}`, 'Add Medical Record'],
  [`/admin/medical-records/edit/${record.id}`, 'Edit Medical Record'],
  [`/admin/medical-records/delete/${record.id}`, 'Delete Medical Record'],
];

const render = (path: string, role: Role | null) => renderApp(app, { path, account: role ? testAccount(role) : null, api: role ? api : {} });

describe('medical remote routes', () => {
  it('gives its pages relative to /admin, as the shell mounts remotes', () => {
    expect(routes.map((r) => r.path)).toEqual([
      'medical-records',
      'medical-records/add',
      'medical-records/edit/:id',
      'medical-records/delete/:id',
    ]);
  });

  it.each([LIST, ...STAFF_PAGES])('draws %s for a trainer, loading its code on first visit', async (path, heading) => {
    render(path, 'TRAINER');
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  it.each([LIST, ...STAFF_PAGES])('draws %s for an administrator', async (path, heading) => {
    render(path, 'ADMIN');
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  it('lets a USER read the list', async () => {
    render(LIST[0], 'USER');
    expect(await screen.findByText(LIST[1], { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(STAFF_PAGES.map(([path]) => path))('sends a USER from %s to the access-denied page', async (path) => {
    const { router } = render(path, 'USER');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each([LIST[0], ...STAFF_PAGES.map(([path]) => path)])('sends a visitor from %s to sign in, remembering the page', async (path) => {
    const { router } = render(path, null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: path });
  });
});
