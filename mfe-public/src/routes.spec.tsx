import { screen } from '@testing-library/react';
import { renderApp } from '@remuda/shell-kit/testing';
import { aHorse, aHorseDetail } from './testing/horses';
import { routes } from './routes';

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
    renderApp(routes, { path: '/gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
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
