import { configure, screen, within } from '@testing-library/react';
import type { Role } from '@remuda/contracts';
import { type MockResponse, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeRidingLog } from '../../../testing/fixtures';
import HorseRidingLogs from './horse-riding-logs';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
// As the API answers them: newest first.
const logs = [
  makeRidingLog(dusty, { date: '2026-03-15', notes: 'Ridge trail, two hours.', type: 'trail', durationMinutes: 120, rider: 'trainer@remuda.test' }),
  makeRidingLog(dusty, { date: '2026-02-01', notes: '', type: 'arena', durationMinutes: null, rider: 'Sam Ortiz' }),
];

function renderTab({ role = 'TRAINER', answer = { body: logs } }: { role?: Role; answer?: MockResponse } = {}) {
  return renderApp([{ path: '/admin/horses/:id', element: <HorseRidingLogs horseId={dusty.id} canEdit={role !== 'USER'} /> }], {
    path: `/admin/horses/${dusty.id}`,
    account: testAccount(role),
    api: { [`GET /api/riding-logs?horseId=${dusty.id}`]: answer },
  });
}

const panel = () => screen.findByRole('region', { name: 'Riding logs, newest first' });

describe("the horse detail's Riding Logs tab", () => {
  it("lists the horse's rides as the API answers them, newest first, with type, duration, rider and notes", async () => {
    renderTab();
    const region = await panel();
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['March 15, 2026', 'February 1, 2026']);
    const [newest, older] = within(region).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Trail · 2 h · trainer@remuda.test');
    expect(newest).toHaveTextContent('Ridge trail, two hours.');
    expect(older).toHaveTextContent('Arena · Sam Ortiz');
    expect(older).toHaveTextContent('No notes.');
  });

  it('keeps the list in a panel at most 400 px high that scrolls, by keyboard too', async () => {
    renderTab();
    const region = await panel();
    expect(region).toHaveStyle({ maxHeight: '400px', overflowY: 'auto' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('links each ride to its edit and delete screens, and offers Log a Ride for the horse', async () => {
    renderTab({ role: 'ADMIN' });
    await panel();
    expect(screen.getByRole('link', { name: 'Edit riding log of March 15, 2026' })).toHaveAttribute('href', `/admin/riding-logs/edit/${logs[0]!.id}`);
    expect(screen.getByRole('link', { name: 'Delete riding log of March 15, 2026' })).toHaveAttribute('href', `/admin/riding-logs/delete/${logs[0]!.id}`);
    expect(screen.getByRole('link', { name: 'Log a Ride' })).toHaveAttribute('href', `/admin/riding-logs/add?horseId=${dusty.id}`);
  });

  it('gives a USER the rides without actions', async () => {
    renderTab({ role: 'USER' });
    await panel();
    expect(screen.queryByRole('link', { name: /riding log/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log a Ride' })).not.toBeInTheDocument();
  });

  it('says when the horse has no riding logs', async () => {
    renderTab({ answer: { body: [] } });
    expect(await screen.findByText('No riding logs found for this horse.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch horse riding logs" when they cannot be loaded', async () => {
    renderTab({ answer: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horse riding logs');
  });
});
