import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RidingLog, Role } from '@remuda/contracts';
import { chooseOption, type MockResponse, pageAnswer, person, type RecordedRequest, renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeRidingLog } from '../../../testing/fixtures';
import { RidingLogsPage } from './riding-logs-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const bella = makeHorse({ name: 'Bella' });
const dove = makeHorse({ name: 'Dove', deceased: true, deceased_date: '2025-12-24' });
// As the API answers them: newest first (the page must not re-sort).
const newest = makeRidingLog(bella, { date: '2026-04-02', type: 'arena', durationMinutes: 45, rider: 'admin@remuda.test', notes: 'Lead changes.' });
const middle = makeRidingLog(dusty, { date: '2026-03-10', type: 'trail', durationMinutes: 90, rider: 'Sam Ortiz', notes: 'Creek crossing.' });
const oldest = makeRidingLog(null, { date: '2025-11-21', type: 'groundwork', durationMinutes: null, notes: '' });
const all = [newest, middle, oldest];
// A page is asked for with limit and offset after the filters; the whole list's size comes in X-Total-Count.
const FIRST_PAGE = 'GET /api/riding-logs?limit=25&offset=0';

const routes = [
  { path: '/admin/riding-logs', element: <RidingLogsPage /> },
  { path: '/admin/riding-logs/add', element: <p>Add page</p> },
];

