import { configure, screen, waitFor } from '@testing-library/react';
import type { Role } from '@remuda/contracts';
import type { RouteObject } from '@remuda/shell-kit';
import { careSettingsAnswer, describeReadFailures, makeGallery, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { routes } from './routes';
import { makeHorseDetail } from './testing/fixtures';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

const horse = makeHorseDetail({ name: 'Dusty' });
const pictures = makeGallery([['Spring Roundup', 'events']]);

// As the shell mounts this remote: its routes under /admin, beside the sign-in and access-denied pages.
const app: RouteObject[] = [
  { path: '/admin', children: routes },
  { path: '/login', element: <p>Sign-in page</p> },
  { path: '/unauthorized', element: <p>Access denied</p> },
];

const api = {
  'GET /api/horses': { body: [horse] },
  [`GET /api/horses/${horse.id}`]: { body: horse },
  // The detail page's record tabs are the medical and riding remotes': with no address for them, their notices show.
  'GET /api/remotes': { body: { remotes: {} } },
  'GET /api/uploads/limits': { body: { imageBytes: 20 * 1024 * 1024, videoBytes: 500 * 1024 * 1024, importBytes: 20 * 1024 * 1024, documentBytes: 20 * 1024 * 1024, archiveBytes: 10 * 1024 * 1024 * 1024 } },
  'GET /api/gallery': { body: pictures },
  'GET /api/care/due': { body: { today: '2026-03-03', leadDays: 14, groups: [] } },
  ...careSettingsAnswer(),
  'GET /api/users/care-digest/recipients': { body: [] },
  // The import page looks for an import of the person's still running.
  'GET /api/imports/jobs': { body: [] },
};

const PAGES: Array<[string, string]> = [
  ['/admin', 'Ranch Dashboard'],
  ['/admin/horses', 'Horses'],
  ['/admin/horses/add', 'Add Horse'],
  [`/admin/horses/edit/${horse.id}`, 'Edit Dusty'],
  [`/admin/horses/${horse.id}`, 'Dusty'],
  [`/admin/horses/${horse.id}/media`, 'Manage Images for Dusty'],
  ['/admin/care', "Today's Care"],
  ['/admin/gallery', 'Gallery'],
  ['/admin/import', 'Import'],
];

const render = (path: string, role: Role | null) =>
  renderApp(app, { path, account: role ? testAccount(role) : null, api: role ? api : {} });

describe('horses remote routes', () => {
  it('gives its pages relative to /admin, as the shell mounts remotes', () => {
    expect(routes.every((r) => !r.path?.startsWith('/'))).toBe(true);
    expect(routes.map((r) => (r.index ? '(index)' : r.path))).toEqual([
      '(index)',
      'horses',
      'horses/add',
      'horses/edit/:id',
      'horses/:id',
      'horses/:id/media',
      'care',
      'care/settings',
      'import',
      'gallery',
    ]);
  });

  it.each(PAGES)('draws %s for a trainer, loading its code on first visit', async (path, heading) => {
    render(path, 'TRAINER');
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(PAGES)('draws %s for an administrator', async (path, heading) => {
    render(path, 'ADMIN');
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

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

describe('the care settings page, for administrators only', () => {
  const path = '/admin/care/settings';

  it('draws it for an administrator, loading its code on first visit', async () => {
    render(path, 'ADMIN');
    expect(await screen.findByText('Care Settings', { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(['TRAINER', 'USER'] as const)('sends a %s to the access-denied page, asking nothing of the settings', async (role) => {
    const { router, requests } = render(path, role);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(requests.filter((r) => r.url.startsWith('/api/care'))).toEqual([]);
  });

  it('sends a visitor to sign in, remembering the page', async () => {
    const { router } = render(path, null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toEqual({ from: path }));
  });
});

const trainer = testAccount('TRAINER');
const remotes = { 'GET /api/remotes': { body: { remotes: {} } } };
const limits = { 'GET /api/uploads/limits': { body: { imageBytes: 20 * 1024 * 1024, videoBytes: 500 * 1024 * 1024 } } };

// Each read of each page fails in turn: every alert left is in plain words.
describeReadFailures("the horses remote's pages when a read fails", app, {
  dashboard: { path: '/admin', account: trainer, api: { 'GET /api/horses': { body: [horse] } } },
  'the horse list': { path: '/admin/horses', account: trainer, api: { 'GET /api/horses': { body: [horse] } } },
  "a horse's page": { path: `/admin/horses/${horse.id}`, account: trainer, api: { [`GET /api/horses/${horse.id}`]: { body: horse }, ...remotes } },
  'the edit form': { path: `/admin/horses/edit/${horse.id}`, account: trainer, api: { [`GET /api/horses/${horse.id}`]: { body: horse } } },
  'the images page': { path: `/admin/horses/${horse.id}/media`, account: trainer, api: { [`GET /api/horses/${horse.id}`]: { body: horse }, ...limits } },
  'the gallery': { path: '/admin/gallery', account: trainer, api: { 'GET /api/gallery': { body: pictures }, ...limits } },
  'today’s care': { path: '/admin/care', account: trainer, api: { 'GET /api/care/due': { body: { today: '2026-03-03', leadDays: 14, groups: [] } } } },
  'the care settings': {
    path: '/admin/care/settings',
    account: testAccount('ADMIN'),
    api: { ...careSettingsAnswer(), 'GET /api/horses': { body: [horse] }, 'GET /api/users/care-digest/recipients': { body: [] } },
  },
});
