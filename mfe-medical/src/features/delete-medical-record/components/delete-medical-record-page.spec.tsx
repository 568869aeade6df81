import { configure, screen, waitFor, within } from '@testing-library/react';
import { holdRequest, type MockResponse, person, type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeMedicalRecord } from '../../../testing/fixtures';
import { catchConsoleErrors } from '../../../testing/console';
import { DeleteMedicalRecordPage } from './delete-medical-record-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const record = makeMedicalRecord(dusty, {
  date: '2026-02-14',
  description: 'Coggins test and shots',
  vet: 'Dr. Reyes',
  notes: 'Mild reaction to the shot.',
  coggins: true,
});

const routes = [
  { path: '/admin/medical-records/delete/:id', element: <DeleteMedicalRecordPage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
  { path: '/admin/medical-records', element: <p>Medical records list</p> },
];

// The test API cannot answer 204 (a Response with a null-body status and a body throws): an empty 200 stands in.
function renderDelete({ load = { body: record }, remove = { status: 200 } }: { load?: MockResponse; remove?: MockResponse } = {}) {
  const { id = record.id, version } = (load.body ?? {}) as { id?: string; version?: number };
  return renderApp(routes, {
    path: `/admin/medical-records/delete/${id}`,
    account: testAccount('TRAINER'),
    api: {
      [`GET /api/medical-records/${id}`]: load,
      // The version the page read goes with the deletion.
      [`DELETE /api/medical-records/${id}?version=${version}`]: remove,
    },
  });
}

const deletes = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'DELETE');
const WARNING = 'Are you sure you want to delete this medical record? This action cannot be undone.';
const CONFIRM = 'Are you absolutely sure you want to delete this medical record? This action cannot be undone.';
const deleteButton = () => screen.getByText(/^(Delete Record|Deleting\.\.\.)$/).closest('button') as HTMLButtonElement;
const dialog = () => screen.findByRole('dialog', { name: 'Confirm Deletion' });

describe('DeleteMedicalRecordPage', () => {
  it("shows the record's details and the warning", async () => {
    renderDelete();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Record details' });
    expect(within(details).getByText('Dusty')).toBeInTheDocument();
    expect(within(details).getByText('February 14, 2026')).toBeInTheDocument();
    expect(within(details).getByText('Coggins test and shots')).toBeInTheDocument();
    expect(within(details).getByText('Dr. Reyes')).toBeInTheDocument();
    expect(within(details).getByText('Mild reaction to the shot.')).toBeInTheDocument();
    expect(screen.getByText('Delete Record')).toBeInTheDocument();
    expect(screen.getByText('Cancel')).toBeInTheDocument();
  });

  it("says 'Unknown Horse' and leaves out vet and notes when the record has none", async () => {
    const bare = makeMedicalRecord(null, { vet: '', notes: '' });
    renderDelete({ load: { body: bare } });
    await screen.findByText(WARNING);
    const details = screen.getByRole('region', { name: 'Record details' });
    expect(within(details).getByText('Unknown Horse')).toBeInTheDocument();
    expect(within(details).queryByText('Vet')).not.toBeInTheDocument();
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
    const release = holdRequest(`DELETE /api/medical-records/${record.id}?version=${record.version}`);
    const user = person();
    await user.click(deleteButton());
    await user.click(within(await dialog()).getByText('Delete').closest('button')!);
    await waitFor(() => expect(deleteButton()).toHaveTextContent('Deleting...'));
    expect(deleteButton()).toBeDisabled();
    release();
    await waitFor(() => expect(deletes(requests)).toHaveLength(1));
    // With the version the page read: a record changed since is not deleted unseen.
    expect(deletes(requests)[0]!.url).toBe(`/api/medical-records/${record.id}?version=${record.version}`);
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${dusty.id}`);
  });

  it('Cancel goes to the list when the page was opened directly', async () => {
    const { router } = renderDelete();
    await screen.findByText(WARNING);
    await person().click(screen.getByText('Cancel').closest('button')!);
    expect(await screen.findByText('Medical records list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/medical-records');
  });

  it("shows 'Failed to delete medical record', logs it and stays when the deletion fails", async () => {
    const log = catchConsoleErrors();
    const { router } = renderDelete({ remove: { status: 500 } });
    await screen.findByText(WARNING);
    const user = person();
    await user.click(deleteButton());
    await user.click(within(await dialog()).getByText('Delete').closest('button')!);
    expect((await screen.findByText('Failed to delete medical record')).closest('[role=alert]')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/medical-records/delete/${record.id}`);
    expect(deleteButton()).toHaveTextContent('Delete Record');
    expect(log).toHaveBeenCalledWith('Failed to delete medical record:', expect.objectContaining({ status: 500 }));
    log.mockRestore();
  });

  it('says when the record is not found', async () => {
    renderDelete({ load: { status: 404, body: { message: 'Medical record not found' } } });
    const text = await screen.findByText("Medical record not found. It may have been deleted already or you don't have permission to view it.");
    expect(text.closest('[role=alert]')).toBeInTheDocument();
    expect(screen.queryByText('Delete Record')).not.toBeInTheDocument();
  });
});
