import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@remuda/shell-kit/testing';
import { AboutPage } from './about-page';

const routes = [
  { path: '/about', element: <AboutPage /> },
  { path: '/horses', element: <p>Horse list</p> },
  { path: '/contact', element: <p>Contact form</p> },
];

const renderAbout = () => renderApp(routes, { path: '/about' });

describe('AboutPage', () => {
  it('tells the story of the ranch', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About Remuda Ranch' })).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(within(story).getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(within(story).getByText(/Remuda Ranch began in 2009/)).toBeInTheDocument();
  });

  it('introduces both co-founders by name and role', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Meet the Founders' });
    const founders = within(team).getAllByRole('heading', { level: 3 });
    expect(founders.map((h) => h.textContent)).toEqual(['Wade Callahan', 'June Callahan']);
    expect(within(team).getByText('Co-founder & Head Trainer')).toBeInTheDocument();
    expect(within(team).getByText('Co-founder & Ranch Manager')).toBeInTheDocument();
    // Each role sits with its own founder.
    expect(founders[0]!.parentElement).toHaveTextContent('Wade CallahanCo-founder & Head Trainer');
    expect(founders[1]!.parentElement).toHaveTextContent('June CallahanCo-founder & Ranch Manager');
  });

  it('keeps the founders’ decorative initials away from screen readers', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Meet the Founders' });
    const initials = within(team).getByText('WC');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the ranch image with a text that describes it', () => {
    renderAbout();
    const image = screen.getByRole('img', { name: /barn and corral of Remuda Ranch/i });
    const alt = image.getAttribute('alt')!;
    expect(alt.length).toBeGreaterThan(20);
    expect(alt).not.toMatch(/^(image|picture|photo)\b|\.(svg|png|jpe?g|webp)$/i);
    expect(image).toHaveAttribute('src');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('lists the four values Quality, Integrity, Stewardship and Innovation in that order', () => {
    renderAbout();
    const values = screen.getByRole('region', { name: 'What We Stand For' });
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quality',
      'Integrity',
      'Stewardship',
      'Innovation',
    ]);
    for (const heading of within(values).getAllByRole('heading', { level: 3 })) {
      expect(heading.nextElementSibling?.textContent?.length).toBeGreaterThan(10);
    }
  });

  it('links to the horses and to the contact page', () => {
    renderAbout();
    expect(screen.getByRole('link', { name: 'See Our Horses' })).toHaveAttribute('href', '/horses');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['See Our Horses', '/horses', 'Horse list'],
    ['Contact Us', '/contact', 'Contact form'],
  ])('goes to the page of %s', async (name, path, page) => {
    const { router } = renderAbout();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name }));
    expect(await screen.findByText(page)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('orders the headings without skipping a level', () => {
    renderAbout();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });
});
