import { screen } from '@testing-library/react';
import { renderApp } from '@remuda/shell-kit/testing';
import { routes } from './routes';
import { aHorseDetail } from './testing/horses';
import { browserSiteRoutes } from './site/site-routes';

describe("the public site's own routes in the browser", () => {
  it('draws a public page in the public layout, inside the area the server marks with its release', async () => {
    const { container } = renderApp(browserSiteRoutes(routes), { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Remuda Ranch' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const area = container.querySelector('[data-remote="public"]');
    expect(area).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(area).toContainElement(screen.getByRole('heading', { level: 1, name: 'About Remuda Ranch' }));
  });

  it('sends another spelling of a page on to the page within the page, its query and hash along', async () => {
    const { router } = renderApp(browserSiteRoutes(routes), { path: '/public/contact?interest=horses#form' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/contact', search: '?interest=horses', hash: '#form' });
  });

  it('sends the other spelling of a horse page on to that horse', async () => {
    const { router } = renderApp(browserSiteRoutes(routes), {
      path: '/public/horses/h-dusty',
      api: { 'GET /api/horses/h-dusty': { body: aHorseDetail() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horses/h-dusty');
  });
});
