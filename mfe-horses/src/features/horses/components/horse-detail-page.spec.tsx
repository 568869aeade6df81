import type * as Runtime from '@module-federation/enhanced/runtime';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HorseDetail } from '@remuda/contracts';
import { createQueryClient } from '@remuda/shell-kit';
import { type MockResponse, renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { startCalendarAt } from '../../../testing/clock';
import { makeHorseDetail } from '../../../testing/fixtures';
import { HorseDetailPage } from './horse-detail-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The Medical Records and Riding Logs tabs are the medical and riding remotes' components (their own tests are in
// mfe-medical and mfe-riding; the browser journeys load the real ones). Here the federation runtime, which cannot
// run in jsdom, answers components that show what the page handed them.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const runtime = jest.requireMock<jest.Mocked<typeof Runtime>>('@module-federation/enhanced/runtime');
const REGISTRY = { remotes: { medical: '/remotes/medical/mf-manifest.json', riding: '/remotes/riding/mf-manifest.json', activity: '/remotes/activity/mf-manifest.json' } };

const tabOf =
  (what: string) =>
  ({ horseId, canEdit }: { horseId: string; canEdit: boolean }) => <p>{`${what} of ${horseId}${canEdit ? ' with actions' : ' to read'}`}</p>;
const TABS: Record<string, { default: ReturnType<typeof tabOf> }> = {
  'remuda_medical/horse-medical-records': { default: tabOf('Medical records') },
  'remuda_riding/horse-riding-logs': { default: tabOf('Riding logs') },
  'remuda_activity/horse-history': { default: ({ horseId }: { horseId: string }) => <p>{`History of ${horseId}`}</p> },
} as Record<string, { default: ReturnType<typeof tabOf> }>;

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockImplementation(async (id: string) => TABS[id]);
});

const dusty = makeHorseDetail({
  name: 'Dusty',
  breed: 'Mustang',
  sex: 'gelding',
  age: 7,
  color: 'Bay',
  description: 'A steady trail horse.\nGood with children.',
  foal_year: 2019,
  height: 14.3,
  weight: 950,
  brand: 'Freeze mark',
  HMA: 'Sand Wash Basin',
  on_property: true,
  off_property_rides: true,
  needsWormed: true,
  needsCoggins: true,
});

function renderDetail({ role = 'TRAINER', horse = dusty }: { horse?: HorseDetail | MockResponse; role?: 'USER' | 'TRAINER' | 'ADMIN' } = {}) {
  const id = 'id' in horse ? horse.id : dusty.id;
  return renderApp([{ path: '/admin/horses/:id', element: <HorseDetailPage /> }], {
    path: `/admin/horses/${id}`,
    account: testAccount(role),
    api: {
      [`GET /api/horses/${id}`]: 'id' in horse ? { body: horse } : horse,
      'GET /api/remotes': { body: REGISTRY },
    },
  });
}

const pageHeader = () => screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;

/** The value beside a label in the details card. */
const detail = (label: string) => {
  const card = screen.getByRole('heading', { name: 'Details' }).closest('.ant-card') as HTMLElement;
  return within(card).getByText(label, { selector: '.ant-descriptions-item-label > span' }).parentElement!.nextElementSibling?.textContent;
};

const openTab = async (name: string) => {
  await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
};

