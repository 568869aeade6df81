import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import type { CareDue } from '@remuda/contracts';
import { BUILT_IN_CARE } from '@remuda/contracts/care';
import { removeWaitingWrite, waitingWrites } from '@remuda/shell-kit';
import { type RecordedRequest, person, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { CarePage } from './care-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const DUSTY = '11111111-1111-4111-8111-111111111111';
const PEPPER = '22222222-2222-4222-8222-222222222222';
const row = (horseId: string, horseName: string, fields: Partial<CareDue['groups'][number]['items'][number]>) => ({
  horseId, horseName, away: false, due: '2026-03-03', last: null, status: 'overdue' as const, text: 'No worming on record', when: 'Due today', ...fields,
});

const careDue = (): CareDue => ({
  today: '2026-03-03',
  leadDays: 14,
  groups: [
    {
      kind: 'wormed',
      name: 'Worming',
      total: 2,
      items: [
        row(DUSTY, 'Dusty', { due: '2026-02-28', last: '2025-11-30', text: 'Worming overdue since February 28, 2026', when: '3 days overdue' }),
        row(PEPPER, 'Pepper', { away: true }),
      ],
    },
    { kind: 'trimmed', name: 'Trimming', total: 1, items: [row(PEPPER, 'Pepper', { due: '2026-03-08', last: '2026-01-18', status: 'due-soon', text: 'Trim due in 5 days, March 8, 2026', when: 'Due in 5 days' })] },
    { kind: 'yearly_vaccines', name: 'Yearly Vaccines', total: 0, items: [] },
    { kind: 'coggins', name: 'Coggins', total: 0, items: [] },
    // A kind an administrator added: listed and recorded as the four are.
    { kind: 'dental_float', name: 'Dental float', total: 1, items: [row(DUSTY, 'Dusty', { text: 'No dental float on record', when: 'Due today' })] },
  ],
});

const rounds = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/medical-records/rounds'));

/** The server's care list, which a recorded round empties of its horses. */
function renderCare(role: 'TRAINER' | 'ADMIN' = 'TRAINER') {
  const server = { due: careDue() };
  const result = renderApp([{ path: '/admin/care', element: <CarePage /> }], {
    path: '/admin/care',
    account: testAccount(role),
    api: {
      'GET /api/care/due': () => ({ body: server.due }),
      'POST /api/medical-records/rounds': (request) => {
        const { kind, horseIds, date, description } = request.body as { kind: string; horseIds: string[]; date: string; description: string };
        const left = (g: CareDue['groups'][number]) => g.items.filter((i) => !horseIds.includes(i.horseId));
        server.due = { ...server.due, groups: server.due.groups.map((g) => (g.kind === kind ? { ...g, items: left(g), total: left(g).length } : g)) };
        return {
          status: 201,
          body: {
            records: horseIds.map((horseId) => ({
              id: `r-${horseId}`, horseId, horseName: null, date, description, vet: '', notes: '', weight: null, height: null,
              wormed: kind === 'wormed', trimmed: kind === 'trimmed', coggins: kind === 'coggins', yearly_vaccines: kind === 'yearly_vaccines',
              care: BUILT_IN_CARE.some((k) => k.kind === kind) ? [] : [kind], createdAt: '', updatedAt: '', version: 1,
            })),
          },
        };
      },
    },
  });
  return { ...result, server };
}

const group = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) }));
const loaded = () => screen.findByRole('heading', { level: 2, name: 'Worming (2)' });

