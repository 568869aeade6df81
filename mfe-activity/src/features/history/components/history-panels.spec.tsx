import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeEntry } from '../../../testing/fixtures';
import HorseHistory from './horse-history';
import ThingHistory from './thing-history';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const HORSE = '00000000-0000-4000-8000-0000000000d1';
const RECORD = '00000000-0000-4000-8000-0000000000e1';
const horseApi = (page = 1) => `GET /api/history/horses/${HORSE}?limit=10&offset=${(page - 1) * 10}`;

const openHorse = (api: Record<string, unknown>) =>
  renderApp(<HorseHistory horseId={HORSE} />, { path: `/admin/horses/${HORSE}`, account: testAccount('TRAINER'), api: api as never });

describe('a horse’s History tab', () => {
  it('lists each change newest first: what, who and when, and every changed field before and after', async () => {
    const record = makeEntry({
      type: 'medical.record.updated', kind: 'medical.record', thingId: RECORD, label: '2026-02-20', occurredAt: '2026-03-02T09:00:00.000Z',
      actor: { id: 'a2', email: 'admin@remuda.test', role: 'ADMIN' }, changes: [{ field: 'description', before: 'Check', after: 'Check, teeth floated' }, { field: 'wormed', before: false, after: true }],
    });
    const horse = makeEntry({ changes: [{ field: 'deceased_date', before: null, after: '2026-03-01' }] });
    openHorse({ [horseApi()]: pageAnswer([record, horse]) });
    const list = await screen.findByRole('list', { name: 'Changes to this horse, newest first' });
    const entries = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(entries).toEqual(['Changed: Medical record of Dusty 2026-02-20', 'Changed: Horse Dusty']);
    expect(within(list).getByText(/admin@remuda.test \(Administrator\)/)).toBeInTheDocument();
    const changed = within(list).getAllByRole('list', { name: 'Changed fields' });
    expect(within(changed[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Description: Check → Check, teeth floated', 'Wormed: No → Yes']);
    expect(within(changed[1]!).getByRole('listitem')).toHaveTextContent('Deceased date: — → 2026-03-01');
  });

  it('pages through a long history', async () => {
    const first = Array.from({ length: 10 }, () => makeEntry());
    const last = makeEntry({ action: 'created', label: 'Dusty', changes: [{ field: 'name', before: null, after: 'Dusty' }] });
    openHorse({ [horseApi()]: pageAnswer(first, 11), [horseApi(2)]: pageAnswer([last], 11) });
    await screen.findByRole('list', { name: 'Changes to this horse, newest first' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Created: Horse Dusty' })).toBeInTheDocument();
  });

  it('says so in plain words when nothing is recorded yet, or when the history cannot be read', async () => {
    openHorse({ [horseApi()]: pageAnswer([]) });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows no internal error text when the read fails, and offers to try again', async () => {
    openHorse({ [horseApi()]: { status: 500, body: { message: 'QueryFailedError: relation "history_entries" does not exist' } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded.');
    expect(alert).not.toHaveTextContent('QueryFailedError');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a record’s history panel', () => {
  it('lists the record’s own changes, deletion and restore included', async () => {
    const restored = makeEntry({ type: 'riding.log.restored', kind: 'riding.log', thingId: RECORD, action: 'restored', label: '2026-02-21', changes: [] });
    const deleted = makeEntry({ type: 'riding.log.deleted', kind: 'riding.log', thingId: RECORD, action: 'deleted', label: '2026-02-21', changes: [{ field: 'notes', before: 'Loped', after: null }] });
    renderApp(<ThingHistory thingId={RECORD} />, {
      path: `/admin/riding-logs/edit/${RECORD}`,
      account: testAccount('ADMIN'),
      api: { [`GET /api/history/things/${RECORD}?limit=10&offset=0`]: pageAnswer([restored, deleted]) },
    });
    const list = await screen.findByRole('list', { name: 'Changes to this record, newest first' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Restored: Riding log of Dusty 2026-02-21', 'Deleted: Riding log of Dusty 2026-02-21']);
    expect(within(list).getByText('Notes: Loped → —')).toBeInTheDocument();
  });
});
