import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MedicalRecord, Role } from '@remuda/contracts';
import { type MockResponse, person, type RecordedRequest, renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
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

const routes = [
  { path: '/admin/medical-records', element: <MedicalRecordsPage /> },
  { path: '/admin/medical-records/add', element: <p>Add page</p> },
];

function renderList({ role = 'TRAINER', api = {} }: { role?: Role; api?: Record<string, MockResponse | ((r: RecordedRequest) => MockResponse)> } = {}) {
  return renderApp(routes, {
    path: '/admin/medical-records',
    account: testAccount(role),
    api: { 'GET /api/medical-records': { body: all }, ...api },
  });
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const loaded = () => screen.findByText('Spring shots');
const gets = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/medical-records'));

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
      api: { 'GET /api/medical-records?q=Dr.+Reyes': { body: [oldest] } },
    });
    await loaded();
    await person().type(screen.getByLabelText('Search by horse, description, vet or notes'), 'Dr. Reyes');
    await waitFor(() => expect(screen.queryByText('Spring shots')).not.toBeInTheDocument());
    expect(bodyRows().map((row) => cellTexts(row)[2])).toEqual(['Annual Coggins']);
    expect(gets(requests).map((r) => r.url)).toEqual(['/api/medical-records', '/api/medical-records?q=Dr.+Reyes']);
    expect(router.state.location.search).toBe('?q=Dr.+Reyes');
  });

  it("says 'No medical records found.' when there are none", async () => {
    renderList({ api: { 'GET /api/medical-records': { body: [] as MedicalRecord[] } } });
    expect(await screen.findByText('No medical records found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No medical records matching your search criteria.' when a search finds none", async () => {
    renderList({ api: { 'GET /api/medical-records?q=zebra': { body: [] as MedicalRecord[] } } });
    await loaded();
    await person().type(screen.getByLabelText('Search by horse, description, vet or notes'), 'zebra');
    expect(await screen.findByText('No medical records matching your search criteria.')).toBeInTheDocument();
    expect(screen.queryByText('No medical records found.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch medical records' in an alert when the list cannot be loaded", async () => {
    renderList({ api: { 'GET /api/medical-records': { status: 500 } } });
    expect((await screen.findByText('Failed to fetch medical records')).closest('[role=alert]')).toBeInTheDocument();
  });
});