describe('CarePage', () => {
  it('lists a large group a page at a time: the next horses come under those listed', async () => {
    const first = careDue();
    const trimming = first.groups[1]!;
    const biscuit = row('33333333-3333-4333-8333-333333333333', 'Biscuit', { due: '2026-03-20', status: 'due-soon', text: 'Trim due in 17 days, March 20, 2026', when: 'Due in 17 days' });
    const due = { ...first, groups: first.groups.map((g) => (g.kind === 'trimmed' ? { ...g, total: 2 } : g)) };
    const page = { ...first, groups: [{ ...trimming, total: 2, items: [biscuit] }] };
    renderApp([{ path: '/admin/care', element: <CarePage /> }], {
      path: '/admin/care',
      account: testAccount('TRAINER'),
      api: { 'GET /api/care/due': { body: due }, 'GET /api/care/due?kind=trimmed&offset=1': { body: page } },
    });
    await loaded();
    expect(group('Trimming').getByText('Showing the 1 due soonest of 2 horses.')).toBeInTheDocument();
    await person().click(group('Trimming').getByRole('button', { name: 'Show 1 more' }));
    expect(await group('Trimming').findByRole('link', { name: 'Biscuit' })).toBeInTheDocument();
    expect(group('Trimming').getAllByRole('listitem').map((li) => within(li).getByRole('link').textContent)).toEqual(['Pepper', 'Biscuit']);
    expect(group('Trimming').queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it('lists the care due by kind, each horse with its due date, how overdue or soon in plain words, and its last record', async () => {
    renderCare();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: "Today's Care" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Worming (2)', 'Trimming (1)', 'Yearly Vaccines (0)', 'Coggins (0)', 'Dental float (1)']);
    const worming = group('Worming');
    expect(worming.getByRole('link', { name: 'Dusty' })).toHaveAttribute('href', `/admin/horses/${DUSTY}`);
    expect(worming.getByText('3 days overdue')).toBeInTheDocument();
    expect(worming.getByText('Due February 28, 2026')).toBeInTheDocument();
    expect(worming.getByText('Last November 30, 2025')).toBeInTheDocument();
    expect(worming.getByText('No worming on record')).toBeInTheDocument();
    expect(worming.getByText('Away')).toBeInTheDocument();
    expect(group('Trimming').getByText('Due in 5 days')).toBeInTheDocument();
    expect(group('Coggins').getByText('Nothing due.')).toBeInTheDocument();
  });

  it('selects every horse of a group at once and records the round for all of them in one request', async () => {
    const { requests } = renderCare();
    await loaded();
    const user = person();
    const worming = group('Worming');
    await user.click(worming.getByRole('checkbox', { name: 'Select all: Worming' }));
    expect(worming.getByRole('checkbox', { name: 'Select Dusty' })).toBeChecked();
    expect(worming.getByRole('checkbox', { name: 'Select Pepper' })).toBeChecked();
    await user.type(worming.getByLabelText('Vet'), 'Dr. Vega');
    await user.click(worming.getByRole('button', { name: 'Record worming for 2 horses' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Worming (0)' })).toBeInTheDocument();
    expect(rounds(requests)).toHaveLength(1);
    // Dated the list's today: the ranch's day.
    expect(rounds(requests)[0]!.body).toEqual({ date: '2026-03-03', kind: 'wormed', horseIds: [DUSTY, PEPPER], description: 'Worming', vet: 'Dr. Vega', notes: '' });
    expect(rounds(requests)[0]!.headers['idempotency-key'] ?? rounds(requests)[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // Another kind's group is untouched.
    expect(screen.getByRole('heading', { level: 2, name: 'Trimming (1)' })).toBeInTheDocument();
  });

  it('records a round of a kind an administrator added as it does the four, its name for each record’s description', async () => {
    const { requests } = renderCare();
    await loaded();
    const user = person();
    const dental = group('Dental float');
    expect(dental.getByText('No dental float on record')).toBeInTheDocument();
    await user.click(dental.getByRole('checkbox', { name: 'Select Dusty' }));
    await user.click(dental.getByRole('button', { name: 'Record dental float for 1 horse' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dental float (0)' })).toBeInTheDocument();
    expect(rounds(requests).map((r) => r.body)).toEqual([{ date: '2026-03-03', kind: 'dental_float', horseIds: [DUSTY], description: 'Dental float', vet: '', notes: '' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Worming (2)' })).toBeInTheDocument();
  });

  it('leads an administrator to the care settings, and shows a trainer no way there', async () => {
    renderCare('ADMIN');
    await loaded();
    expect(screen.getByRole('link', { name: 'Care settings' })).toHaveAttribute('href', '/admin/care/settings');
    cleanup();
    renderCare('TRAINER');
    await loaded();
    expect(screen.queryByRole('link', { name: 'Care settings' })).not.toBeInTheDocument();
  });

  it("counts a group's every horse, saying so when the list holds only the first page of it", async () => {
    const due = careDue();
    due.groups[1] = { ...due.groups[1]!, total: 73 };
    renderApp([{ path: '/admin/care', element: <CarePage /> }], { path: '/admin/care', account: testAccount('TRAINER'), api: { 'GET /api/care/due': { body: due } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Trimming (73)' })).toBeInTheDocument();
    expect(group('Trimming').getByText('Showing the 1 due soonest of 73 horses.')).toBeInTheDocument();
    expect(group('Worming').queryByText(/^Showing the/)).not.toBeInTheDocument();
  });

  it('asks for at least one horse before sending anything', async () => {
    const { requests } = renderCare();
    await loaded();
    await person().click(group('Trimming').getByRole('button', { name: 'Record trimming for 0 horses' }));
    expect(await group('Trimming').findByText('Choose at least one horse')).toBeInTheDocument();
    expect(rounds(requests)).toEqual([]);
  });

  it('keeps a round made offline on the device, sending nothing until the connection returns', async () => {
    const { requests } = renderCare('ADMIN');
    await loaded();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const user = person();
      await user.click(group('Worming').getByRole('checkbox', { name: 'Select Dusty' }));
      await user.click(group('Worming').getByRole('button', { name: 'Record worming for 1 horse' }));
      await waitFor(() => expect(waitingWrites()).toHaveLength(1));
      expect(waitingWrites()[0]).toMatchObject({
        accountId: testAccount('ADMIN').id,
        method: 'POST',
        path: '/api/medical-records/rounds',
        body: { date: '2026-03-03', kind: 'wormed', horseIds: [DUSTY], description: 'Worming', vet: '', notes: '' },
        summary: expect.stringMatching(/^Worming for 1 horse, /),
      });
      expect(rounds(requests)).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      for (const write of waitingWrites()) await removeWaitingWrite(write);
    }
  });
});
