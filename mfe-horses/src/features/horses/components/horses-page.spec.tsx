import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import theme from 'antd/es/theme';
import type { Horse } from '@remuda/contracts';
import { ranchTheme } from '@remuda/shell-kit';
import { chooseOption, renderApp, selectedOption, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { startCalendarAt } from '../../../testing/clock';
import { contrastRatio } from '../../../testing/contrast';
import { makeHorse } from '../../../testing/fixtures';
import { HorsesPage } from './horses-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const LONG =
  'A big-hearted mustang gathered from the Sand Wash Basin in 2019, gentled over one long winter, and now the first horse saddled for every new rider.';

const apache = makeHorse({
  name: 'Apache',
  breed: 'Mustang',
  sex: 'stallion',
  age: 9,
  color: 'Buckskin',
  description: LONG,
  needsWormed: true,
  needsCoggins: true,
  profileImage: '/media/apache.webp',
  profileImageVariants: [
    { width: 640, url: '/media/apache-640.webp' },
    { width: 320, url: '/media/apache-320.webp' },
    { width: 1280, url: '/media/apache-1280.webp' },
  ],
});
const bella = makeHorse({ name: 'Bella', breed: 'Quarter Horse', sex: 'mare', age: 1, color: 'Sorrel', description: '' });
const cisco = makeHorse({ name: 'Cisco', breed: 'Appaloosa', sex: 'gelding', age: null, on_property: false, description: 'Mustang cross on loan.' });
const dove = makeHorse({ name: 'Dove', breed: 'Arabian', sex: 'female', deceased: true, on_property: false, needsTrimmed: true });
const ember = makeHorse({ name: 'Ember', breed: 'Morgan', sex: 'mare', needsYearly: true });
const herd: Horse[] = [apache, bella, cisco, dove, ember];

const routes = [
  { path: '/admin/horses', element: <HorsesPage /> },
  { path: '/admin/horses/add', element: <p>Add horse page</p> },
];

function renderList({ role = 'TRAINER', path = '/admin/horses', horses = herd }: { role?: 'USER' | 'TRAINER' | 'ADMIN'; path?: string; horses?: Horse[] } = {}) {
  return renderApp(routes, { path, account: testAccount(role), api: { 'GET /api/horses': { body: horses } } });
}

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (name: string) => screen.getByRole('article', { name });
const loaded = () => screen.findByRole('article', { name: 'Apache' });

describe('HorsesPage', () => {
  it('lists every horse in the order the API sorts them', async () => {
    renderList();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Horses' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Apache', 'Bella', 'Cisco', 'Dove', 'Ember']);
    expect(screen.getByText('5 horses')).toBeInTheDocument();
  });

  it('shows breed, sex and age, and color on each card', async () => {
    renderList();
    await loaded();
    expect(within(card('Apache')).getByText('Mustang')).toBeInTheDocument();
    expect(within(card('Apache')).getByText('Stallion · 9 years')).toBeInTheDocument();
    expect(within(card('Apache')).getByText('Buckskin')).toBeInTheDocument();
    expect(within(card('Bella')).getByText('Mare · 1 year')).toBeInTheDocument();
    expect(within(card('Cisco')).getByText('Gelding')).toBeInTheDocument();
  });

  it('cuts descriptions to 100 characters with an ellipsis and leaves short ones whole', async () => {
    renderList();
    await loaded();
    const cut = within(card('Apache')).getByText(/^A big-hearted/).textContent!;
    expect(cut).toBe(`${LONG.slice(0, 100).trimEnd()}...`);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(within(card('Cisco')).getByText('Mustang cross on loan.')).toBeInTheDocument();
    expect(within(card('Bella')).getByText('No description available.')).toBeInTheDocument();
  });

  it('shows Deceased rather than Off Property for a deceased horse, and Off Property for a living one away', async () => {
    renderList();
    await loaded();
    expect(within(card('Dove')).getByText('Deceased')).toBeInTheDocument();
    expect(within(card('Dove')).queryByText('Off Property')).not.toBeInTheDocument();
    expect(within(card('Cisco')).getByText('Off Property')).toBeInTheDocument();
    expect(within(card('Cisco')).queryByText('Deceased')).not.toBeInTheDocument();
    for (const name of ['Apache', 'Bella', 'Ember']) {
      expect(within(card(name)).queryByText('Off Property')).not.toBeInTheDocument();
      expect(within(card(name)).queryByText('Deceased')).not.toBeInTheDocument();
    }
  });

  it('marks the horses needing attention and lists a chip for each need', async () => {
    renderList();
    await loaded();
    for (const name of ['Apache', 'Ember']) expect(within(card(name)).getByText('Needs Attention')).toBeInTheDocument();
    // Dove died: whatever need was ticked before, no care is due.
    for (const name of ['Bella', 'Cisco', 'Dove']) expect(within(card(name)).queryByText('Needs Attention')).not.toBeInTheDocument();

    const chips = (name: string) => within(within(card(name)).getByRole('list', { name: 'Needs:' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips('Apache')).toEqual(['Wormer', 'Coggins']);
    expect(within(card('Dove')).queryByRole('list', { name: 'Needs:' })).not.toBeInTheDocument();
    expect(chips('Ember')).toEqual(['Yearly Vaccines']);
    expect(within(card('Bella')).queryByRole('list', { name: 'Needs:' })).not.toBeInTheDocument();
  });

  it('lists all four needs in order when all are due', async () => {
    renderList({ horses: [makeHorse({ name: 'Fargo', needsWormed: true, needsYearly: true, needsTrimmed: true, needsCoggins: true })] });
    const fargo = await screen.findByRole('article', { name: 'Fargo' });
    expect(within(within(fargo).getByRole('list', { name: 'Needs:' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Wormer',
      'Yearly Vaccines',
      'Trim',
      'Coggins',
    ]);
  });

  describe('health due dates on the cards', () => {
    // The ranch's calendar reads March 20, 2026.
    startCalendarAt('2026-03-20T15:00:00Z');

    const gus = makeHorse({
      name: 'Gus',
      needsCoggins: true,
      healthDue: { wormed: '2026-03-03', trimmed: '2026-03-25', yearly_vaccines: '2026-04-04', coggins: '2027-02-01' },
    });
    const hank = makeHorse({
      name: 'Hank',
      healthDue: { wormed: '2026-03-20', trimmed: '2026-04-03', yearly_vaccines: '2026-04-04', coggins: '2026-06-01' },
    });
    const ivy = makeHorse({
      name: 'Ivy',
      healthDue: { wormed: '2026-05-01', trimmed: '2026-04-04', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' },
    });
    const dueTags = (name: string) =>
      within(within(card(name)).getByRole('list', { name: 'Health due dates' }))
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild as HTMLElement);

    it('shows only the care overdue or due within 14 days, in words with its date', async () => {
      renderList({ horses: [gus, hank, ivy] });
      await screen.findByRole('article', { name: 'Gus' });
      expect(dueTags('Gus').map((tag) => [tag.textContent, tag.dataset.status])).toEqual([
        ['Worming overdue since March 3, 2026', 'overdue'],
        ['Trim due in 5 days, March 25, 2026', 'due-soon'],
        ['Coggins needed now (due February 1, 2027)', 'overdue'],
      ]);
      // Due today is due (as the horses service counts it); in 14 days is due soon; 15 days away is not shown.
      expect(dueTags('Hank').map((tag) => [tag.textContent, tag.dataset.status])).toEqual([
        ['Worming due today, March 20, 2026', 'overdue'],
        ['Trim due in 14 days, April 3, 2026', 'due-soon'],
      ]);
      expect(within(card('Ivy')).queryByRole('list', { name: 'Health due dates' })).not.toBeInTheDocument();
      // The need chips and the badge say what the due dates say: what is overdue or due today is needed.
      const chips = (name: string) => within(within(card(name)).getByRole('list', { name: 'Needs:' })).getAllByRole('listitem').map((li) => li.textContent);
      expect(chips('Gus')).toEqual(['Wormer', 'Coggins']);
      expect(chips('Hank')).toEqual(['Wormer']);
      expect(within(card('Gus')).getByText('Needs Attention')).toBeInTheDocument();
      expect(within(card('Hank')).getByText('Needs Attention')).toBeInTheDocument();
      expect(within(card('Ivy')).queryByText('Needs Attention')).not.toBeInTheDocument();
    });

    it('shows a deceased horse no care due, and says plainly what a horse has no record of', async () => {
      const never = { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null };
      const today = { wormed: '2026-03-20', trimmed: '2026-03-20', yearly_vaccines: '2026-03-20', coggins: '2026-03-20' };
      const biscuit = makeHorse({ name: 'Biscuit', deceased: true, deceased_date: '2025-10-18', healthDue: today, healthLast: never });
      const newcomer = makeHorse({ name: 'Newcomer', healthDue: today, healthLast: { ...never, coggins: '2025-06-01' } });
      renderList({ horses: [biscuit, newcomer] });
      await screen.findByRole('article', { name: 'Biscuit' });
      expect(within(card('Biscuit')).queryByRole('list', { name: 'Health due dates' })).not.toBeInTheDocument();
      expect(within(card('Biscuit')).queryByText('Needs Attention')).not.toBeInTheDocument();
      expect(within(card('Biscuit')).queryByRole('list', { name: 'Needs:' })).not.toBeInTheDocument();
      expect(dueTags('Newcomer').map((tag) => [tag.textContent, tag.dataset.status])).toEqual([
        ['No worming on record', 'overdue'],
        ['No yearly vaccines on record', 'overdue'],
        ['No trim on record', 'overdue'],
        ['Coggins due today, March 20, 2026', 'overdue'],
      ]);
      expect(within(card('Newcomer')).getByText('Needs Attention')).toBeInTheDocument();
    });

    it("colours overdue red and due soon amber with the ranch theme's tokens, in text that passes WCAG AA", async () => {
      renderList({ horses: [gus] });
      await screen.findByRole('article', { name: 'Gus' });
      const token = theme.getDesignToken(ranchTheme);
      const [overdue, soon] = dueTags('Gus') as [HTMLElement, HTMLElement];
      expect(overdue).toHaveStyle({ backgroundColor: token.colorErrorBg, borderColor: token.colorError, color: token.colorText });
      expect(soon).toHaveStyle({ backgroundColor: token.colorWarningBg, borderColor: token.colorWarning, color: token.colorText });
      for (const tag of [overdue, soon]) {
        expect(contrastRatio(tag.style.color, tag.style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
        // Against the card behind it too.
        expect(contrastRatio(tag.style.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
    });
  });

  it('draws the profile picture at the width the screen needs, described by its alt text', async () => {
    renderList();
    await loaded();
    const photo = within(card('Apache')).getByRole('img', { name: 'Apache, a buckskin stallion' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('srcset', '/media/apache-320.webp 320w, /media/apache-640.webp 640w, /media/apache-1280.webp 1280w');
    expect(photo).toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('src', '/media/apache-640.webp');
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('draws a mare placeholder for mares and females, another for stallions and geldings', async () => {
    renderList({
      horses: [
        makeHorse({ name: 'Mare', sex: 'mare' }),
        makeHorse({ name: 'Filly', sex: 'female' }),
        makeHorse({ name: 'Stud', sex: 'stallion' }),
        makeHorse({ name: 'Gelding', sex: 'gelding' }),
      ],
    });
    const placeholder = async (name: string) => within(await screen.findByRole('article', { name })).getByRole('img', { name: `${name}: no photo yet` });
    expect(await placeholder('Mare')).toHaveAttribute('data-placeholder', 'mare');
    expect(await placeholder('Filly')).toHaveAttribute('data-placeholder', 'mare');
    expect(await placeholder('Stud')).toHaveAttribute('data-placeholder', 'stallion');
    expect(await placeholder('Gelding')).toHaveAttribute('data-placeholder', 'stallion');
  });

  it('loads the pictures of cards below the first row lazily', async () => {
    const pictured = (name: string) =>
      makeHorse({ name, profileImage: `/media/${name}.webp`, profileImageVariants: [{ width: 320, url: `/media/${name}-320.webp` }] });
    renderList({ horses: ['A', 'B', 'C', 'D', 'E'].map(pictured) });
    await screen.findByRole('article', { name: 'A' });
    const loading = screen.getAllByRole('article').map((a) => within(a).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('gives each card View, Edit and named shortcuts to record a medical visit and log a ride', async () => {
    renderList();
    await loaded();
    const apacheCard = card('Apache');
    expect(within(apacheCard).getByRole('link', { name: 'View Apache' })).toHaveAttribute('href', `/admin/horses/${apache.id}`);
    expect(within(apacheCard).getByRole('link', { name: 'Edit Apache' })).toHaveAttribute('href', `/admin/horses/edit/${apache.id}`);
    expect(within(apacheCard).getByRole('link', { name: 'Record medical visit for Apache' })).toHaveAttribute(
      'href',
      `/admin/medical-records/add?horseId=${apache.id}`,
    );
    expect(within(apacheCard).getByRole('link', { name: 'Log a ride on Apache' })).toHaveAttribute(
      'href',
      `/admin/riding-logs/add?horseId=${apache.id}`,
    );
    // The shortcuts are icons: their names come from aria-label, not from visible text.
    expect(within(apacheCard).getByRole('link', { name: 'Log a ride on Apache' })).not.toHaveTextContent(/\w/);
  });

  it('offers a trainer the Add Horse button', async () => {
    const { router } = renderList();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'Add Horse' }));
    expect(await screen.findByText('Add horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/horses/add');
  });

  it('never shows a USER Add Horse, Edit or the record shortcuts', async () => {
    const { queryClient } = renderList({ role: 'USER' });
    await loaded();
    await sessionKnown(queryClient);
    expect(within(card('Apache')).getByRole('link', { name: 'View Apache' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Horse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Record medical visit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Log a ride/ })).not.toBeInTheDocument();
  });

  it('searches names and breeds, ignoring case, but not descriptions', async () => {
    const { router } = renderList();
    await loaded();
    const user = userEvent.setup({ delay: null });
    const search = screen.getByRole('searchbox', { name: 'Search by name or breed' });
    await user.type(search, 'mustang');
    await waitFor(() => expect(cardNames()).toEqual(['Apache']));
    expect(screen.getByText('Showing 1 of 5 horses')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=mustang');
    await user.clear(search);
    await user.type(search, 'BEL');
    await waitFor(() => expect(cardNames()).toEqual(['Bella']));
  });

  it.each([
    ['On Property', ['Apache', 'Bella', 'Ember']],
    ['Off Property', ['Cisco']],
    ['Deceased', ['Dove']],
    ['All Horses', ['Apache', 'Bella', 'Cisco', 'Dove', 'Ember']],
  ])('filters by status %s (on and off property are living horses)', async (status, names) => {
    renderList({ path: status === 'All Horses' ? '/admin/horses?status=deceased' : '/admin/horses' });
    await screen.findByRole('article', { name: status === 'All Horses' ? 'Dove' : 'Apache' });
    await chooseOption('Status', status);
    await waitFor(() => expect(cardNames()).toEqual(names));
  });

  it.each([
    ['Needs Attention', ['Apache', 'Ember']],
    // No care is due for a deceased horse: Dove is not among those needing attention.
    ['Healthy', ['Bella', 'Cisco', 'Dove']],
  ])('filters by health need %s', async (health, names) => {
    const { router } = renderList();
    await loaded();
    await chooseOption('Health Needs', health);
    await waitFor(() => expect(cardNames()).toEqual(names));
    expect(router.state.location.search).toBe(`?health=${health === 'Healthy' ? 'healthy' : 'needs-attention'}`);
  });

  it('combines search, status and health', async () => {
    renderList();
    await loaded();
    await chooseOption('Status', 'On Property');
    await chooseOption('Health Needs', 'Needs Attention');
    await waitFor(() => expect(cardNames()).toEqual(['Apache', 'Ember']));
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search by name or breed' }), 'morgan');
    await waitFor(() => expect(cardNames()).toEqual(['Ember']));
  });

  it('preselects On Property from ?filter=on-property', async () => {
    renderList({ path: '/admin/horses?filter=on-property' });
    await loaded();
    expect(cardNames()).toEqual(['Apache', 'Bella', 'Ember']);
    expect(selectedOption('Status')).toBe('On Property');
    expect(selectedOption('Health Needs')).toBe('All');
  });

  it('preselects Needs Attention from ?filter=needs-attention', async () => {
    renderList({ path: '/admin/horses?filter=needs-attention' });
    await loaded();
    expect(cardNames()).toEqual(['Apache', 'Ember']);
    expect(selectedOption('Health Needs')).toBe('Needs Attention');
    expect(selectedOption('Status')).toBe('All Horses');
  });

  it('says when no horse matches and clears every filter with Clear Filters', async () => {
    const { router } = renderList({ path: '/admin/horses?filter=needs-attention&q=zzz' });
    expect(await screen.findByText('No horses found matching your filters')).toBeInTheDocument();
    expect(cardNames()).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Apache', 'Bella', 'Cisco', 'Dove', 'Ember']));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by name or breed' })).toHaveValue('');
    expect(selectedOption('Health Needs')).toBe('All');
    expect(screen.queryByText('No horses found matching your filters')).not.toBeInTheDocument();
  });

  it('says so when no horse has been added yet, with nothing to clear', async () => {
    renderList({ horses: [] });
    expect(await screen.findByText('No horses have been added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it("shows the server's message in an alert when the list cannot be loaded", async () => {
    renderApp(routes, {
      path: '/admin/horses',
      account: testAccount('TRAINER'),
      api: { 'GET /api/horses': { status: 503, body: { message: 'The horse records are unavailable' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The horse records are unavailable');
  });

  it('falls back to "Failed to fetch horses" when the server gives no message', async () => {
    renderApp(routes, { path: '/admin/horses', account: testAccount('TRAINER'), api: { 'GET /api/horses': { status: 500 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horses');
  });
});
