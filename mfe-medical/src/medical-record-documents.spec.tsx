import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MedicalRecord, RecordDocument } from '@remuda/contracts';
import { FakeXhr, type MockResponse, careSettingsAnswer, makeCareSettings, makeHorse, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { recordRoutes } from '@remuda/shell-kit';
import { medicalRecords } from './medical-records';
import { makeMedicalRecord } from './testing/fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const MB = 1024 * 1024;
const dusty = makeHorse({ name: 'Dusty' });
const coggins: RecordDocument = {
  id: '0b7c5c38-6a1e-4d55-9a3e-3e1f6f0c2a11', name: 'Coggins 2026.pdf', contentType: 'application/pdf', size: 120 * 1024,
  addedAt: '2026-03-02T10:00:00.000Z', addedBy: 'trainer@remuda.test',
};
const card: RecordDocument = {
  id: '5d2f4e1a-9c3b-4f6d-8e7a-1b2c3d4e5f60', name: 'vaccination card.webp', contentType: 'image/webp', size: 2 * MB,
  addedAt: '2026-03-03T10:00:00.000Z', addedBy: null,
};

/** The record as the server has it: each change's answer becomes what it reads back. */
let stored: MedicalRecord;
const saved = (record: MedicalRecord) => {
  stored = record;
  return record;
};

function renderEdit(record: MedicalRecord, api: Record<string, MockResponse | ((r: { body: unknown }) => MockResponse)> = {}) {
  stored = record;
  const app = [{ path: '/admin', children: recordRoutes(medicalRecords.pages, async () => medicalRecords) }, { path: '/admin/horses/:id', element: <p>Horse page</p> }];
  return renderApp(app, {
    path: medicalRecords.pages.edit.path(record.id),
    account: testAccount('TRAINER'),
    api: {
      [`GET /api/medical-records/${record.id}`]: () => ({ body: stored }),
      'GET /api/horses': { body: [dusty] },
      ...careSettingsAnswer(makeCareSettings([])),
      ...api,
    },
  });
}

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.uninstall());

describe('documents on a medical record’s edit page', () => {
  it('lists each as a download with its facts, attaches a chosen file with its progress, and saves the form at the new version', async () => {
    const record = makeMedicalRecord(dusty, { documents: [coggins], version: 3 });
    const { requests } = renderEdit(record, { [`PUT /api/medical-records/${record.id}`]: (r) => ({ body: { ...record, ...(r.body as object), version: 5 } }) });
    const section = within(await screen.findByRole('region', { name: 'Documents' }));
    const link = section.getByRole('link', { name: 'Coggins 2026.pdf' });
    expect(link).toHaveAttribute('href', `/api/medical-records/${record.id}/documents/${coggins.id}`);
    expect(link).toHaveAttribute('download', 'Coggins 2026.pdf');
    expect(section.getByText('PDF · 120 KB · added March 2, 2026 by trainer@remuda.test')).toBeInTheDocument();
    expect(await section.findByText(/up to 20 MB/)).toBeInTheDocument();

    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('.record-documents input[type=file]')!;
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp,image/gif');
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const sent = FakeXhr.sent[0]!;
    expect(sent.url).toBe(`/api/medical-records/${record.id}/documents`);
    expect((sent.body!.get('file') as File).name).toBe('invoice.pdf');
    sent.progress(50, 100);
    expect(await section.findByRole('progressbar', { name: 'Sending the document' })).toHaveAttribute('aria-valuenow', '50');
    sent.respond(201, saved({ ...record, version: 4, documents: [coggins, card] }));
    expect(await section.findByRole('link', { name: 'vaccination card.webp' })).toBeInTheDocument();
    expect(section.getByText('Picture · 2 MB · added March 3, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ version: 4 });
  });

  it('removes one after asking, naming the version on screen', async () => {
    const record = makeMedicalRecord(dusty, { documents: [coggins, card], version: 2 });
    const removal = `DELETE /api/medical-records/${record.id}/documents/${coggins.id}?version=2`;
    const { requests } = renderEdit(record, { [removal]: () => ({ status: 200, body: saved({ ...record, version: 3, documents: [card] }) }) });
    const section = within(await screen.findByRole('region', { name: 'Documents' }));
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Remove Coggins 2026.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(section.queryByRole('link', { name: 'Coggins 2026.pdf' })).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/medical-records/${record.id}/documents/${coggins.id}?version=2`]);
    expect(section.getByRole('link', { name: 'vaccination card.webp' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a file', async () => {
    const record = makeMedicalRecord(dusty, { documents: [] });
    renderEdit(record);
    const section = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(section.getByText('No documents attached.')).toBeInTheDocument();
    await userEvent.upload(document.querySelector<HTMLInputElement>('.record-documents input[type=file]')!, new File(['<html>'], 'page.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const message = 'This kind of file is not accepted. Attach a PDF, or a JPEG, PNG, WebP or GIF picture.';
    FakeXhr.sent[0]!.respond(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message });
    expect(await section.findByText(message)).toBeInTheDocument();
  });
});

describe('a new medical record’s documents', () => {
  const madeId = 'c0ffee00-0000-4000-8000-000000000001';
  const renderAdd = () =>
    renderApp([{ path: '/admin', children: recordRoutes(medicalRecords.pages, async () => medicalRecords) }, { path: '/admin/horses/:id', element: <p>Horse page</p> }], {
      path: `${medicalRecords.pages.add.path(dusty.id)}`,
      account: testAccount('TRAINER'),
      api: {
        'GET /api/horses': { body: [dusty] },
        'POST /api/medical-records': (r) => ({ status: 201, body: makeMedicalRecord(dusty, { ...(r.body as object), id: madeId }) }),
        [`POST /api/medical-records/${madeId}/documents`]: { status: 201, body: makeMedicalRecord(dusty, { id: madeId, version: 2, documents: [card] }) },
        ...careSettingsAnswer(makeCareSettings([])),
      },
    });
  const chooseFiles = (...files: File[]) => userEvent.upload(screen.getByLabelText('Documents to attach'), files);

  it('are chosen on the form, each can be left out, and are sent after the record to the id it was given', async () => {
    const { requests, router } = renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Description'), 'Coggins drawn');
    await chooseFiles(new File(['a photo'], 'card.jpg', { type: 'image/jpeg' }), new File(['another'], 'blurry.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('card.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave out blurry.jpg' }));
    expect(screen.queryByText('blurry.jpg')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Record' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/horses/${dusty.id}`));
    const writes = requests.filter((r) => r.method === 'POST');
    expect(writes.map((r) => r.url)).toEqual(['/api/medical-records', `/api/medical-records/${madeId}/documents`]);
    expect(writes[0]!.body).not.toHaveProperty('attachments');
    expect(((writes[1]!.body as FormData).get('file') as File).name).toBe('card.jpg');
    expect(writes[1]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says on the form when a chosen file is not a document, before anything is sent', async () => {
    const { requests } = renderAdd();
    // A picker set to "all files" lets a person choose what its accept list leaves out.
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByLabelText('Description'), 'Coggins drawn');
    await user.upload(screen.getByLabelText('Documents to attach'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Create Record' }));
    expect(await screen.findByText('“notes.txt” is not a PDF or a JPEG, PNG, WebP or GIF picture.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