function renderList({
  role = 'TRAINER',
  path = '/admin/riding-logs',
  api = {},
}: { role?: Role; path?: string; api?: Record<string, MockResponse | ((r: RecordedRequest) => MockResponse)> } = {}) {
  return renderApp(routes, {
    path,
    account: testAccount(role),
    api: { [FIRST_PAGE]: pageAnswer(all), 'GET /api/horses': { body: [dusty, bella, dove] }, ...api },
  });
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const loaded = () => screen.findByText('Creek crossing.');
const gets = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/riding-logs'));
const pageButtons = () => [...document.querySelectorAll('.ant-pagination-item')].map((item) => item.textContent);
const activePage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

describe('RidingLogsPage', () => {
  it('lists the rides as the API answers them, newest first, with every column', async () => {
    renderList();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Riding Logs' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Horse', 'Type', 'Duration', 'Rider', 'Notes', 'Actions']);
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 6))).toEqual([
      ['April 2, 2026', 'Bella', 'Arena', '45 min', 'admin@remuda.test', 'Lead changes.'],
      ['March 10, 2026', 'Dusty', 'Trail', '1 h 30 min', 'Sam Ortiz', 'Creek crossing.'],
      ['November 21, 2025', 'Unknown Horse', 'Groundwork', 'Not recorded', 'trainer@remuda.test', 'None'],
    ]);
    expect(within(bodyRows()[1]!).getByText('Dusty').closest('a')).toHaveAttribute('href', `/admin/horses/${dusty.id}`);
    expect(screen.getByRole('status')).toHaveTextContent('3 rides');
    // All of it on one page: no pagination.
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('gives staff Log a Ride and each row its Edit and Delete links', async () => {
    renderList({ role: 'ADMIN' });
    await loaded();
    expect(screen.getByRole('link', { name: 'Log a Ride' })).toHaveAttribute('href', '/admin/riding-logs/add');
    const row = bodyRows()[1]!;
    expect(within(row).getByRole('link', { name: 'Edit riding log of March 10, 2026 for Dusty' })).toHaveAttribute('href', `/admin/riding-logs/edit/${middle.id}`);
    expect(within(row).getByRole('link', { name: 'Delete riding log of March 10, 2026 for Dusty' })).toHaveAttribute(
      'href',
      `/admin/riding-logs/delete/${middle.id}`,
    );
  });

  it('shows no action to anyone but staff', async () => {
    const { queryClient } = renderList({ role: 'USER' });
    await loaded();
    await sessionKnown(queryClient);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
    expect(screen.queryByRole('link', { name: /^(Edit|Delete) riding log/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Log a Ride')).not.toBeInTheDocument();
  });

  it('searches through the API with q, and keeps the search in the address', async () => {
    const { requests, router } = renderList({ api: { 'GET /api/riding-logs?q=Sam&limit=25&offset=0': pageAnswer([middle]) } });
    await loaded();
    await person().type(screen.getByLabelText('Search by horse, notes or rider'), 'Sam');
    await waitFor(() => expect(screen.queryByText('Lead changes.')).not.toBeInTheDocument());
    expect(bodyRows().map((row) => cellTexts(row)[4])).toEqual(['Sam Ortiz']);
    expect(gets(requests).map((r) => r.url)).toEqual(['/api/riding-logs?limit=25&offset=0', '/api/riding-logs?q=Sam&limit=25&offset=0']);
    expect(router.state.location.search).toBe('?q=Sam');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 ride$/);
  });

  it('asks the server for one page at a time, counts the whole list, and keeps the page in the address', async () => {
    const later = makeRidingLog(dusty, { date: '2025-06-01', notes: 'Summer swim.' });
    const { requests, router } = renderList({
      path: `/admin/riding-logs?horseId=${dusty.id}`,
      api: {
        [`GET /api/riding-logs?horseId=${dusty.id}&limit=25&offset=0`]: pageAnswer(all, 51),
        [`GET /api/riding-logs?horseId=${dusty.id}&limit=25&offset=50`]: pageAnswer([later], 51),
      },
    });
    await loaded();
    expect(screen.getByRole('status')).toHaveTextContent('51 rides');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    await person().click(screen.getByTitle('3'));
    expect(await screen.findByText('Summer swim.')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(activePage()).toBe('3');
    expect(screen.getByRole('status')).toHaveTextContent('51 rides');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(`horseId=${dusty.id}&page=3`);
    expect(gets(requests).map((r) => r.url)).toEqual([
      `/api/riding-logs?horseId=${dusty.id}&limit=25&offset=0`,
      `/api/riding-logs?horseId=${dusty.id}&limit=25&offset=50`,
    ]);
  });

  it('opens at the page in the address, and a changed filter starts again at the first page', async () => {
    const { requests, router } = renderList({
      path: '/admin/riding-logs?page=2',
      api: {
        'GET /api/riding-logs?limit=25&offset=25': pageAnswer([middle], 26),
        'GET /api/riding-logs?from=2026-03-01&limit=25&offset=0': pageAnswer([newest, middle]),
      },
    });
    await loaded();
    expect(activePage()).toBe('2');
    expect(screen.getByRole('status')).toHaveTextContent('26 rides');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Lead changes.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-03-01');
    expect(screen.getByRole('status')).toHaveTextContent('2 rides');
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(gets(requests).map((r) => r.url)).toEqual(['/api/riding-logs?limit=25&offset=25', '/api/riding-logs?from=2026-03-01&limit=25&offset=0']);
  });

  it('filters by horse, every horse offered by name, and keeps the horse in the address', async () => {
    const { router } = renderList({ api: { [`GET /api/riding-logs?horseId=${dusty.id}&limit=25&offset=0`]: pageAnswer([middle]) } });
    await loaded();
    await chooseOption('Horse', 'Dusty');
    // Deceased horses keep their rides, so they are offered too.
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(offered).toEqual(['Bella', 'Dove', 'Dusty']);
    await waitFor(() => expect(router.state.location.search).toBe(`?horseId=${dusty.id}`));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0]!)[1]).toBe('Dusty');
  });

  it('filters by a range of days, kept in the address with the search', async () => {
    const { requests, router } = renderList({
      path: '/admin/riding-logs?q=trail',
      api: {
        'GET /api/riding-logs?q=trail&limit=25&offset=0': pageAnswer(all),
        'GET /api/riding-logs?from=2026-03-01&q=trail&limit=25&offset=0': pageAnswer([newest, middle]),
        'GET /api/riding-logs?from=2026-03-01&to=2026-03-31&q=trail&limit=25&offset=0': pageAnswer([middle]),
      },
    });
    await loaded();
    expect(screen.getByLabelText('Search by horse, notes or rider')).toHaveValue('trail');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-01'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('q=trail&from=2026-03-01&to=2026-03-31');
    expect(gets(requests).at(-1)!.url).toBe('/api/riding-logs?from=2026-03-01&to=2026-03-31&q=trail&limit=25&offset=0');
  });

  it("says 'No riding logs found.' when there are none", async () => {
    renderList({ api: { [FIRST_PAGE]: pageAnswer([] as RidingLog[]) } });
    expect(await screen.findByText('No riding logs found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No riding logs matching your search criteria.' when a search finds none", async () => {
    renderList({ api: { 'GET /api/riding-logs?q=zebra&limit=25&offset=0': pageAnswer([] as RidingLog[]) } });
    await loaded();
    await person().type(screen.getByLabelText('Search by horse, notes or rider'), 'zebra');
    expect(await screen.findByText('No riding logs matching your search criteria.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch riding logs' in an alert when the list cannot be loaded", async () => {
    renderList({ api: { [FIRST_PAGE]: { status: 500 } } });
    expect((await screen.findByText('Failed to fetch riding logs')).closest('[role=alert]')).toBeInTheDocument();
  });
});
