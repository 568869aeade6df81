import { configure, screen, waitFor } from '@testing-library/react';
import type { MedicalRecord } from '@remuda/contracts';
import { chooseOption, holdRequest, type MockResponse, person, type RecordedRequest, renderApp, selectedOption, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeMedicalRecord } from '../../../testing/fixtures';
import { catchConsoleErrors } from '../../../testing/console';
import { EditMedicalRecordPage } from './edit-medical-record-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const bella = makeHorse({ name: 'Bella' });
const record = makeMedicalRecord(dusty, {
  date: '2026-02-14',
  description: 'Coggins test and shots',
  vet: 'Dr. Reyes',
  notes: 'Mild reaction to the shot.',
  weight: 960,
  height: 14.3,
  wormed: false,
  trimmed: true,
  coggins: true,
  yearly_vaccines: true,
});

const routes = [
  { path: '/admin/medical-records/edit/:id', element: <EditMedicalRecordPage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
];

function renderEdit({ load = { body: record }, update }: { load?: MockResponse; update?: MockResponse | ((r: RecordedRequest) => MockResponse) } = {}) {
  return renderApp(routes, {
    path: `/admin/medical-records/edit/${record.id}`,
    account: testAccount('ADMIN'),
    api: {
      [`GET /api/medical-records/${record.id}`]: load,
      [`PUT /api/medical-records/${record.id}`]: update ?? ((r) => ({ body: { ...record, ...(r.body as object) } as MedicalRecord })),
      'GET /api/horses': { body: [dusty, bella] },
    },
  });
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');
const submit = () => screen.getByText('Save Changes').closest('button') as HTMLButtonElement;
const fieldError = (label: string) =>
  (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
const loaded = () => screen.findByText('Save Changes');

describe('EditMedicalRecordPage', () => {
  it('shows a spinner while the record loads, then the form filled in with every field', async () => {
    renderEdit();
    const release = holdRequest(`GET /api/medical-records/${record.id}`);
    expect(await screen.findByText('Edit Medical Record', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Loading the medical record…')).toBeInTheDocument();
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
    release();
    await loaded();

    await waitFor(() => expect(selectedOption('Horse')).toBe('Dusty'));
    expect(screen.getByLabelText('Horse')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-02-14');
    expect(screen.getByLabelText('Description')).toHaveValue('Coggins test and shots');
    expect(screen.getByLabelText('Vet')).toHaveValue('Dr. Reyes');
    expect(screen.getByLabelText('Notes')).toHaveValue('Mild reaction to the shot.');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue('960');
    expect(screen.getByLabelText('Height (hands)')).toHaveValue('14.3');
    expect(screen.getByLabelText('Wormed')).not.toBeChecked();
    expect(screen.getByLabelText('Trimmed')).toBeChecked();
    expect(screen.getByLabelText('Coggins')).toBeChecked();
    expect(screen.getByLabelText('Yearly Vaccines')).toBeChecked();
  });

  it("saves every field, disables the button while saving, then opens the record's horse", async () => {
    const { requests, router } = renderEdit();
    await loaded();
    await waitFor(() => expect(selectedOption('Horse')).toBe('Dusty'));
    const release = holdRequest(`PUT /api/medical-records/${record.id}`);
    const user = await chooseOption('Horse', 'Bella');
    const description = screen.getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Coggins test');
    await user.click(screen.getByLabelText('Wormed'));
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.url).toBe(`/api/medical-records/${record.id}`);
    expect(puts(requests)[0]!.body).toEqual({
      horseId: bella.id,
      date: '2026-02-14',
      description: 'Coggins test',
      vet: 'Dr. Reyes',
      notes: 'Mild reaction to the shot.',
      weight: 960,
      height: 14.3,
      wormed: true,
      trimmed: true,
      coggins: true,
      yearly_vaccines: true,
      // The version the form was read at: a record changed since is refused rather than overwritten.
      version: 1,
    });
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${bella.id}`);
  });

  it('checks the required fields before sending', async () => {
    const { requests } = renderEdit();
    await loaded();
    const user = person();
    await user.clear(screen.getByLabelText('Description'));
    await user.click(submit());
    await waitFor(() => expect(fieldError('Description')).toBe('Description is required'));
    expect(puts(requests)).toHaveLength(0);
  });

  it("shows 'Failed to update medical record' when the server gives no message, and logs it", async () => {
    const log = catchConsoleErrors();
    renderEdit({ update: { status: 502 } });
    await loaded();
    await person().click(submit());
    expect((await screen.findByText('Failed to update medical record')).closest('[role=alert]')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(log).toHaveBeenCalledWith('Failed to update medical record:', expect.objectContaining({ status: 502 }));
    log.mockRestore();
  });

  it('says when the record is not found', async () => {
    renderEdit({ load: { status: 404, body: { message: 'Medical record not found' } } });
    const text = await screen.findByText("Medical record not found. It may have been deleted or you don't have permission to view it.");
    expect(text.closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByText('Back to Medical Records').closest('a')).toHaveAttribute('href', '/admin/medical-records');
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });
});
