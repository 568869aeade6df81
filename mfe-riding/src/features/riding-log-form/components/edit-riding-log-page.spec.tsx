import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RidingLog } from '@remuda/contracts';
import { chooseOption, holdRequest, type MockResponse, person, type RecordedRequest, renderApp, selectedOption, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeRidingLog } from '../../../testing/fixtures';
import { EditRidingLogPage } from './edit-riding-log-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const bella = makeHorse({ name: 'Bella' });
const log = makeRidingLog(dusty, { date: '2026-02-14', type: 'training', durationMinutes: 60, rider: 'Sam Ortiz', notes: 'Leg yields.' });

const routes = [
  { path: '/admin/riding-logs/edit/:id', element: <EditRidingLogPage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
];

function renderEdit({ load = { body: log }, update }: { load?: MockResponse; update?: MockResponse | ((r: RecordedRequest) => MockResponse) } = {}) {
  return renderApp(routes, {
    path: `/admin/riding-logs/edit/${log.id}`,
    account: testAccount('ADMIN'),
    api: {
      [`GET /api/riding-logs/${log.id}`]: load,
      [`PUT /api/riding-logs/${log.id}`]: update ?? ((r) => ({ body: { ...log, ...(r.body as object) } as RidingLog })),
      'GET /api/horses': { body: [dusty, bella] },
    },
  });
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');
const submit = () => screen.getByText('Save Changes').closest('button') as HTMLButtonElement;
const loaded = () => screen.findByText('Save Changes');

describe('EditRidingLogPage', () => {
  it('shows a spinner while the log loads, then the form filled in with every field', async () => {
    renderEdit();
    const release = holdRequest(`GET /api/riding-logs/${log.id}`);
    expect(await screen.findByText('Edit Riding Log', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Loading the riding log…')).toBeInTheDocument();
    release();
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Dusty, February 14, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(selectedOption('Horse')).toBe('Dusty'));
    expect(screen.getByLabelText('Horse')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-02-14');
    expect(selectedOption('Type')).toBe('Training');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue('60');
    expect(screen.getByLabelText('Rider')).toHaveValue('Sam Ortiz');
    expect(screen.getByLabelText('Notes')).toHaveValue('Leg yields.');
  });

  it("saves every field, disables the button while saving, then opens the log's horse", async () => {
    const { requests, router } = renderEdit();
    await loaded();
    await waitFor(() => expect(selectedOption('Horse')).toBe('Dusty'));
    const release = holdRequest(`PUT /api/riding-logs/${log.id}`);
    const user = await chooseOption('Horse', 'Bella');
    const notes = screen.getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Leg yields and spins.');
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.url).toBe(`/api/riding-logs/${log.id}`);
    expect(puts(requests)[0]!.body).toEqual({
      horseId: bella.id,
      date: '2026-02-14',
      type: 'training',
      durationMinutes: 60,
      rider: 'Sam Ortiz',
      notes: 'Leg yields and spins.',
      // The version the form was read at: a record changed since is refused rather than overwritten.
      version: 1,
    });
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${bella.id}`);
  });

  it("shows both versions when someone else changed the log, and sends the user's against the current version when they keep theirs", async () => {
    const theirs = { ...log, notes: 'Changed at the barn.', version: 2 };
    let tries = 0;
    const { requests } = renderEdit({
      update: (r) =>
        ++tries === 1
          ? { status: 409, body: { message: 'This riding log was changed by someone else', code: 'CONFLICT', current: theirs } }
          : { body: { ...log, ...(r.body as object), version: 3 } },
    });
    await loaded();
    const user = person();
    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Mine.');
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'This riding log was changed by someone else' });
    const notes = within(dialog).getByRole('row', { name: /Notes/ });
    expect(within(notes).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Mine.', 'Changed at the barn.']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    const sent = puts(requests).map((r) => r.body as { notes: string; version: number });
    expect(sent.map(({ notes, version }) => [notes, version])).toEqual([
      ['Mine.', 1],
      ['Mine.', 2],
    ]);
  });


  it("drops the user's change when they keep the other version: nothing more is sent, the log is read again and its horse's page opens", async () => {
    const theirs = { ...log, horseId: bella.id, horseName: 'Bella', notes: 'Moved to Bella at the barn.', version: 2 };
    const { requests, router } = renderEdit({
      update: { status: 409, body: { message: 'This riding log was changed by someone else', code: 'CONFLICT', current: theirs } },
    });
    await loaded();
    const user = person();
    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Mine.');
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'This riding log was changed by someone else' });
    const readsBefore = requests.filter((r) => r.method === 'GET' && r.url === `/api/riding-logs/${log.id}`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Keep the other version' }));
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    // The other version's horse: the log now belongs to Bella.
    expect(router.state.location.pathname).toBe(`/admin/horses/${bella.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(requests)).toHaveLength(1);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.url === `/api/riding-logs/${log.id}`).length).toBeGreaterThan(readsBefore));
  });
  it("shows 'Failed to update riding log' when the server gives no message", async () => {
    renderEdit({ update: { status: 502 } });
    await loaded();
    await person().click(submit());
    expect((await screen.findByText('Failed to update riding log')).closest('[role=alert]')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('says when the log is not found', async () => {
    renderEdit({ load: { status: 404, body: { message: 'Riding log not found' } } });
    const text = await screen.findByText("Riding log not found. It may have been deleted or you don't have permission to view it.");
    expect(text.closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByText('Back to Riding Logs').closest('a')).toHaveAttribute('href', '/admin/riding-logs');
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });
});
