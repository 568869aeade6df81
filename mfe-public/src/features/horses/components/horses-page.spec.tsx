import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@remuda/shell-kit/testing';
import { aHorse } from '../../../testing/horses';
import { HorsesPage } from './horses-page';

const ALL = 'GET /api/horses?status=on-property';

const HERD = [
  aHorse({ id: 'h-dusty', name: 'Dusty' }),
  aHorse({ id: 'h-sage', name: 'Sage', breed: 'Quarter Horse', sex: 'mare', age: 12, color: 'Sorrel' }),
  aHorse({ id: 'h-comet', name: 'Comet', breed: 'Kiger Mustang', sex: 'stallion', age: 1, color: 'Dun' }),
  aHorse({ id: 'h-pepper', name: 'Pepper', breed: 'Appaloosa', sex: 'female', age: null, color: '' }),
];

const routes = [
  { path: '/horses', element: <HorsesPage /> },
  { path: '/horses/:id', element: <p>Horse page</p> },
];

type Api = NonNullable<Parameters<typeof renderApp>[1]>['api'];
const renderHorses = (api: Api, path = '/horses') => renderApp(routes, { path, api });
const user = () => userEvent.setup({ delay: null });

const card = (name: string) => screen.getByRole('article', { name });

/** Picks one option of a filter by its label, as a visitor would. */
async function choose(label: string, option: string) {
  const filter = screen.getByRole('combobox', { name: label });
  await user().selectOptions(filter, within(filter).getByRole('option', { name: option }));
}

const selectedText = (label: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: label }).selectedOptions[0]?.textContent;

