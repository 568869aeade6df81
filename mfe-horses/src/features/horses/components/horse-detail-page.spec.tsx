import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HorseDetail } from '@remuda/contracts';
import { type MockResponse, renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { startCalendarAt } from '../../../testing/clock';
import { makeHorseDetail, makeMedicalRecord, makeRidingLog } from '../../../testing/fixtures';
import { HorseDetailPage } from './horse-detail-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

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

const records = [
  makeMedicalRecord(dusty.id, { date: '2026-01-05', description: 'Winter check', vet: 'Dr. Alvarez', wormed: true }),
  makeMedicalRecord(dusty.id, { date: '2026-03-20', description: 'Coggins test', vet: 'Dr. Reyes', coggins: true, weight: 960, height: 14.3 }),
  makeMedicalRecord(dusty.id, { date: '2025-11-02', description: 'Hoof trim', vet: '', trimmed: true, yearly_vaccines: true }),
];
const logs = [
  makeRidingLog(dusty.id, { date: '2026-02-01', notes: 'Arena work.' }),
  makeRidingLog(dusty.id, { date: '2026-03-15', notes: 'Ridge trail, two hours.' }),
];

interface Answers {
  horse?: HorseDetail | MockResponse;
  records?: MockResponse;
  logs?: MockResponse;
}

function renderDetail({ role = 'TRAINER', horse = dusty, records: medical = { body: records }, logs: riding = { body: logs } }: Answers & { role?: 'USER' | 'TRAINER' | 'ADMIN' } = {}) {
  const id = 'id' in horse ? horse.id : dusty.id;
  return renderApp([{ path: '/admin/horses/:id', element: <HorseDetailPage /> }], {
    path: `/admin/horses/${id}`,
    account: testAccount(role),
    api: {
      [`GET /api/horses/${id}`]: 'id' in horse ? { body: horse } : horse,
      [`GET /api/medical-records?horseId=${id}`]: medical,
      [`GET /api/riding-logs?horseId=${id}`]: riding,
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
      expect(detail('Health Needs')).toBe('Needs:Coggins');
      expect(within(pageHeader()).getByText('Needs Attention')).toBeInTheDocument();
    });

    it('says due today, and keeps nothing alarming for care due later', async () => {
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
      expect(detail('Health Needs')).toBe('None due');
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
    await screen.findByText('Coggins test');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(Edit|Delete) medical record/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Medical Record' })).not.toBeInTheDocument();
  });

  it('lists the medical records newest first, with their health checks', async () => {
    renderDetail();
    await screen.findByText('Coggins test');
    expect(screen.getByRole('tab', { name: 'Medical Records' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(within(screen.getByRole('tabpanel')).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['March 20, 2026', 'January 5, 2026', 'November 2, 2025']);
    expect(rows[0]).toHaveTextContent('Coggins test');
    expect(rows[0]).toHaveTextContent('Dr. Reyes');
    expect(rows[0]).toHaveTextContent('Coggins');
    expect(rows[0]).toHaveTextContent('960 lbs · 14.3 hands');
    expect(rows[2]).toHaveTextContent('Yearly Vaccines');
    expect(rows[2]).toHaveTextContent('Trimmed');
  });

  it('links each medical record to its edit and delete screens', async () => {
    renderDetail();
    await screen.findByText('Coggins test');
    const newest = records[1]!;
    expect(screen.getByRole('link', { name: 'Edit medical record of March 20, 2026' })).toHaveAttribute(
      'href',
      `/admin/medical-records/edit/${newest.id}`,
    );
    expect(screen.getByRole('link', { name: 'Delete medical record of March 20, 2026' })).toHaveAttribute(
      'href',
      `/admin/medical-records/delete/${newest.id}`,
    );
    expect(screen.getByRole('link', { name: 'Add Medical Record' })).toHaveAttribute('href', `/admin/medical-records/add?horseId=${dusty.id}`);
  });

  it('lists the riding logs newest first in a panel at most 400 px high that scrolls', async () => {
    renderDetail();
    await screen.findByText('Coggins test');
    await openTab('Riding Logs');
    const panel = await screen.findByRole('region', { name: 'Riding logs, newest first' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['March 15, 2026', 'February 1, 2026']);
    expect(within(panel).getByText('Ridge trail, two hours.')).toBeInTheDocument();
    expect(panel).toHaveStyle({ maxHeight: '400px', overflowY: 'auto' });
    // Scrollable by keyboard.
    expect(panel).toHaveAttribute('tabindex', '0');
  });

  it('links each riding log to its edit and delete screens', async () => {
    renderDetail();
    await screen.findByText('Coggins test');
    await openTab('Riding Logs');
    const newest = logs[1]!;
    expect(await screen.findByRole('link', { name: 'Edit riding log of March 15, 2026' })).toHaveAttribute(
      'href',
      `/admin/riding-logs/edit/${newest.id}`,
    );
    expect(screen.getByRole('link', { name: 'Delete riding log of March 15, 2026' })).toHaveAttribute(
      'href',
      `/admin/riding-logs/delete/${newest.id}`,
    );
    expect(screen.getByRole('link', { name: 'Log a Ride' })).toHaveAttribute('href', `/admin/riding-logs/add?horseId=${dusty.id}`);
  });

  it('says when the horse has no medical records and no riding logs', async () => {
    renderDetail({ records: { body: [] }, logs: { body: [] } });
    expect(await screen.findByText('No medical records found for this horse.')).toBeInTheDocument();
    await openTab('Riding Logs');
    expect(await screen.findByText('No riding logs found for this horse.')).toBeInTheDocument();
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

  it('shows the fallbacks when the records or logs cannot be loaded', async () => {
    renderDetail({ records: { status: 500 }, logs: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horse medical records');
    await openTab('Riding Logs');
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Failed to fetch riding logs'));
  });
});
