import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ImportJob, ImportPreview } from '@remuda/contracts';
import type { MockResponse, RecordedRequest } from '@remuda/shell-kit/testing';
import { horseKeys } from '@remuda/shell-kit';
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

const JOB_ID = '7d3c2f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: JOB_ID,
  kind: 'medical-records',
  fileName: 'vet.csv',
  state: 'running',
  total: 3,
  done: 0,
  counts: { add: 0, change: 0, unchanged: 0, refuse: 0 },
  rows: [],
  startedAt: '2026-11-27T06:00:00.000Z',
  finishedAt: null,
  error: null,
  cancelling: false,
  restored: null,
  ...overrides,
});

type Handler = MockResponse | ((request: RecordedRequest) => MockResponse);

/** Answers in turn, the last one again once they are used up (a job asked again while it runs). */
const inTurn = (...answers: MockResponse[]): Handler => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
};

function renderImport(path = '/admin/import?kind=medical-records', api: Record<string, Handler> = {}) {
  return renderApp([{ path: '/admin/import', element: <ImportPage /> }], {
    path,
    account: testAccount('TRAINER'),
    api: {
      'GET /api/uploads/limits': { body: { imageBytes: 20 * MB, videoBytes: 500 * MB, importBytes: 20 * MB, documentBytes: 20 * MB, archiveBytes: 10 * 1024 * MB } },
      'GET /api/imports/jobs': { body: [] },
      ...api,
    },
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

  it('starts the import, follows its rows as they are done, then says what was done and lists the rows not imported', async () => {
    const { router, queryClient } = renderImport('/admin/import?kind=medical-records', {
      [`GET /api/imports/jobs/${JOB_ID}`]: inTurn(
        { body: job({ done: 1, counts: { add: 1, change: 0, unchanged: 0, refuse: 0 } }) },
        { body: job({ state: 'done', done: 3, counts: { add: 1, change: 0, unchanged: 1, refuse: 1 }, rows: [preview().rows[2]!], finishedAt: '2026-11-27T06:00:05.000Z' }) },
      ),
    });
    // What other screens read before the import: read again once it has finished.
    const herd = horseKeys.staffList();
    const records = ['records', 'medical-records', 'list'];
    queryClient.setQueryData(herd, []);
    queryClient.setQueryData(records, []);
    await chooseFile();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    lastSent().respond(200, preview());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    await waitFor(() => expect(lastSent().url).toBe('/api/imports/medical-records'));
    lastSent().respond(201, job());

    const running = within(await screen.findByRole('region', { name: 'Importing' }));
    expect(running.getByRole('status')).toHaveTextContent('1 of 3 rows done.');
    expect(running.getByRole('progressbar', { name: 'Importing' })).toHaveAttribute('value', '1');
    expect(running.getByRole('button', { name: 'Cancel import' })).toBeEnabled();
    // The address names the job, so a reload finds it again.
    expect(router.state.location.search).toBe(`?kind=medical-records&job=${JOB_ID}`);
    expect(screen.queryByRole('region', { name: 'Rows' })).not.toBeInTheDocument();

    const done = within(await screen.findByRole('region', { name: 'Imported' }, { timeout: 5_000 }));
    expect(done.getByRole('status')).toHaveTextContent('1 added, 0 changed, 1 already here; 1 row not imported:');
    expect(await done.findByText('No horse is named “Nobody”')).toBeInTheDocument();
    await waitFor(() => expect([queryClient.getQueryState(herd)?.isInvalidated, queryClient.getQueryState(records)?.isInvalidated]).toEqual([true, true]));
  });

  it('finds a running import of the person again after a reload, and cancels it', async () => {
    // A restore of a ranch's archive running too is not this page's (About this site follows it).
    const restore = job({ id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', kind: 'archive', fileName: 'remuda-export.zip', total: 50, restored: { added: {}, present: {}, media: 0 } });
    const { requests } = renderImport('/admin/import', {
      'GET /api/imports/jobs': { body: [restore, job({ done: 2 })] },
      [`GET /api/imports/jobs/${JOB_ID}`]: { body: job({ done: 2 }) },
      [`POST /api/imports/jobs/${JOB_ID}/cancel`]: { body: job({ done: 2, cancelling: true }) },
    });
    const running = within(await screen.findByRole('region', { name: 'Importing' }));
    expect(running.getByText('vet.csv')).toBeInTheDocument();
    expect(running.getByRole('status')).toHaveTextContent('2 of 3 rows done.');
    await userEvent.click(running.getByRole('button', { name: 'Cancel import' }));
    expect(await running.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(running.getByRole('status')).toHaveTextContent('2 of 3 rows done; stopping after the rows under way…');
    expect(requests.some((r) => r.method === 'POST' && r.url === `/api/imports/jobs/${JOB_ID}/cancel`)).toBe(true);
  });

  it('says an import was cancelled, how far it went and that the same file goes on where it stopped', async () => {
    renderImport(`/admin/import?kind=horses&job=${JOB_ID}`, {
      [`GET /api/imports/jobs/${JOB_ID}`]: { body: job({ kind: 'horses', state: 'cancelled', done: 2, counts: { add: 2, change: 0, unchanged: 0, refuse: 0 }, finishedAt: '2026-11-27T06:00:05.000Z' }) },
    });
    const cancelled = within(await screen.findByRole('region', { name: 'Import cancelled' }));
    expect(cancelled.getByText(/Stopped after 2 of 3 rows; each row is in whole or not at all\. Importing the file again goes on where it stopped\./)).toBeInTheDocument();
    expect(cancelled.getByRole('status')).toHaveTextContent('2 added, 0 changed, 0 already here.');
    expect(cancelled.queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();
  });

  it('says why an import stopped when the platform could not go on', async () => {
    const error = 'The import stopped because part of the platform did not answer. What was imported is kept; import the file again to go on.';
    renderImport(`/admin/import?job=${JOB_ID}`, { [`GET /api/imports/jobs/${JOB_ID}`]: { body: job({ state: 'failed', done: 1, error, finishedAt: '2026-11-27T06:00:05.000Z' }) } });
    const stopped = within(await screen.findByRole('region', { name: 'Import stopped' }));
    expect(stopped.getByText(error)).toBeInTheDocument();
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
