import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@remuda/shell-kit/testing';
import type { Horse } from '@remuda/contracts';
import { aHorse } from '../../../testing/horses';
import { HomePage } from './home-page';

const CANDIDATES = 'GET /api/horses?status=on-property';

const DUSTY = aHorse({ id: 'h-dusty', name: 'Dusty' });
const SAGE = aHorse({
  id: 'h-sage',
  name: 'Sage',
  breed: 'Quarter Horse',
  sex: 'mare',
  age: 12,
  color: 'Sorrel',
  description: 'Sage has packed more first-time riders up the ridge than anyone can count.',
  HMA: '',
});
const AWAY = aHorse({ id: 'h-away', name: 'Wanderer', on_property: false });
const GONE = aHorse({ id: 'h-gone', name: 'Old Blue', deceased: true, deceased_date: '2025-10-01' });

const routes = (random?: () => number) => [
  { path: '/', element: <HomePage random={random} /> },
  { path: '/horses', element: <p>Horse list</p> },
];

const renderHome = (answer: { status?: number; body?: unknown }, random?: () => number) =>
  renderApp(routes(random), { path: '/', api: { [CANDIDATES]: answer } });

const featured = () => screen.getByRole('region', { name: 'Featured Horse' });
const linkTo = (name: string | RegExp) => screen.getByRole('link', { name });

afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it('opens with a hero whose buttons go to the horses and the contact page', async () => {
    renderHome({ body: [DUSTY] });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Good Horses, Raised on Open Country');
    const hero = title.closest('header')!;
    expect(within(hero).getByRole('link', { name: 'Meet Our Horses' })).toHaveAttribute('href', '/horses');
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await screen.findByRole('heading', { name: 'Dusty' });
  });

  it('welcomes visitors with buttons to the story and the gallery', async () => {
    renderHome({ body: [DUSTY] });
    const welcome = screen.getByRole('region', { name: 'Welcome to Remuda Ranch' });
    expect(within(welcome).getByRole('link', { name: 'Read Our Story' })).toHaveAttribute('href', '/about');
    expect(within(welcome).getByRole('link', { name: 'Browse the Gallery' })).toHaveAttribute('href', '/gallery');
    await screen.findByRole('heading', { name: 'Dusty' });
  });

  it("offers three cards under 'What We Offer', linking to the horses, the cattle and the about page", async () => {
    renderHome({ body: [DUSTY] });
    const offers = screen.getByRole('region', { name: 'What We Offer' });
    const cards = within(offers).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Well-Started Horses',
      'Grass-Raised Cattle',
      'Ranch Visits & Know-How',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/horses', '/cattle', '/about']);
    for (const card of cards) expect(within(card).getByRole('paragraph').textContent!.length).toBeGreaterThan(60);
    await screen.findByRole('heading', { name: 'Dusty' });
  });

  it('closes with a call to action to /public/contact and /public/about', async () => {
    renderHome({ body: [DUSTY] });
    const cta = screen.getByRole('region', { name: 'Come See the Herd for Yourself' });
    expect(within(cta).getByRole('link', { name: 'Plan a Visit' })).toHaveAttribute('href', '/public/contact');
    expect(within(cta).getByRole('link', { name: 'About the Ranch' })).toHaveAttribute('href', '/public/about');
    await screen.findByRole('heading', { name: 'Dusty' });
  });

  it('goes to the horse list from the hero', async () => {
    const { router } = renderHome({ body: [DUSTY] });
    await screen.findByRole('heading', { name: 'Dusty' });
    await userEvent.setup({ delay: null }).click(linkTo('Meet Our Horses'));
    expect(await screen.findByText('Horse list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horses');
  });

  it('names the page after the ranch in the browser tab', async () => {
    renderHome({ body: [DUSTY] });
    await screen.findByRole('heading', { name: 'Dusty' });
    expect(document.title).toBe('Remuda Ranch');
  });

  it('orders the headings without skipping a level', async () => {
    renderHome({ body: [DUSTY] });
    await screen.findByRole('heading', { name: 'Dusty' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });
});

describe('featured horse', () => {
  it('asks the API for the horses on the property, announcing the wait', async () => {
    const { requests } = renderHome({ body: [DUSTY] });
    expect(within(featured()).getByRole('status')).toHaveTextContent('Saddling up today’s featured horse…');
    await screen.findByRole('heading', { name: 'Dusty' });
    expect(requests.map((r) => r.url).filter((u) => u.startsWith('/api/horses'))).toEqual(['/api/horses?status=on-property']);
  });

  it('shows name, breed, sex, age, description, HMA and profile image', async () => {
    renderHome({ body: [DUSTY] });
    const name = await within(featured()).findByRole('heading', { level: 3, name: 'Dusty' });
    expect(name).toBeInTheDocument();
    expect(featured()).toHaveTextContent('Mustang · Gelding · 7 years');
    expect(featured()).toHaveTextContent('A steady trail horse who loves cattle work.');
    expect(featured()).toHaveTextContent('HMA: Sand Wash Basin');
    expect(within(featured()).getByTitle('Herd Management Area')).toHaveTextContent('HMA');
    const photo = within(featured()).getByRole('img', { name: 'Dusty, a bay gelding' });
    expect(photo.getAttribute('srcset')).toContain('/media/h-dusty/profile-640.webp 640w');
  });

  it('leaves out the HMA line for a horse without one', async () => {
    renderHome({ body: [SAGE] });
    await within(featured()).findByRole('heading', { name: 'Sage' });
    expect(featured()).not.toHaveTextContent('HMA');
  });

  it('links to the horse at /public/horses/{id} and to all horses at /public/horses', async () => {
    renderHome({ body: [SAGE] });
    await within(featured()).findByRole('heading', { name: 'Sage' });
    expect(within(featured()).getByRole('link', { name: 'Meet Sage' })).toHaveAttribute('href', '/public/horses/h-sage');
    expect(within(featured()).getByRole('link', { name: 'See All Horses' })).toHaveAttribute('href', '/public/horses');
  });

  it.each([
    [0, 'Dusty'],
    [0.49, 'Dusty'],
    [0.5, 'Sage'],
    [0.999, 'Sage'],
  ])('picks by Math.random among on-property, living horses only (random %s → %s)', async (value, name) => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(value);
    renderHome({ body: [AWAY, DUSTY, GONE, SAGE] });
    expect(await within(featured()).findByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(random).toHaveBeenCalled();
    expect(featured()).not.toHaveTextContent('Wanderer');
    expect(featured()).not.toHaveTextContent('Old Blue');
  });

  it('takes a random source, so each visit can feature a different horse', async () => {
    const horses: Horse[] = ['Ace', 'Blaze', 'Cinder', 'Dakota'].map((n) => aHorse({ id: `h-${n}`, name: n }));
    const seen: string[] = [];
    for (const value of [0.1, 0.3, 0.6, 0.9]) {
      const { unmount } = renderHome({ body: horses }, () => value);
      seen.push((await within(featured()).findByRole('heading', { level: 3 })).textContent!);
      unmount();
    }
    expect(seen).toEqual(['Ace', 'Blaze', 'Cinder', 'Dakota']);
  });

  it("says 'No horses available' with a button to /public/horses when no horse is on the property", async () => {
    renderHome({ body: [AWAY, GONE] });
    expect(await within(featured()).findByText('No horses available')).toBeInTheDocument();
    expect(within(featured()).getByRole('link', { name: 'Browse Our Horses' })).toHaveAttribute('href', '/public/horses');
    expect(within(featured()).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it("says 'No horses available' when the list is empty", async () => {
    renderHome({ body: [] });
    expect(await within(featured()).findByText('No horses available')).toBeInTheDocument();
  });

  it("shows the server's message in a red alert when the horses cannot be fetched", async () => {
    renderHome({ status: 503, body: { message: 'The barn is closed for maintenance' } });
    expect(await within(featured()).findByRole('alert')).toHaveTextContent('The barn is closed for maintenance');
  });

  it("falls back to 'Failed to fetch featured horse'", async () => {
    renderHome({ status: 500 });
    expect(await within(featured()).findByRole('alert')).toHaveTextContent('Failed to fetch featured horse');
    await waitFor(() => expect(within(featured()).queryByRole('status')).not.toBeInTheDocument());
    // The rest of the page stands.
    expect(linkTo('Plan a Visit')).toBeInTheDocument();
  });
});
