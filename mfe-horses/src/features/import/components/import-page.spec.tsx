import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview, ImportResult } from '@remuda/contracts';
import { FakeXhr, renderApp, testAccount } from '@remuda/shell-kit/testing';
import userEvent from '@testing-library/user-event';
import { ImportPage } from './import-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const MB = 1024 * 1024;

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  kind: 'medical-records',
  columns: [
    { header: 'Horse', field: 'horseName' },
    { header: 'Visit', field: null },
  ],
  fields: [
    { field: 'horseName', label: 'Horse', required: false },
    { field: 'description', label: 'Description', required: true },
  ],
  counts: { add: 1, change: 0, unchanged: 1, refuse: 1 },
  rows: [
    { line: 2, action: 'add', title: 'Dusty, 2024-03-05', errors: [], changes: [] },
    { line: 3, action: 'unchanged', title: 'Dusty, 2024-03-06', errors: [], changes: [] },
    { line: 4, action: 'refuse', title: 'Nobody, 2024-03-07', errors: [{ field: 'horseId', message: 'No horse is named “Nobody”' }], changes: [] },
  ],
  ...overrides,
});

function renderImport(path = '/admin/import?kind=medical-records') {
  return renderApp([{ path: '/admin/import', element: <ImportPage /> }], {
    path,
    account: testAccount('TRAINER'),
    api: { 'GET /api/uploads/limits': { body: { imageBytes: 20 * MB, videoBytes: 500 * MB, importBytes: 20 * MB, documentBytes: 20 * MB } } },
  });
}

const chooseFile = (name = 'vet.csv') => userEvent.upload(screen.getByLabelText('Spreadsheet file'), new File(['Horse,Visit\n'], name, { type: 'text/csv' }));
const lastSent = () => FakeXhr.sent.at(-1)!;

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.uninstall());

describe('ImportPage', () => {
  it('previews the chosen file for the kind in the address, with the limit, the counts and every row’s outcome', async () => {
    renderImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Medical records' })).toBeChecked();
    expect(await screen.findByText(/up to 20 MB/)).toBeInTheDocument();
    await chooseFile();
    await waitFor(() => expect(lastSent().url).toBe('/api/imports/medical-records/preview'));
    expect((lastSent().body!.get('file') as File).name).toBe('vet.csv');
    expect(lastSent().body!.get('columns')).toBeNull();
    lastSent().respond(200, preview());
    const rows = within(await screen.findByRole('region', { name: 'Rows' }));
    expect(rows.getByRole('status')).toHaveTextContent('3 rows: 1 to add, 0 to change, 1 already here, 1 refused.');
    // The table's code loads with the first table drawn.
    expect(await rows.findByText('No horse is named “Nobody”')).toBeInTheDocument();
    expect(rows.getByText('Refused')).toBeInTheDocument();
    expect(rows.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });

  it('asks again with the person’s matching when they choose a field for a column', async () => {
    renderImport();
    await chooseFile();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    lastSent().respond(200, preview());
    await userEvent.click(await screen.findByRole('combobox', { name: 'Field for column “Visit”' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Description (required)' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(lastSent().body!.get('columns')).toBe(JSON.stringify({ Visit: 'description' }));
  });

  it('imports, then says what was done and lists the rows not imported', async () => {
    renderImport();
    await chooseFile();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    lastSent().respond(200, preview());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    await waitFor(() => expect(lastSent().url).toBe('/api/imports/medical-records'));
    const result: ImportResult = { kind: 'medical-records', counts: { add: 1, change: 0, unchanged: 1, refuse: 1 }, rows: [preview().rows[2]!] };
    lastSent().respond(200, result);
    const done = within(await screen.findByRole('region', { name: 'Imported' }));
    expect(done.getByRole('status')).toHaveTextContent('1 added, 0 changed, 1 already here; 1 row not imported:');
    expect(await done.findByText('No horse is named “Nobody”')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rows' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for a file it cannot read, and offers nothing to import', async () => {
    renderImport('/admin/import');
    expect(screen.getByRole('radio', { name: 'Horses' })).toBeChecked();
    await chooseFile('latin1.csv');
    await waitFor(() => expect(lastSent().url).toBe('/api/imports/horses/preview'));
    const message = 'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” and try again.';
    lastSent().respond(400, { message, errors: [{ field: 'file', message }] });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('offers nothing to import when no row would add or change anything', async () => {
    renderImport();
    await chooseFile();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    lastSent().respond(200, preview({ counts: { add: 0, change: 0, unchanged: 2, refuse: 0 }, rows: preview().rows.slice(0, 2).map((r) => ({ ...r, action: 'unchanged' as const })) }));
    expect(await screen.findByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  });
});
