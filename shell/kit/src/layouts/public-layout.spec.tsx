import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { renderApp, testAccount } from '../testing';
import { PublicLayout } from './public-layout';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ path: '*', element: <p>Page body</p> }],
  },
];

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('PublicLayout', () => {
  it('links to Home, About, Our Horses, Our Cattle and Contact, in that order', async () => {
    renderApp(routes, { path: '/about' });
    const links = within(mainNav())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.slice(0, 5)).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Our Horses', '/horses'],
      ['Our Cattle', '/cattle'],
      ['Contact', '/contact'],
    ]);
    expect(await screen.findByText('Page body')).toBeInTheDocument();
  });

  it('offers a visitor the Login button, to /login', async () => {
    renderApp(routes, { path: '/', account: null });
    const login = await within(mainNav()).findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers staff the Dashboard button, to /admin', async () => {
    renderApp(routes, { path: '/', account: testAccount('TRAINER') });
    const dashboard = await within(mainNav()).findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/admin');
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('takes a USER from the Dashboard button to a staff page it may open, never to Access Denied', async () => {
    renderApp(routes, { path: '/', account: testAccount('USER') });
    const dashboard = await within(mainNav()).findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/admin/medical-records');
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('goes to the page of a nav link and marks it as the current page', async () => {
    const { router } = renderApp(routes, { path: '/' });
    const user = userEvent.setup({ delay: null });
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(mainNav()).getByRole('link', { name: 'Our Horses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/horses'));
    expect(within(mainNav()).getByRole('link', { name: 'Our Horses' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Our Horses as current on a horse of the list', async () => {
    renderApp(routes, { path: '/horses/12' });
    expect(within(mainNav()).getByRole('link', { name: 'Our Horses' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Page body')).toBeInTheDocument();
  });

  it('opens and closes the menu on small screens with a button that says so', async () => {
    renderApp(routes, { path: '/' });
    const user = userEvent.setup({ delay: null });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveClass('site-nav--open');

    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'));
    expect(mainNav()).not.toHaveClass('site-nav--open');
  });

  it('has a footer with quick links, a social-media blurb and a copyright line', async () => {
    renderApp(routes, { path: '/' });
    const footer = screen.getByRole('contentinfo');

    const quickLinks = within(footer).getByRole('region', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Our Horses', '/horses'],
      ['Our Cattle', '/cattle'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);

    const social = within(footer).getByRole('region', { name: 'Follow the Herd' });
    expect(social).toHaveTextContent(/follow us on social media/i);

    expect(within(footer).getByText(`© ${new Date().getFullYear()} Remuda Ranch. All rights reserved.`)).toBeInTheDocument();
    expect(await screen.findByText('Page body')).toBeInTheDocument();
  });

  it('draws the page inside the main landmark, with a skip link to it', async () => {
    renderApp(routes, { path: '/' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('Page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getByRole('link', { name: 'Remuda Ranch, home' })).toHaveAttribute('href', '/');
    await screen.findByRole('link', { name: 'Login' });
  });
});
