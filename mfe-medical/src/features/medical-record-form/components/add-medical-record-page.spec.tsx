import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MedicalRecordInput } from '@remuda/contracts';
import { chooseOption, holdRequest, type MockResponse, person, type RecordedRequest, renderApp, selectedOption, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeMedicalRecord } from '../../../testing/fixtures';
import { catchConsoleErrors } from '../../../testing/console';
import { AddMedicalRecordPage } from './add-medical-record-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const zephyr = makeHorse({ name: 'Zephyr' });
const apache = makeHorse({ name: 'apache' });
const dove = makeHorse({ name: 'Dove', deceased: true, deceased_date: '2025-12-24' });
const bella = makeHorse({ name: 'Bella' });
const herd = [zephyr, dove, apache, bella];

const routes = [
  { path: '/admin/medical-records/add', element: <AddMedicalRecordPage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
  { path: '/admin/medical-records', element: <p>Medical records list</p> },
];

function renderAdd({ path = '/admin/medical-records/add', create }: { path?: string; create?: MockResponse | ((r: RecordedRequest) => MockResponse) } = {}) {
  return renderApp(routes, {
    path,
    account: testAccount('TRAINER'),
    api: {
      'GET /api/horses': { body: herd },
      'POST /api/medical-records': create ?? ((r) => ({ status: 201, body: makeMedicalRecord(bella, r.body as object) })),
    },
  });
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/api/medical-records');
const submit = () => screen.getByText('Create Record').closest('button') as HTMLButtonElement;
const fieldError = (label: string) =>
  (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
const loaded = () => screen.findByText('New Medical Record', { selector: 'h2' });
const today = new Date().toISOString().slice(0, 10);

describe('AddMedicalRecordPage', () => {
  it('asks for every field of a record under its headings', async () => {
    renderAdd();
    expect(await screen.findByText('Add Medical Record', { selector: 'h1' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByLabelText('Horse')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Vet')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Height (hands)')).toHaveAttribute('step', '0.1');
    for (const label of ['Wormed', 'Trimmed', 'Coggins', 'Yearly Vaccines']) expect(screen.getByLabelText(label)).not.toBeChecked();
    expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', '/admin/medical-records');
  });

  it('offers only the living horses, by name', async () => {
    renderAdd();
    await loaded();
    const user = person();
    const select = screen.getByLabelText('Horse');
    await waitFor(() => expect(select.closest('.ant-select')).not.toHaveClass('ant-select-loading'));
    await user.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    const dropdown = listbox.closest('.ant-select-dropdown') as HTMLElement;
    await waitFor(() => expect(within(dropdown).getAllByRole('option').length).toBeGreaterThan(0));
    const names = [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(names).toEqual(['apache', 'Bella', 'Zephyr']);
  });

  it("checks the required fields with the spec's messages and sends nothing", async () => {
    const { requests } = renderAdd();
    await loaded();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    await person().click(submit());
    await waitFor(() => expect(fieldError('Horse')).toBe('Horse is required'));
    expect(fieldError('Description')).toBe('Description is required');
    expect(fieldError('Date')).toBe('Date is required');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(requests)).toHaveLength(0);
  });

  it("clears a field's error as soon as it is edited", async () => {
    renderAdd();
    await loaded();
    const user = person();
    await user.click(submit());
    await waitFor(() => expect(fieldError('Description')).toBe('Description is required'));
    await user.type(screen.getByLabelText('Description'), 'C');
    await waitFor(() => expect(fieldError('Description')).toBe(''));
    expect(fieldError('Horse')).toBe('Horse is required');
  });

  it('sends every field, disables the button while sending, then goes to the list', async () => {
    const { requests, router } = renderAdd();
    await loaded();
    const release = holdRequest('POST /api/medical-records');
    const user = await chooseOption('Horse', 'Bella');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
    await user.type(screen.getByLabelText('Description'), 'Spring check-up');
    await user.type(screen.getByLabelText('Vet'), 'Dr. Alvarez');
    await user.type(screen.getByLabelText('Notes'), 'Teeth floated.');
    await user.type(screen.getByLabelText('Weight (lbs)'), '950');
    await user.type(screen.getByLabelText('Height (hands)'), '14.2');
    await user.click(screen.getByLabelText('Wormed'));
    await user.click(screen.getByLabelText('Coggins'));
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body as MedicalRecordInput).toEqual({
      horseId: bella.id,
      date: '2026-03-10',
      description: 'Spring check-up',
      vet: 'Dr. Alvarez',
      notes: 'Teeth floated.',
      weight: 950,
      height: 14.2,
      wormed: true,
      trimmed: false,
      coggins: true,
      yearly_vaccines: false,
    });
    expect(await screen.findByText('Medical records list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/medical-records');
  });

  it('turns a weight or height that is not a number into 0', async () => {
    const { requests } = renderAdd();
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Weigh-in');
    await user.type(screen.getByLabelText('Weight (lbs)'), 'heavy');
    await user.type(screen.getByLabelText('Height (hands)'), 'tall');
    await user.click(submit());
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toMatchObject({ weight: 0, height: 0 });
  });

  it('sends no measurement when the boxes are left empty', async () => {
    const { requests } = renderAdd();
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Look-over');
    await user.click(submit());
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toMatchObject({ weight: null, height: null, date: today });
  });

  it('locks the horse given in the address, and goes back to its page after saving', async () => {
    const { requests, router } = renderAdd({ path: `/admin/medical-records/add?horseId=${zephyr.id}` });
    await loaded();
    const select = screen.getByLabelText('Horse');
    await waitFor(() => expect(selectedOption('Horse')).toBe('Zephyr'));
    expect(select).toBeDisabled();
    expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', `/admin/horses/${zephyr.id}`);
    const user = person();
    await user.type(screen.getByLabelText('Description'), 'Hoof trim');
    await user.click(submit());
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toMatchObject({ horseId: zephyr.id, description: 'Hoof trim' });
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${zephyr.id}`);
  });

  it('names a deceased horse given in the address, though it is not offered', async () => {
    renderAdd({ path: `/admin/medical-records/add?horseId=${dove.id}` });
    await loaded();
    await waitFor(() => expect(selectedOption('Horse')).toBe('Dove'));
    expect(screen.getByLabelText('Horse')).toBeDisabled();
  });

  it("puts the server's field errors on their fields and clears one when it is edited", async () => {
    const log = catchConsoleErrors();
    const { router } = renderAdd({
      create: {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [
            { field: 'date', message: 'Date cannot be in the future' },
            { field: 'vet', message: 'Vet must be at most 120 characters' },
          ],
        },
      },
    });
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Check');
    await user.type(screen.getByLabelText('Vet'), 'Dr. A');
    await user.click(submit());
    await waitFor(() => expect(fieldError('Date')).toBe('Date cannot be in the future'));
    expect(fieldError('Vet')).toBe('Vet must be at most 120 characters');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/medical-records/add');
    expect(submit()).toBeEnabled();
    await user.type(screen.getByLabelText('Vet'), 'x');
    await waitFor(() => expect(fieldError('Vet')).toBe(''));
    expect(fieldError('Date')).toBe('Date cannot be in the future');
    log.mockRestore();
  });

  it("shows 'Failed to create medical record' when the server gives no message, and logs it", async () => {
    const log = catchConsoleErrors();
    renderAdd({ create: { status: 500 } });
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Check');
    await user.click(submit());
    expect((await screen.findByText('Failed to create medical record')).closest('[role=alert]')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(log).toHaveBeenCalledWith('Failed to create medical record:', expect.objectContaining({ status: 500 }));
    log.mockRestore();
  });

  it('shows a message the server gives', async () => {
    const log = catchConsoleErrors();
    renderAdd({ create: { status: 403, body: { message: 'Only trainers and administrators can add medical records' } } });
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Check');
    await user.click(submit());
    expect((await screen.findByText('Only trainers and administrators can add medical records')).closest('[role=alert]')).toBeInTheDocument();
    log.mockRestore();
  });
});
