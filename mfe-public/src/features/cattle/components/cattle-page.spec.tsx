import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, PATH_ALIASES } from '@remuda/shell-kit';
import { renderApp } from '@remuda/shell-kit/testing';
import { CATTLE, type CattleItem } from '../cattle-content';
import { CattlePage } from './cattle-page';

const aCow = (overrides: Partial<CattleItem> = {}): CattleItem => ({
  name: 'Clover',
  breed: 'Red Angus',
  gender: 'heifer',
  age: 2,
  description: 'Gentle, easy-fleshing and raised on bunchgrass.',
  weight: 1060,
  registration_number: 'RA-4471',
  price: 2400,
  for_sale: true,
  featured: true,
  image: '/media/cattle/clover.webp',
  ...overrides,
});

// The shell redirects SPEC.md's /public/... spellings to the plain pages, as its alias list says.
const routes = (cattle?: readonly CattleItem[]) => [
  { path: '/cattle', element: <CattlePage cattle={cattle} /> },
  ...PATH_ALIASES.filter((alias) => !/[:*]/.test(alias.from)).map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
  { path: '/contact', element: <p>Contact form</p> },
];

const renderCattle = (cattle?: readonly CattleItem[]) => renderApp(routes(cattle), { path: '/cattle' });

describe('CattlePage', () => {
  it('introduces the herd under the heading Our Cattle and names the browser tab', async () => {
    renderCattle();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Cattle' })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: 'Raised on Open Country' });
    expect(within(intro).getByText(/Cattle have been part of Remuda Ranch/)).toBeInTheDocument();
    expect(within(intro).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Native Grass',
      'Worked Horseback',
      'Known by Name',
    ]);
    await waitFor(() => expect(document.title).toBe('Our Cattle | Remuda Ranch'));
  });

  it('lists no cattle yet, so the featured-cattle block is hidden', () => {
    expect(CATTLE).toEqual([]);
    renderCattle();
    expect(screen.queryByRole('heading', { name: 'Featured Cattle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Cattle' })).not.toBeInTheDocument();
  });

  it('keeps the block hidden while no animal in the list is featured', () => {
    renderCattle([aCow({ featured: false })]);
    expect(screen.queryByRole('heading', { name: 'Featured Cattle' })).not.toBeInTheDocument();
    expect(screen.queryByText('Clover')).not.toBeInTheDocument();
  });

  it('shows the featured cattle, and only those, once the list holds some', () => {
    renderCattle([aCow(), aCow({ name: 'Bramble', registration_number: 'RA-4472', featured: false })]);
    const block = screen.getByRole('region', { name: 'Featured Cattle' });
    expect(within(block).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Clover']);
    expect(within(block).getByText('Red Angus · Heifer · 2 years · 1,060 lbs')).toBeInTheDocument();
    expect(within(block).getByText('For Sale')).toBeInTheDocument();
    expect(within(block).getByText(/\$2,400/)).toBeInTheDocument();
    expect(within(block).getByText('Registration: RA-4471')).toBeInTheDocument();
    expect(within(block).getByText('Gentle, easy-fleshing and raised on bunchgrass.')).toBeInTheDocument();
    const photo = within(block).getByRole('img', { name: 'Clover, a Red Angus heifer' });
    expect(photo).toHaveAttribute('src', '/media/cattle/clover.webp');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
  });

  it('leaves out what a featured animal does not have', () => {
    renderCattle([aCow({ for_sale: false, weight: null, registration_number: '', image: null, description: ' ' })]);
    const block = screen.getByRole('region', { name: 'Featured Cattle' });
    expect(within(block).getByText('Red Angus · Heifer · 2 years')).toBeInTheDocument();
    expect(within(block).queryByText('For Sale')).not.toBeInTheDocument();
    expect(within(block).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(block).queryByText(/Registration/)).not.toBeInTheDocument();
    expect(within(block).queryByRole('img')).not.toBeInTheDocument();
    expect(within(block).getByText('No description available.')).toBeInTheDocument();
  });

  it('offers a contact button to /public/contact, which leads to the contact page', async () => {
    const { router } = renderCattle();
    const contact = screen.getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/public/contact');
    await userEvent.setup({ delay: null }).click(contact);
    expect(await screen.findByText('Contact form')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('orders the headings without skipping a level', () => {
    renderCattle([aCow()]);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });
});
