import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MedicalRecord, Role } from '@remuda/contracts';
import { type MockResponse, pageAnswer, person, type RecordedRequest, renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeMedicalRecord } from '../../../testing/fixtures';
import { MedicalRecordsPage } from './medical-records-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const bella = makeHorse({ name: 'Bella' });
// As the API answers them: newest first (the page must not re-sort, e.g. by horse or description).
const newest = makeMedicalRecord(bella, { date: '2026-04-02', description: 'Hoof trim', vet: '', trimmed: true });
const middle = makeMedicalRecord(dusty, { date: '2026-03-10', description: 'Spring shots', vet: 'Dr. Alvarez', wormed: true, yearly_vaccines: true, coggins: true });
const oldest = makeMedicalRecord(null, { date: '2025-11-21', description: 'Annual Coggins', vet: 'Dr. Reyes' });
const all = [newest, middle, oldest];
// A page is asked for with limit and offset after the search; the whole list's size comes in X-Total-Count.
const FIRST_PAGE = 'GET /api/medical-records?limit=25&offset=0';

const routes = [
  { path: '/admin/medical-records', element: <MedicalRecordsPage /> },
  { path: '/admin/medical-records/add', element: <p>Add page</p> },
];

function renderList({
  role = 'TRAINER',
  path = '/admin/medical-records',
  api = {},
}: { role?: Role; path?: string; api?: Record<string, MockResponse | ((r: RecordedRequest) => MockResponse)> } = {}) {
  return renderApp(routes, {
    path,
    account: testAccount(role),
    api: { [FIRST_PAGE]: pageAnswer(all), ...api },
  });
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const loaded = () => screen.findByText('Spring shots');
const gets = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/medical-records'));
const pageButtons = () => [...document.querySelectorAll('.ant-pagination-item')].map((item) => item.textContent);
const activePage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

describe('MedicalRecordsPage', () => {
  it('lists the records as the API answers them, newest first, with every column', async () => {
    renderList();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Records' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Horse', 'Description', 'Vet', 'Health Checks', 'Actions']);
    const rows = bodyRows();
    expect(rows.map((row) => cellTexts(row).slice(0, 4))).toEqual([
      ['April 2, 2026', 'Bella', 'Hoof trim', 'Not recorded'],
      ['March 10, 2026', 'Dusty', 'Spring shots', 'Dr. Alvarez'],
      ['November 21, 2025', 'Unknown Horse', 'Annual Coggins', 'Dr. Reyes'],
    ]);
    expect(within(rows[1]!).getByText('Dusty').closest('a')).toHaveAttribute('href', `/admin/horses/${dusty.id}`);
    expect(within(rows[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wormed', 'Coggins', 'Yearly Vaccines']);
    expect(within(rows[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Trimmed']);
    expect(within(rows[2]!).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 records');
    // All of it on one page: no pagination.
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('gives staff the Add button and each row its Edit and Delete links', async () => {
    renderList({ role: 'ADMIN' });
    await loaded();
    expect(screen.getByText('Add Medical Record').closest('a')).toHaveAttribute('href', '/admin/medical-records/add');
    const row = bodyRows()[1]!;
    expect(within(row).getByRole('link', { name: 'Edit medical record of March 10, 2026 for Dusty' })).toHaveAttribute(
      'href',
      `/admin/medical-records/edit/${middle.id}`,
    );
    expect(within(row).getByRole('link', { name: 'Delete medical record of March 10, 2026 for Dusty' })).toHaveAttribute(
      'href',
      `/admin/medical-records/delete/${middle.id}`,
    );
  });

  it('shows a plain user the records without any action', async () => {
    const { queryClient } = renderList({ role: 'USER' });
    await loaded();
    await sessionKnown(queryClient);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    expect(screen.queryByText('Add Medical Record')).not.toBeInTheDocument();
    // The horse's page is for staff only: the name is not a link to a refusal.
    expect(screen.getByText('Dusty').closest('a')).toBeNull();
  });

  it('searches through the API with q, and keeps the search in the address', async () => {
    const { requests, router } = renderList({
      api: { 'GET /api/medical-records?q=Dr.+Reyes&limit=25&offset=0': pageAnswer([oldest]) },
    });
    await loaded();
    await person().type(screen.getByLabelText('Search by horse, description, vet or notes'), 'Dr. Reyes');
    await waitFor(() => expect(screen.queryByText('Spring shots')).not.toBeInTheDocument());
    expect(bodyRows().map((row) => cellTexts(row)[2])).toEqual(['Annual Coggins']);
    expect(gets(requests).map((r) => r.url)).toEqual(['/api/medical-records?limit=25&offset=0', '/api/medical-records?q=Dr.+Reyes&limit=25&offset=0']);
    expect(router.state.location.search).toBe('?q=Dr.+Reyes');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 record$/);
  });

  it('asks the server for one page at a time, counts the whole list, and keeps the page in the address', async () => {
    const later = makeMedicalRecord(dusty, { date: '2025-06-01', description: 'Summer float' });
    const { requests, router } = renderList({
      api: {
        [FIRST_PAGE]: pageAnswer(all, 60),
        'GET /api/medical-records?limit=25&offset=25': pageAnswer([later], 60),
      },
    });
    await loaded();
    expect(screen.getByRole('status')).toHaveTextContent('60 records');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(activePage()).toBe('1');
    await person().click(screen.getByTitle('2'));
    expect(await screen.findByText('Summer float')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(activePage()).toBe('2');
    expect(screen.getByRole('status')).toHaveTextContent('60 records');
    expect(router.state.location.search).toBe('?page=2');
    expect(gets(requests).map((r) => r.url)).toEqual(['/api/medical-records?limit=25&offset=0', '/api/medical-records?limit=25&offset=25']);
  });

  it('opens at the page and search in the address, and a new search starts again at the first page', async () => {
    const { requests, router } = renderList({
      path: '/admin/medical-records?q=Dr.&page=2',
      api: {
        'GET /api/medical-records?q=Dr.&limit=25&offset=25': pageAnswer([middle], 26),
        'GET /api/medical-records?q=Dr.+Reyes&limit=25&offset=0': pageAnswer([oldest]),
      },
    });
    await loaded();
    expect(screen.getByLabelText('Search by horse, description, vet or notes')).toHaveValue('Dr.');
    expect(activePage()).toBe('2');
    expect(screen.getByRole('status')).toHaveTextContent('26 records');
    await person().type(screen.getByLabelText('Search by horse, description, vet or notes'), ' Reyes');
    expect(await screen.findByText('Annual Coggins')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=Dr.+Reyes'));
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(gets(requests).map((r) => r.url)).toEqual([
      '/api/medical-records?q=Dr.&limit=25&offset=25',
      '/api/medical-records?q=Dr.+Reyes&limit=25&offset=0',
    ]);
  });

  it("says 'No medical records found.' when there are none", async () => {
    renderList({ api: { [FIRST_PAGE]: pageAnswer([] as MedicalRecord[]) } });
    expect(await screen.findByText('No medical records found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No medical records matching your search criteria.' when a search finds none", async () => {
    renderList({ api: { 'GET /api/medical-records?q=zebra&limit=25&offset=0': pageAnswer([] as MedicalRecord[]) } });
    await loaded();
    await person().type(screen.getByLabelText('Search by horse, description, vet or notes'), 'zebra');
    expect(await screen.findByText('No medical records matching your search criteria.')).toBeInTheDocument();
    expect(screen.queryByText('No medical records found.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch medical records' in an alert when the list cannot be loaded", async () => {
    renderList({ api: { [FIRST_PAGE]: { status: 500 } } });
    expect((await screen.findByText('Failed to fetch medical records')).closest('[role=alert]')).toBeInTheDocument();
  });
});
