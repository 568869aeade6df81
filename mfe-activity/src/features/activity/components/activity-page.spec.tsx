import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeEntry } from '../../../testing/fixtures';
import { ActivityPage } from './activity-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const PEOPLE = [
  { id: 'a2', email: 'admin@remuda.test' },
  { id: 't1', email: 'trainer@remuda.test' },
];
const formula = makeEntry({ kind: 'contact.request', type: 'contact.request.received', action: 'received', horseId: null, horseName: null, label: '=HYPERLINK("http://x")', actor: null, changes: [] });
const change = makeEntry();

const app = [{ path: '/admin/activity', element: <ActivityPage /> }];
const open = (api: Record<string, unknown>, role: 'ADMIN' | 'TRAINER' = 'ADMIN', path = '/admin/activity') =>
  renderApp(app, { path, account: testAccount(role), api: { 'GET /api/activity/people': { body: PEOPLE }, ...api } as never });

/** jsdom's Blob has no text(); its FileReader reads one. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('the activity page', () => {
  it('lists every change newest first in a table: when, who, what, action and each field before and after', async () => {
    open({ 'GET /api/activity?limit=25&offset=0': pageAnswer([change, formula]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('trainer@remuda.test (Trainer)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Color: bay → roan')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('The platform')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Received')).toBeInTheDocument();
  });

  it('filters by person, kind of thing, action and dates, each filter in the page’s address', async () => {
    const { router, requests } = open({
      'GET /api/activity?limit=25&offset=0': pageAnswer([change, formula]),
      'GET /api/activity?actorId=t1&limit=25&offset=0': pageAnswer([change]),
      'GET /api/activity?actorId=t1&kind=horses.horse&limit=25&offset=0': pageAnswer([change]),
      'GET /api/activity?actorId=t1&kind=horses.horse&action=updated&limit=25&offset=0': pageAnswer([change]),
      'GET /api/activity?actorId=t1&kind=horses.horse&action=updated&from=2026-03-01&limit=25&offset=0': pageAnswer([]),
    });
    await screen.findByText('Color: bay → roan');
    await chooseOption('Person', 'trainer@remuda.test');
    await chooseOption('Kind of thing', 'Horse');
    await chooseOption('Action', 'Changed');
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('From'), '2026-03-01');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?actorId=t1&kind=horses.horse&action=updated&from=2026-03-01');
    expect(requests.map((r) => r.url)).toContain('/api/activity?actorId=t1&kind=horses.horse&action=updated&from=2026-03-01&limit=25&offset=0');
  });

  it('downloads the filtered list as CSV, a cell a spreadsheet would run kept as text', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:activity';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      open(
        {
          'GET /api/activity?kind=contact.request&limit=25&offset=0': pageAnswer([formula]),
          'GET /api/activity?kind=contact.request&limit=500&offset=0': pageAnswer([formula]),
        },
        'ADMIN',
        '/admin/activity?kind=contact.request',
      );
      await screen.findByText('The platform');
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const csv = await readText(blobs[0]!);
      expect(csv.split('\r\n')[0]).toBe('When (UTC),Who,Role,Kind,Label,Id,Horse,Action,Changes');
      expect(csv.split('\r\n')[1]).toBe(`2026-03-01T15:04:00.000Z,The platform,,Contact inquiry,"'=HYPERLINK(""http://x"")",${formula.thingId},,Received,`);
    } finally {
      click.mockRestore();
    }
  });

  it('says so in plain words when the activity cannot be read, without the server’s words', async () => {
    open({ 'GET /api/activity?limit=25&offset=0': { status: 500, body: { message: 'TypeError: cannot read properties of undefined' } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity could not be loaded.');
    expect(alert).not.toHaveTextContent('TypeError');
  });
});
