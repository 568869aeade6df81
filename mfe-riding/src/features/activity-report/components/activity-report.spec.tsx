import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RidingActivity } from '@remuda/contracts';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import ActivityReport from './activity-report';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const WEEKS = ['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16'];
const quiet = Array<number>(12).fill(0);
const report: RidingActivity = {
  today: '2026-03-20',
  weeks: WEEKS,
  horses: [
    { horseId: 'a1b2c3d4-0000-4000-8000-000000000001', horseName: 'Gus', rides: [...quiet.slice(1), 6], lastRide: '2026-03-20', daysSinceLastRide: 0 },
    { horseId: 'a1b2c3d4-0000-4000-8000-000000000002', horseName: 'Abe', rides: quiet, lastRide: null, daysSinceLastRide: null },
    { horseId: 'a1b2c3d4-0000-4000-8000-000000000003', horseName: 'Cal', rides: [1, ...quiet.slice(3), 2, 0], lastRide: '2026-03-10', daysSinceLastRide: 10 },
  ],
};

const API = 'GET /api/reports/riding-activity?weeks=12';
const open = (answer = { body: report } as { status?: number; body?: unknown }) =>
  renderApp([{ path: '/admin/reports', element: <ActivityReport /> }], { path: '/admin/reports', account: testAccount('TRAINER'), api: { [API]: answer } });

const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const idleRows = () => bodyRows('Days since last ride').map(cells);
const user = () => userEvent.setup({ delay: null });
const idleHeader = (name: RegExp) => within(table('Days since last ride')).getByRole('columnheader', { name });
/** jsdom's Blob has no text(); its FileReader reads one. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('the riding activity report', () => {
  it('charts every horse’s rides per week as a table of shaded counts, by name, each week named for its Monday', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Riding Activity' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Rides per week' });
    const headers = within(grid).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Horse', 'Week of Dec 29', ...headers.slice(2, 11), 'Week of Mar 9', 'Week of Mar 16']);
    expect(within(grid).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Abe', 'Cal', 'Gus']);
    const gus = within(grid).getByRole('row', { name: /^Gus/ });
    expect(within(gus).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([...Array<string>(11).fill('0'), '6']);
    expect(within(gus).getAllByRole('cell')[11]).toHaveClass('activity-level-4');
    expect(screen.getByRole('list', { name: 'Shading: rides in a week' })).toHaveTextContent('None123–45 or more');
  });

  it('opens the chart scrolled to the latest weeks where they do not all fit (a phone)', async () => {
    // jsdom lays nothing out: the chart's content is given a width wider than its box.
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    try {
      open();
      const chart = await screen.findByRole('region', { name: 'Rides per week' });
      expect(chart.scrollLeft).toBe(900);
    } finally {
      scrollWidth.mockRestore();
    }
  });

  it('lists the days since each horse’s last ride, most idle first, and sorts by name or back', async () => {
    open();
    await screen.findByRole('table', { name: 'Days since last ride' });
    expect(idleRows()).toEqual([
      ['Abe', 'Never', 'Never ridden'],
      ['Cal', 'March 10, 2026', '10 days'],
      ['Gus', 'March 20, 2026', 'Today'],
    ]);
    expect(screen.getByRole('link', { name: 'Cal' })).toHaveAttribute('href', `/admin/horses/${report.horses[2]!.horseId}`);
    await user().click(idleHeader(/Days since last ride/));
    await waitFor(() => expect(idleRows().map(([name]) => name)).toEqual(['Gus', 'Cal', 'Abe']));
    await user().click(idleHeader(/Horse/));
    await user().click(idleHeader(/Horse/));
    await waitFor(() => expect(idleRows().map(([name]) => name)).toEqual(['Gus', 'Cal', 'Abe']));
    await user().click(idleHeader(/Horse/));
    await waitFor(() => expect(idleRows().map(([name]) => name)).toEqual(['Abe', 'Cal', 'Gus']));
  });

  it('downloads each horse’s weeks, last ride and days since as a CSV file named for the day', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let pending: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => ((pending = blob), 'blob:report');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: pending! });
    });
    open();
    await screen.findByRole('table', { name: 'Days since last ride' });
    await user().click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['riding-activity-2026-03-20.csv']);
    const text = await readText(saved[0]!.blob);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      `Horse,${WEEKS.join(',')},Last ride,Days since last ride`,
      'Abe,0,0,0,0,0,0,0,0,0,0,0,0,Never,',
      'Cal,1,0,0,0,0,0,0,0,0,0,2,0,2026-03-10,10',
      'Gus,0,0,0,0,0,0,0,0,0,0,0,6,2026-03-20,0',
      '',
    ]);
    click.mockRestore();
  });

  it('says so when there is no living horse, with nothing to download', async () => {
    open({ body: { ...report, horses: [] } });
    expect(await screen.findByText('No horses found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('shows "Failed to fetch riding activity" when the report cannot be loaded', async () => {
    open({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch riding activity');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
