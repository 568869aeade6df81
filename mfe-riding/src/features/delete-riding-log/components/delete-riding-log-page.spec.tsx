import { configure, screen, waitFor, within } from '@testing-library/react';
import { holdRequest, type MockResponse, person, type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeRidingLog } from '../../../testing/fixtures';
import { DeleteRidingLogPage } from './delete-riding-log-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const log = makeRidingLog(dusty, { date: '2026-02-14', type: 'trail', durationMinutes: 90, rider: 'Sam Ortiz', notes: 'Creek crossing.' });

const routes = [
  { path: '/admin/riding-logs/delete/:id', element: <DeleteRidingLogPage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
  { path: '/admin/riding-logs', element: <p>Riding logs list</p> },
];

// The test API cannot answer 204 (a Response with a null-body status and a body throws): an empty 200 stands in.
function renderDelete({ load = { body: log }, remove = { status: 200 } }: { load?: MockResponse; remove?: MockResponse } = {}) {
  const { id = log.id, version } = (load.body ?? {}) as { id?: string; version?: number };
  return renderApp(routes, {
    path: `/admin/riding-logs/delete/${id}`,
    account: testAccount('TRAINER'),
    api: {
      [`GET /api/riding-logs/${id}`]: load,
      // The version the page read goes with the deletion.
      [`DELETE /api/riding-logs/${id}?version=${version}`]: remove,
    },
  });
}

const deletes = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'DELETE');
const WARNING = 'Are you sure you want to delete this riding log? This action cannot be undone.';
const CONFIRM = 'Are you absolutely sure you want to delete this riding log? This action cannot be undone.';
const deleteButton = () => screen.getByText(/^(Delete Record|Deleting\.\.\.)$/).closest('button') as HTMLButtonElement;
const dialog = () => screen.findByRole('dialog', { name: 'Confirm Deletion' });

describe('DeleteRidingLogPage', () => {
  it("shows the log's details and the warning", async () => {
    renderDelete();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Record details' });
    for (const text of ['Dusty', 'February 14, 2026', 'Trail', '1 h 30 min', 'Sam Ortiz', 'Creek crossing.']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Cancel')).toBeInTheDocument();
  });

  it("says 'Unknown Horse' and leaves out duration and notes when the log has none", async () => {
    const bare = makeRidingLog(null, { durationMinutes: null, notes: '' });
    renderDelete({ load: { body: bare } });
    await screen.findByText(WARNING);
    const details = screen.getByRole('region', { name: 'Record details' });
    expect(within(details).getByText('Unknown Horse')).toBeInTheDocument();
    expect(within(details).queryByText('Duration')).not.toBeInTheDocument();
    expect(within(details).queryByText('Notes')).not.toBeInTheDocument();
  });

  it('asks again in a dialog, and deletes nothing when that is cancelled', async () => {
    const { requests } = renderDelete();
    await screen.findByText(WARNING);
    const user = person();
    await user.click(deleteButton());
    const confirm = await dialog();
    expect(within(confirm).getByText(CONFIRM)).toBeInTheDocument();
    await user.click(within(confirm).getByText('Cancel').closest('button')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
    expect(deletes(requests)).toHaveLength(0);
  });

  it("deletes after the confirmation, says 'Deleting...' meanwhile, then opens the horse's page", async () => {
    const { requests, router } = renderDelete();
    await screen.findByText(WARNING);
    const release = holdRequest(`DELETE /api/riding-logs/${log.id}?version=${log.version}`);
    const user = person();
    await user.click(deleteButton());
    await user.click(within(await dialog()).getByText('Delete').closest('button')!);
    await waitFor(() => expect(deleteButton()).toHaveTextContent('Deleting...'));
    expect(deleteButton()).toBeDisabled();
    release();
    await waitFor(() => expect(deletes(requests)).toHaveLength(1));
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${dusty.id}`);
  });

  it('Cancel goes to the list when the page was opened directly', async () => {
    const { router } = renderDelete();
    await screen.findByText(WARNING);
    await person().click(screen.getByText('Cancel').closest('button')!);
    expect(await screen.findByText('Riding logs list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/riding-logs');
  });

  it("shows 'Failed to delete riding log' and stays when the deletion fails", async () => {
    const { router } = renderDelete({ remove: { status: 500 } });
    await screen.findByText(WARNING);
    const user = person();
    await user.click(deleteButton());
    await user.click(within(await dialog()).getByText('Delete').closest('button')!);
    expect((await screen.findByText('Failed to delete riding log')).closest('[role=alert]')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/riding-logs/delete/${log.id}`);
    expect(deleteButton()).toHaveTextContent('Delete Record');
  });

  it('deletes nothing a colleague changed since the page was opened: shows the log as it is now, and deletes that when asked again', async () => {
    const theirs = { ...log, notes: 'Changed at the barn.', version: log.version + 1 };
    let reads = 0;
    const { requests, router } = renderApp(routes, {
      path: `/admin/riding-logs/delete/${log.id}`,
      account: testAccount('TRAINER'),
      api: {
        [`GET /api/riding-logs/${log.id}`]: () => ({ body: ++reads === 1 ? log : theirs }),
        [`DELETE /api/riding-logs/${log.id}?version=${log.version}`]: {
          status: 409,
          body: { code: 'CONFLICT', message: 'This riding log was changed by someone else since you opened it.', current: theirs },
        },
        [`DELETE /api/riding-logs/${log.id}?version=${theirs.version}`]: { status: 200 },
      },
    });
    await screen.findByText(WARNING);
    const user = person();
    await user.click(deleteButton());
    await user.click(within(await dialog()).getByText('Delete').closest('button')!);
    const alert = (await screen.findByText(/was changed by someone else/)).closest('[role=alert]');
    expect(alert).toHaveTextContent(
      'This riding log was changed by someone else since you opened it. The details below show it as it is now: delete it again if you still want to.',
    );
    const details = screen.getByRole('region', { name: 'Record details' });
    expect(await within(details).findByText('Changed at the barn.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/riding-logs/delete/${log.id}`);

    await user.click(deleteButton());
    await user.click(within(await dialog()).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(deletes(requests).map((r) => r.url)).toEqual([`/api/riding-logs/${log.id}?version=${log.version}`, `/api/riding-logs/${log.id}?version=${theirs.version}`]);
  });

  it('says when the log is not found', async () => {
    renderDelete({ load: { status: 404, body: { message: 'Riding log not found' } } });
    const text = await screen.findByText("Riding log not found. It may have been deleted already or you don't have permission to view it.");
    expect(text.closest('[role=alert]')).toBeInTheDocument();
    expect(screen.queryByText('Delete Record')).not.toBeInTheDocument();
  });
});
