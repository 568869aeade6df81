import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RidingLog } from '@remuda/contracts';
import { chooseOption, describeRecordKindScreens, makeHorse, pageAnswer, renderApp, selectedOption, testAccount } from '@remuda/shell-kit/testing';
import { recordRoutes } from '@remuda/shell-kit';
import { ridingLogs } from './riding-logs';
import { makeRidingLog } from './testing/fixtures';

describeRecordKindScreens<RidingLog>({
  kind: ridingLogs,
  makeRecord: (horse, notes, overrides) => makeRidingLog(horse, { notes, ...overrides }),
  textField: 'notes',
  columns: ['Type', 'Duration', 'Rider', 'Notes'],
  fill: async (user, text) => user.type(screen.getByLabelText('Notes'), text),
  sent: (notes) => ({ notes, type: 'trail', durationMinutes: null, rider: '' }),
  required: [],
  refusable: { field: 'rider', label: 'Rider', message: 'Rider must be at most 120 characters' },
  listFor: 'staff',
});

describe('a riding log’s own fields', () => {
  const bella = makeHorse({ name: 'Bella' });
  const app = [{ path: '/admin', children: recordRoutes(ridingLogs.pages, async () => ridingLogs) }];
  const renderAdd = () =>
    renderApp(app, {
      path: '/admin/riding-logs/add',
      account: testAccount('TRAINER'),
      api: { 'GET /api/horses': { body: [bella] }, 'POST /api/riding-logs': (r) => ({ status: 201, body: makeRidingLog(bella, r.body as object) }), 'GET /api/riding-logs?limit=25&offset=0': pageAnswer([]) },
    });
  const fieldError = (label: string) => (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';

  it('starts a trail ride by whoever logs it, and sends its type, whole minutes and rider', async () => {
    const { requests } = renderAdd();
    await screen.findByText('New Riding Log', { selector: 'h2' });
    expect(selectedOption('Type')).toBe('Trail');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveAttribute('step', '1');
    const user = await chooseOption('Horse', 'Bella');
    await chooseOption('Type', 'Arena');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
    await user.type(screen.getByLabelText('Duration (minutes)'), '45');
    await user.type(screen.getByLabelText('Rider'), 'Sam Ortiz');
    await user.click(screen.getByText('Create Log'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ horseId: bella.id, date: '2026-03-10', type: 'arena', durationMinutes: 45, rider: 'Sam Ortiz', notes: '' });
  });

  it('checks the duration with the contract’s message', async () => {
    const { requests } = renderAdd();
    await screen.findByText('New Riding Log', { selector: 'h2' });
    const user = await chooseOption('Horse', 'Bella');
    fireEvent.change(screen.getByLabelText('Duration (minutes)'), { target: { value: '0' } });
    await user.click(screen.getByText('Create Log'));
    await waitFor(() => expect(fieldError('Duration (minutes)')).toBe('Duration must be between 1 and 1440 minutes'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
