import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertsWhenReadFails, describeReadFailures, renderApp } from '@remuda/shell-kit/testing';
import { TWELVE_PICTURES } from './testing/gallery';
import { aHorse, aHorseDetail } from './testing/horses';
import { routes } from './routes';

const LIST = 'GET /api/horses?status=on-property';
const HORSE = 'GET /api/horses/h-dusty';
const GALLERY = 'GET /api/gallery';

describe('public remote routes', () => {
  it('draws the Home page at /, loading its code on first visit', async () => {
    renderApp(routes, { path: '/', api: { 'GET /api/horses?status=on-property': { body: [aHorse()] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Horses, Raised on Open Country' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Dusty' })).toBeInTheDocument();
  });

  it('draws the About page at /about, loading its code on first visit', async () => {
    renderApp(routes, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Remuda Ranch' })).toBeInTheDocument();
  });

  it('draws the Contact page at /contact, loading its code on first visit', async () => {
    renderApp(routes, { path: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('draws the Cattle page at /cattle, loading its code on first visit', async () => {
    renderApp(routes, { path: '/cattle' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Cattle' })).toBeInTheDocument();
  });

  it('draws the Gallery at /gallery, loading its code on first visit', async () => {
    renderApp(routes, { path: '/gallery', api: { [GALLERY]: { body: TWELVE_PICTURES } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
  });

  it('draws the horse list at /horses', async () => {
    renderApp(routes, { path: '/horses', api: { 'GET /api/horses?status=on-property': { body: [aHorse()] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Horses' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dusty' })).toBeInTheDocument();
  });

  it('draws a horse at /horses/{id}', async () => {
    renderApp(routes, { path: '/horses/h-dusty', api: { 'GET /api/horses/h-dusty': { body: aHorseDetail() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
  });

  it('gives its pages relative to the layout, as the shell mounts remotes', () => {
    expect(routes.map((r) => (r.index ? '(index)' : r.path))).toEqual(['(index)', 'about', 'contact', 'cattle', 'gallery', 'horses', 'horses/:id']);
    expect(routes.every((r) => !r.path?.startsWith('/'))).toBe(true);
  });
});


// The public pages that read, each read answered well; each in turn then fails.
describeReadFailures('the public pages when a read fails', routes, {
  home: { path: '/', api: { [LIST]: { body: [aHorse()] } } },
  'the horse list': { path: '/horses', api: { [LIST]: { body: [aHorse()] } } },
  "a horse's page": { path: '/horses/h-dusty', api: { [HORSE]: { body: aHorseDetail() } } },
  'the gallery': { path: '/gallery', api: { [GALLERY]: { body: TWELVE_PICTURES } } },
});

describe('a public read that fails, and Try again', () => {
  it('says Failed to fetch horses on the list, and Try again brings the horses', async () => {
    expect(await alertsWhenReadFails(routes, { path: '/horses', api: {}, fail: LIST, how: '503' })).toEqual(['Failed to fetch horses']);
    // The service is back.
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify([aHorse()]), { status: 200 })) as typeof fetch;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dusty' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("says Failed to fetch horse on a horse's page when the connection drops, with Try again and the way back", async () => {
    expect(await alertsWhenReadFails(routes, { path: '/horses/h-dusty', api: {}, fail: HORSE, how: 'network' })).toEqual(['Failed to fetch horse']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Horses' })).toHaveAttribute('href', '/horses');
  });

  it('says Failed to load the gallery on the gallery when the connection drops, with Try again', async () => {
    expect(await alertsWhenReadFails(routes, { path: '/gallery', api: {}, fail: GALLERY, how: 'network' })).toEqual(['Failed to load the gallery']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no Try again for a horse that is not there', async () => {
    renderApp(routes, { path: '/horses/h-dusty', api: { [HORSE]: { status: 404 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Horse not found. It may have been removed from our listings.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