describe('HorsesPage', () => {
  it('asks only for living horses on the property and shows one card for each', async () => {
    const { requests } = renderHorses({ [ALL]: { body: HERD } });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Horses' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dusty' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').filter((a) => a.classList.contains('horse-card'))).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 horses');
    expect(requests.filter((r) => r.url.startsWith('/api/horses')).map((r) => r.url)).toEqual(['/api/horses?status=on-property']);
  });

  it('shows name, breed, sex and age on each card', async () => {
    renderHorses({ [ALL]: { body: HERD } });
    await screen.findByRole('heading', { name: 'Dusty' });
    expect(card('Dusty')).toHaveTextContent('Mustang · Gelding · 7 years');
    expect(card('Sage')).toHaveTextContent('Quarter Horse · Mare · 12 years');
    expect(card('Comet')).toHaveTextContent('Kiger Mustang · Stallion · 1 year');
    expect(card('Pepper')).toHaveTextContent('Appaloosa · Female · Age unknown');
  });

  it('serves each photo at the width the screen needs, with a text alternative', async () => {
    renderHorses({ [ALL]: { body: HERD } });
    const image = await within(await screen.findByRole('article', { name: 'Sage' })).findByRole('img');
    expect(image).toHaveAttribute('alt', 'Sage, a sorrel mare');
    expect(image).toHaveAttribute('src', '/media/h-sage/profile-640.webp');
    expect(image.getAttribute('srcset')).toBe(
      '/media/h-sage/profile-320.webp 320w, /media/h-sage/profile-640.webp 640w, /media/h-sage/profile-1280.webp 1280w',
    );
    expect(image.getAttribute('sizes')).toMatch(/\d+vw/);
    expect(within(card('Pepper')).getByRole('img')).toHaveAttribute('alt', 'Pepper, a female');
  });

  it("loads the first card's photo at once and the rest lazily, so the first screen's photo has the line to itself", async () => {
    renderHorses({ [ALL]: { body: HERD } });
    await screen.findByRole('heading', { name: 'Pepper' });
    const loading = ['Dusty', 'Sage', 'Comet', 'Pepper'].map((name) => within(card(name)).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it("asks for the first card's photo ahead, at high priority: the largest image of the first screen", async () => {
    renderHorses({ [ALL]: { body: HERD } });
    await screen.findByRole('heading', { name: 'Pepper' });
    const priority = ['Dusty', 'Sage', 'Comet', 'Pepper'].map((name) => within(card(name)).getByRole('img').getAttribute('fetchpriority'));
    expect(priority).toEqual(['high', null, null, null]);
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    // With a srcset the browser picks the width it needs, as it will for the image itself.
    expect(links.map((link) => link.getAttribute('imagesrcset'))).toEqual([within(card('Dusty')).getByRole('img').getAttribute('srcset')]);
    expect(links[0]).toHaveAttribute('imagesizes', within(card('Dusty')).getByRole('img').getAttribute('sizes'));
    expect(links[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a placeholder, not a broken image, for a horse without a photo', async () => {
    renderHorses({ [ALL]: { body: [aHorse({ profileImage: null, profileImageVariants: [] })] } });
    const dusty = await screen.findByRole('article', { name: 'Dusty' });
    expect(within(dusty).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dusty).getByText('Photo coming soon')).toBeInTheDocument();
  });

  it('cuts a description to 150 characters followed by "..."', async () => {
    const first150 = 'Dusty came off the Sand Wash Basin as a yearling and has grown into the kind of horse you want on a long day: ' +
      'quiet in the trailer, easy to catch, sur';
    expect(first150).toHaveLength(150);
    const exactly150 = 'S'.repeat(150);
    renderHorses({
      [ALL]: {
        body: [
          aHorse({ description: `${first150}efooted on rock and happy to work cattle until dark.` }),
          aHorse({ id: 'h-sage', name: 'Sage', description: exactly150 }),
          aHorse({ id: 'h-comet', name: 'Comet', description: 'Young, bold and curious.' }),
        ],
      },
    });
    const dusty = await screen.findByRole('article', { name: 'Dusty' });
    expect(within(dusty).getByText(`${first150}...`)).toBeInTheDocument();
    expect(dusty).not.toHaveTextContent('happy to work cattle');
    expect(within(card('Sage')).getByText(exactly150)).toBeInTheDocument();
    expect(card('Sage')).not.toHaveTextContent(`${exactly150}...`);
    expect(within(card('Comet')).getByText('Young, bold and curious.')).toBeInTheDocument();
  });

  it('says "No description available." when a horse has none', async () => {
    renderHorses({ [ALL]: { body: [aHorse({ description: '  ' })] } });
    expect(within(await screen.findByRole('article', { name: 'Dusty' })).getByText('No description available.')).toBeInTheDocument();
  });

  it("marks a horse that is away with an 'Off Property' chip, and only that horse", async () => {
    renderHorses({ [ALL]: { body: [aHorse(), aHorse({ id: 'h-sage', name: 'Sage', on_property: false })] } });
    await screen.findByRole('heading', { name: 'Sage' });
    expect(within(card('Sage')).getByText('Off Property')).toBeInTheDocument();
    expect(within(card('Dusty')).queryByText('Off Property')).not.toBeInTheDocument();
  });

  it("links each card's View Details button to the horse's page", async () => {
    const { router } = renderHorses({ [ALL]: { body: HERD } });
    const link = within(await screen.findByRole('article', { name: 'Sage' })).getByRole('link', { name: /^View Details/ });
    expect(link).toHaveAccessibleName('View Details about Sage');
    expect(link).toHaveAttribute('href', '/horses/h-sage');
    await user().click(link);
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horses/h-sage');
  });

  it("says 'No horses found matching your criteria.' when nothing matches", async () => {
    renderHorses({ [ALL]: { body: [] } });
    expect(await screen.findByText('No horses found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('labels the search box and both filters, starting at All', async () => {
    renderHorses({ [ALL]: { body: HERD } });
    await screen.findByRole('heading', { name: 'Dusty' });
    expect(screen.getByRole('search', { name: 'Find a horse' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(selectedText('Breed')).toBe('All Breeds');
    expect(selectedText('Gender')).toBe('All Genders');
    const options = (label: string) => within(screen.getByRole('combobox', { name: label })).getAllByRole('option').map((o) => o.textContent);
    expect(options('Breed')).toEqual(['All Breeds', 'Mustangs', 'Other Breeds']);
    expect(options('Gender')).toEqual(['All Genders', 'Stallions', 'Mares', 'Geldings']);
  });

  it('searches name, breed and description once typing pauses, and keeps the search in the URL', async () => {
    const { requests, router } = renderHorses({
      [ALL]: { body: HERD },
      'GET /api/horses?status=on-property&q=red%20roan': { body: [aHorse({ name: 'Rusty', id: 'h-rusty' })] },
    });
    await screen.findByRole('heading', { name: 'Dusty' });
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'red roan');
    expect(await screen.findByRole('heading', { name: 'Rusty' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dusty' })).not.toBeInTheDocument();
    // One request for the whole word, not one per key (any other would fail the test as undeclared).
    expect(requests.filter((r) => r.url.includes('q=')).map((r) => r.url)).toEqual(['/api/horses?status=on-property&q=red%20roan']);
    expect(router.state.location.search).toBe('?q=red+roan');
  });

  it.each([
    ['Mustangs', 'breed=mustang', '?breed=mustang'],
    ['Other Breeds', 'breed=other', '?breed=other'],
  ])('asks for %s with %s', async (option, apiQuery, pageQuery) => {
    const { router } = renderHorses({
      [ALL]: { body: HERD },
      [`GET /api/horses?status=on-property&${apiQuery}`]: { body: [aHorse({ id: 'h-x', name: 'Filtered' })] },
    });
    await screen.findByRole('heading', { name: 'Dusty' });
    await choose('Breed', option);
    expect(await screen.findByRole('heading', { name: 'Filtered' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(pageQuery);
    expect(selectedText('Breed')).toBe(option);
  });

  it.each([
    ['Stallions', 'sex=stallion', '?gender=stallion'],
    ['Mares', 'sex=mare%2Cfemale', '?gender=mare'],
    ['Geldings', 'sex=gelding', '?gender=gelding'],
  ])('asks for %s with %s', async (option, apiQuery, pageQuery) => {
    const { router } = renderHorses({
      [ALL]: { body: HERD },
      [`GET /api/horses?status=on-property&${apiQuery}`]: { body: [aHorse({ id: 'h-x', name: 'Filtered' })] },
    });
    await screen.findByRole('heading', { name: 'Dusty' });
    await choose('Gender', option);
    expect(await screen.findByRole('heading', { name: 'Filtered' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(pageQuery);
  });

  it('combines the filters and goes back to everything with All', async () => {
    const { router, requests } = renderHorses({
      [ALL]: { body: HERD },
      'GET /api/horses?status=on-property&breed=mustang': { body: [HERD[0]!, HERD[2]!] },
      'GET /api/horses?status=on-property&breed=mustang&sex=mare%2Cfemale': { body: [] },
      'GET /api/horses?status=on-property&sex=mare%2Cfemale': { body: [HERD[1]!, HERD[3]!] },
    });
    await screen.findByRole('heading', { name: 'Dusty' });
    await choose('Breed', 'Mustangs');
    await screen.findByText('Showing 2 horses');
    await choose('Gender', 'Mares');
    expect(await screen.findByText('No horses found matching your criteria.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?breed=mustang&gender=mare');
    await choose('Breed', 'All Breeds');
    expect(await screen.findByRole('heading', { name: 'Sage' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?gender=mare');
    expect(requests.map((r) => r.url).filter((u) => u.startsWith('/api/horses'))).toEqual([
      '/api/horses?status=on-property',
      '/api/horses?status=on-property&breed=mustang',
      '/api/horses?status=on-property&breed=mustang&sex=mare%2Cfemale',
      '/api/horses?status=on-property&sex=mare%2Cfemale',
    ]);
  });

  it('opens a shared link with its filters already applied', async () => {
    const { requests } = renderHorses(
      { 'GET /api/horses?status=on-property&q=storm&breed=other&sex=gelding': { body: [aHorse({ name: 'Storm' })] } },
      '/horses?q=storm&breed=other&gender=gelding',
    );
    expect(await screen.findByRole('heading', { name: 'Storm' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('storm');
    expect(selectedText('Breed')).toBe('Other Breeds');
    expect(selectedText('Gender')).toBe('Geldings');
    expect(requests.filter((r) => r.url.startsWith('/api/horses'))).toHaveLength(1);
  });

  it('treats an unknown filter in the URL as All', async () => {
    renderHorses({ [ALL]: { body: HERD } }, '/horses?breed=unicorn&gender=dragon');
    expect(await screen.findByRole('heading', { name: 'Dusty' })).toBeInTheDocument();
    expect(selectedText('Breed')).toBe('All Breeds');
  });

  it("shows the server's message in a red alert when the list fails", async () => {
    renderHorses({ [ALL]: { status: 503, body: { message: 'The herd database is resting' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The herd database is resting');
  });

  it("falls back to 'Failed to fetch horses' when the server gives no message", async () => {
    renderHorses({ [ALL]: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horses');
  });

  it('names the page in the browser tab', async () => {
    renderHorses({ [ALL]: { body: HERD } });
    await screen.findByRole('heading', { name: 'Dusty' });
    expect(document.title).toBe('Our Horses | Remuda Ranch');
  });

  it('orders the headings without skipping a level', async () => {
    renderHorses({ [ALL]: { body: HERD } });
    await screen.findByRole('heading', { name: 'Dusty' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });
});

describe('while the list loads', () => {
  it('announces that horses are loading', async () => {
    renderHorses({ [ALL]: { body: HERD } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading horses…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 4 horses'));
  });
});