describe('HorseDetailPage', () => {
  it('heads the page with the name and badges', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
    const header = pageHeader();
    expect(within(header).getByText('Needs Attention')).toBeInTheDocument();
    expect(within(header).queryByText('Off Property')).not.toBeInTheDocument();
  });

  it('shows Deceased, not Off Property, in the header of a deceased horse', async () => {
    renderDetail({ horse: makeHorseDetail({ name: 'Dove', deceased: true, deceased_date: '2025-12-24', on_property: false }) });
    await screen.findByRole('heading', { level: 1, name: 'Dove' });
    expect(within(pageHeader()).getByText('Deceased')).toBeInTheDocument();
    expect(within(pageHeader()).queryByText('Off Property')).not.toBeInTheDocument();
    expect(detail('Deceased')).toBe('Yes, December 24, 2025');
    expect(detail('Location')).toBe('Off Property');
  });

  it('lists every field of the horse in the details card', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    expect(detail('Breed')).toBe('Mustang');
    expect(detail('Sex')).toBe('Gelding');
    expect(detail('Age')).toBe('7 years');
    expect(detail('Color')).toBe('Bay');
    expect(detail('Birth Year')).toBe('2019');
    expect(detail('Height')).toBe('14.3 hands');
    expect(detail('Weight')).toBe('950 lbs');
    expect(detail('Brand')).toBe('Freeze mark');
    expect(detail('HMA')).toBe('Sand Wash Basin');
    expect(detail('Location')).toBe('On Property');
    expect(detail('Off-Property Rides')).toBe('Allowed');
    expect(detail('Deceased')).toBe('No');
    expect(detail('Health Needs')).toBe('Needs:WormerCoggins');
    expect(detail('Description')).toBe('A steady trail horse.\nGood with children.');
    expect(detail('Added')).toBe('February 1, 2026');
    expect(screen.getByRole('img', { name: 'Dusty: no photo yet' })).toBeInTheDocument();
  });

  it('writes weights of a thousand pounds and more as the public pages do, with a thousands separator', async () => {
    renderDetail({ horse: makeHorseDetail({ weight: 1060 }) });
    await screen.findByRole('heading', { level: 1 });
    expect(detail('Weight')).toBe('1,060 lbs');
  });

  it('says which fields are not recorded', async () => {
    renderDetail({ horse: makeHorseDetail({ breed: '', age: null, weight: null, HMA: '', off_property_rides: false }) });
    await screen.findByRole('heading', { level: 1 });
    expect(detail('Breed')).toBe('Not recorded');
    expect(detail('Age')).toBe('Not recorded');
    expect(detail('Weight')).toBe('Not recorded');
    expect(detail('HMA')).toBe('Not recorded');
    expect(detail('Off-Property Rides')).toBe('Not Allowed');
    expect(detail('Health Needs')).toBe('None due');
  });

  describe('health due dates', () => {
    // The ranch's calendar reads March 20, 2026.
    startCalendarAt('2026-03-20T15:00:00Z');

    const dueTags = () =>
      within(screen.getByRole('list', { name: 'Health due dates' }))
        .getAllByRole('listitem')
        .map((li) => [li.textContent, (li.firstElementChild as HTMLElement).dataset.status]);

    it('lists all four kinds of care with their due dates, overdue and due soon marked in words', async () => {
      renderDetail({
        horse: makeHorseDetail({
          name: 'Gus',
          needsCoggins: true,
          healthDue: { wormed: '2026-03-03', trimmed: '2026-04-03', yearly_vaccines: '2026-04-04', coggins: '2027-02-01' },
        }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Gus' });
      expect(dueTags()).toEqual([
        ['Worming overdue since March 3, 2026', 'overdue'],
        ['Yearly vaccines due April 4, 2026', 'ok'],
        ['Trim due in 14 days, April 3, 2026', 'due-soon'],
        ['Coggins needed now (due February 1, 2027)', 'overdue'],
      ]);
      expect(detail('Due Dates')).toBe(
        'Worming overdue since March 3, 2026Yearly vaccines due April 4, 2026Trim due in 14 days, April 3, 2026Coggins needed now (due February 1, 2027)',
      );
      // What is overdue is needed: Health Needs says what the due dates say.
      expect(detail('Health Needs')).toBe('Needs:WormerCoggins');
      expect(within(pageHeader()).getByText('Needs Attention')).toBeInTheDocument();
    });

    it('counts care due today as needed, and keeps nothing alarming for care due later', async () => {
      renderDetail({
        horse: makeHorseDetail({
          name: 'Hank',
          healthDue: { wormed: '2026-03-20', trimmed: '2026-04-04', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' },
        }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Hank' });
      expect(dueTags()).toEqual([
        ['Worming due today, March 20, 2026', 'overdue'],
        ['Yearly vaccines due February 1, 2027', 'ok'],
        ['Trim due April 4, 2026', 'ok'],
        ['Coggins due February 1, 2027', 'ok'],
      ]);
      expect(detail('Health Needs')).toBe('Needs:Wormer');
      expect(within(pageHeader()).getByText('Needs Attention')).toBeInTheDocument();
    });

    it('says plainly what has no record, as needed, and shows a deceased horse no care at all', async () => {
      const never = { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null };
      const { unmount } = renderDetail({ horse: makeHorseDetail({ name: 'Newcomer', healthDue: { wormed: '2026-03-20', trimmed: '2026-03-20', yearly_vaccines: '2026-03-20', coggins: '2026-03-20' }, healthLast: never }) });
      await screen.findByRole('heading', { level: 1, name: 'Newcomer' });
      expect(dueTags()).toEqual([
        ['No worming on record', 'overdue'],
        ['No yearly vaccines on record', 'overdue'],
        ['No trim on record', 'overdue'],
        ['No Coggins test on record', 'overdue'],
      ]);
      expect(detail('Health Needs')).toBe('Needs:WormerYearly VaccinesTrimCoggins');
      unmount();

      renderDetail({ horse: makeHorseDetail({ name: 'Biscuit', deceased: true, deceased_date: '2025-10-18', needsWormed: true, healthDue: { wormed: '2026-03-20', trimmed: '2026-03-20', yearly_vaccines: '2026-03-20', coggins: '2026-03-20' }, healthLast: never }) });
      await screen.findByRole('heading', { level: 1, name: 'Biscuit' });
      expect(detail('Health Needs')).toBe('None due');
      expect(detail('Due Dates')).toBe('None');
      expect(screen.queryByRole('list', { name: 'Health due dates' })).not.toBeInTheDocument();
      expect(within(pageHeader()).queryByText('Needs Attention')).not.toBeInTheDocument();
    });
  });

  it('gives staff Edit and Manage Images', async () => {
    renderDetail({ role: 'ADMIN' });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/horses/edit/${dusty.id}`);
    expect(screen.getByRole('link', { name: 'Manage Images' })).toHaveAttribute('href', `/admin/horses/${dusty.id}/media`);
    expect(screen.getByRole('link', { name: 'Back to Horses' })).toHaveAttribute('href', '/admin/horses');
  });

  it('never shows a USER Edit, Manage Images or record actions', async () => {
    const { queryClient } = renderDetail({ role: 'USER' });
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    await sessionKnown(queryClient);
    expect(await screen.findByText(`Medical records of ${dusty.id} to read`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Images' })).not.toBeInTheDocument();
    await openTab('Riding Logs');
    expect(await screen.findByText(`Riding logs of ${dusty.id} to read`)).toBeInTheDocument();
  });

  it("shows the medical remote's records of the horse in the first tab, with actions for staff", async () => {
    renderDetail();
    expect(await screen.findByText(`Medical records of ${dusty.id} with actions`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Medical Records' })).toHaveAttribute('aria-selected', 'true');
    expect(runtime.loadRemote).toHaveBeenCalledWith('remuda_medical/horse-medical-records');
  });

  it('keeps the page and the riding logs when the medical records cannot be loaded', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remuda_medical/horse-medical-records') throw new Error('remote down');
      return TABS[id];
    });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent("The medical records can't be shown just now.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
    await openTab('Riding Logs');
    expect(await screen.findByText(`Riding logs of ${dusty.id} with actions`)).toBeInTheDocument();
  });

  it("shows the riding remote's logs of the horse in the Riding Logs tab, with actions for staff", async () => {
    renderDetail({ role: 'ADMIN' });
    await screen.findByText(`Medical records of ${dusty.id} with actions`);
    await openTab('Riding Logs');
    expect(await screen.findByText(`Riding logs of ${dusty.id} with actions`)).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remuda_riding/horse-riding-logs');
  });

  it("shows the activity remote's history of the horse in the History tab", async () => {
    renderDetail({ role: 'TRAINER' });
    await screen.findByText(`Medical records of ${dusty.id} with actions`);
    await openTab('History');
    expect(await screen.findByText(`History of ${dusty.id}`)).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remuda_activity/horse-history');
  });

  it('keeps the page when the riding logs cannot be loaded', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remuda_riding/horse-riding-logs') throw new Error('remote down');
      return TABS[id];
    });
    renderDetail();
    await screen.findByText(`Medical records of ${dusty.id} with actions`);
    await openTab('Riding Logs');
    expect(await screen.findByRole('alert')).toHaveTextContent("The riding logs can't be shown just now.");
    expect(screen.getByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
  });

  it('shows "Failed to load horse details" when the horse cannot be loaded', async () => {
    renderDetail({ horse: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load horse details');
    expect(screen.getByRole('link', { name: 'Back to Horses' })).toHaveAttribute('href', '/admin/horses');
  });

  it('says a missing horse is not found', async () => {
    renderDetail({ horse: { status: 404, body: { message: 'Horse not found', code: 'NOT_FOUND' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Horse not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load horse details');
  });

  it("asks for a missing horse once, with the shell's own query cache", async () => {
    const { requests } = renderApp([{ path: '/admin/horses/:id', element: <HorseDetailPage /> }], {
      path: '/admin/horses/h-gone',
      account: testAccount('TRAINER'),
      api: { 'GET /api/horses/h-gone': { status: 404, body: { message: 'Horse not found', code: 'NOT_FOUND' } } },
      queryClient: createQueryClient(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Horse not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/horses/h-gone')).toHaveLength(1);
  });
});
