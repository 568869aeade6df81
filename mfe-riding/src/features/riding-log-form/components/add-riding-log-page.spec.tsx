import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RidingLogInput } from '@remuda/contracts';
import { chooseOption, holdRequest, type MockResponse, person, type RecordedRequest, renderApp, selectedOption, testAccount } from '@remuda/shell-kit/testing';
import { removeWaitingWrite, waitingWrites } from '@remuda/shell-kit';
import { makeHorse, makeRidingLog } from '../../../testing/fixtures';
import { AddRidingLogPage } from './add-riding-log-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const zephyr = makeHorse({ name: 'Zephyr' });
const apache = makeHorse({ name: 'apache' });
const dove = makeHorse({ name: 'Dove', deceased: true, deceased_date: '2025-12-24' });
const bella = makeHorse({ name: 'Bella' });
const herd = [zephyr, dove, apache, bella];

const routes = [
  { path: '/admin/riding-logs/add', element: <AddRidingLogPage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
  { path: '/admin/riding-logs', element: <p>Riding logs list</p> },
];

function renderAdd({ path = '/admin/riding-logs/add', create }: { path?: string; create?: MockResponse | ((r: RecordedRequest) => MockResponse) } = {}) {
  return renderApp(routes, {
    path,
    account: testAccount('TRAINER'),
    api: {
      'GET /api/horses': { body: herd },
      'POST /api/riding-logs': create ?? ((r) => ({ status: 201, body: makeRidingLog(bella, r.body as object) })),
    },
  });
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/api/riding-logs');
const submit = () => screen.getByText('Create Log').closest('button') as HTMLButtonElement;
const fieldError = (label: string) =>
  (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
const loaded = () => screen.findByText('New Riding Log', { selector: 'h2' });
const today = new Date().toISOString().slice(0, 10);

describe('AddRidingLogPage', () => {
  it('asks for every field of a ride under its headings', async () => {
    renderAdd();
    expect(await screen.findByText('Add Riding Log', { selector: 'h1' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByLabelText('Horse')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    expect(selectedOption('Type')).toBe('Trail');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Rider')).toHaveValue('');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('rows', '3');
    expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', '/admin/riding-logs');
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

  it('checks the required fields and sends nothing', async () => {
    const { requests } = renderAdd();
    await loaded();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    await person().click(submit());
    await waitFor(() => expect(fieldError('Horse')).toBe('Horse is required'));
    expect(fieldError('Date')).toBe('Date is required');
    expect(posts(requests)).toHaveLength(0);
  });

  it("clears a field's error as soon as it is edited", async () => {
    renderAdd();
    await loaded();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    await person().click(submit());
    await waitFor(() => expect(fieldError('Date')).toBe('Date is required'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(fieldError('Date')).toBe(''));
    expect(fieldError('Horse')).toBe('Horse is required');
  });

  it('sends every field, disables the button while sending, then goes to the list', async () => {
    const { requests, router } = renderAdd();
    await loaded();
    const release = holdRequest('POST /api/riding-logs');
    await chooseOption('Horse', 'Bella');
    const user = await chooseOption('Type', 'Arena');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
    await user.type(screen.getByLabelText('Duration (minutes)'), '45');
    await user.type(screen.getByLabelText('Rider'), 'Sam Ortiz');
    await user.type(screen.getByLabelText('Notes'), 'Lead changes.');
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body as RidingLogInput).toEqual({
      horseId: bella.id,
      date: '2026-03-10',
      type: 'arena',
      durationMinutes: 45,
      rider: 'Sam Ortiz',
      notes: 'Lead changes.',
    });
    expect(await screen.findByText('Riding logs list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/riding-logs');
  });

  it('keeps a ride logged offline on the device with the date the form showed, sends nothing, and goes to the list', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const { requests, router } = renderAdd();
      await loaded();
      const user = await chooseOption('Horse', 'Bella');
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
      await user.click(submit());
      expect(await screen.findByText('Riding logs list')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/riding-logs');
      expect(posts(requests)).toEqual([]);
      expect(waitingWrites()).toEqual([
        expect.objectContaining({
          accountId: testAccount('TRAINER').id,
          method: 'POST',
          path: '/api/riding-logs',
          summary: 'Ride (Trail) for Bella, March 10, 2026',
          body: expect.objectContaining({ horseId: bella.id, date: '2026-03-10' }),
        }),
      ]);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      for (const write of waitingWrites()) await removeWaitingWrite(write);
    }
  });

  it('sends no duration and an empty rider (the one logging it) when those are left empty', async () => {
    const { requests } = renderAdd();
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.click(submit());
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toEqual({ horseId: bella.id, date: today, type: 'trail', durationMinutes: null, rider: '', notes: '' });
  });

  it("checks the duration with the contract's message", async () => {
    const { requests } = renderAdd();
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    fireEvent.change(screen.getByLabelText('Duration (minutes)'), { target: { value: '0' } });
    await user.click(submit());
    await waitFor(() => expect(fieldError('Duration (minutes)')).toBe('Duration must be between 1 and 1440 minutes'));
    expect(posts(requests)).toHaveLength(0);
  });

  it('locks the horse given in the address, and goes back to its page after saving', async () => {
    const { requests, router } = renderAdd({ path: `/admin/riding-logs/add?horseId=${zephyr.id}` });
    await loaded();
    await waitFor(() => expect(selectedOption('Horse')).toBe('Zephyr'));
    expect(screen.getByLabelText('Horse')).toBeDisabled();
    expect(screen.getByText('This ride is for the horse you came from.')).toBeInTheDocument();
    expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', `/admin/horses/${zephyr.id}`);
    const user = person();
    await user.type(screen.getByLabelText('Notes'), 'Round pen');
    await user.click(submit());
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toMatchObject({ horseId: zephyr.id, notes: 'Round pen' });
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${zephyr.id}`);
  });

  it("puts the server's field errors on their fields and clears one when it is edited", async () => {
    const { router } = renderAdd({
      create: {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [
            { field: 'horseId', message: 'Bella is off property and not available for rides.' },
            { field: 'rider', message: 'Rider must be at most 120 characters' },
          ],
        },
      },
    });
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Rider'), 'Sam');
    await user.click(submit());
    await waitFor(() => expect(fieldError('Horse')).toBe('Bella is off property and not available for rides.'));
    expect(fieldError('Rider')).toBe('Rider must be at most 120 characters');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/riding-logs/add');
    expect(submit()).toBeEnabled();
    await user.type(screen.getByLabelText('Rider'), 'x');
    await waitFor(() => expect(fieldError('Rider')).toBe(''));
    expect(fieldError('Horse')).toBe('Bella is off property and not available for rides.');
  });

  it("shows 'Failed to create riding log' when the server gives no message", async () => {
    renderAdd({ create: { status: 500 } });
    await loaded();
    const user = await chooseOption('Horse', 'Bella');
    await user.click(submit());
    expect((await screen.findByText('Failed to create riding log')).closest('[role=alert]')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
