import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { startCalendarAt } from '../../../testing/clock';
import { makeHorse } from '../../../testing/fixtures';
import HealthReport from './health-report';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The ranch's calendar reads March 20, 2026.
startCalendarAt('2026-03-20T15:00:00Z');

const later = { wormed: '2026-06-01', trimmed: '2026-05-01', yearly_vaccines: '2027-01-01', coggins: '2027-01-01' };
const herd = [
  makeHorse({ name: 'Gus', needsWormed: true, healthDue: { ...later, wormed: '2026-03-03' } }),
  makeHorse({ name: 'Abe', on_property: false, healthDue: { ...later, trimmed: '2026-03-25' } }),
  makeHorse({ name: 'Cal', needsCoggins: true, healthDue: { ...later, coggins: '2026-03-20' } }),
  makeHorse({ name: 'Old Timer', deceased: true, deceased_date: '2025-12-01', needsWormed: true }),
];

const open = (answer = { body: herd } as { status?: number; body?: unknown }) =>
  renderApp([{ path: '/admin/reports', element: <HealthReport /> }], { path: '/admin/reports', account: testAccount('TRAINER'), api: { 'GET /api/horses': answer } });

const bodyRows = () =>
  within(screen.getByRole('table')).getAllByRole('row').filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const user = () => userEvent.setup({ delay: null });

describe('the health report', () => {
  it('lists every living horse by name with each kind of care: status in words and due date', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Horse Health' })).toBeInTheDocument();
    await waitFor(() => expect(firstCells()).toEqual(['Abe' + 'Off property', 'Cal', 'Gus']));
    expect(screen.getByRole('status')).toHaveTextContent('3 horses');
    expect(screen.getByRole('link', { name: 'Gus' })).toHaveAttribute('href', `/admin/horses/${herd[0]!.id}`);
    const gus = within(bodyRows()[2]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(gus).toEqual(['Gus', 'Needed nowMarch 3, 2026', 'Up to dateJanuary 1, 2027', 'Up to dateMay 1, 2026', 'Up to dateJanuary 1, 2027']);
    expect(within(bodyRows()[0]!).getByText('Due soon')).toHaveAttribute('data-status', 'due-soon');
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();
  });

  it('filters by need', async () => {
    open();
    await screen.findByRole('table');
    await user().click(screen.getByText('Needs any care'));
    await waitFor(() => expect(firstCells()).toEqual(['Cal', 'Gus']));
    await user().click(screen.getByText('Needs worming'));
    await waitFor(() => expect(firstCells()).toEqual(['Gus']));
    await user().click(screen.getByText('Needs trim'));
    expect(await screen.findByText('No horse needs this care right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('sorts by a due date and back by name', async () => {
    open();
    await screen.findByRole('table');
    await user().click(screen.getByRole('columnheader', { name: /Worming/ }));
    await waitFor(() => expect(firstCells()).toEqual(['Gus', 'Abe' + 'Off property', 'Cal']));
    await user().click(screen.getByRole('columnheader', { name: /Worming/ }));
    await waitFor(() => expect(firstCells()).toEqual(['Abe' + 'Off property', 'Cal', 'Gus']));
    await user().click(screen.getByRole('columnheader', { name: /Horse/ }));
    await user().click(screen.getByRole('columnheader', { name: /Horse/ }));
    await waitFor(() => expect(firstCells()).toEqual(['Gus', 'Cal', 'Abe' + 'Off property']));
  });

  it('downloads what it shows as a CSV file named for the day', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let pending: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => ((pending = blob), 'blob:report');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: pending! });
    });
    open();
    await screen.findByRole('table');
    await user().click(screen.getByText('Needs any care'));
    await waitFor(() => expect(firstCells()).toEqual(['Cal', 'Gus']));
    await user().click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['horse-health-2026-03-20.csv']);
    // jsdom's Blob has no text(): a FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!.blob);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Horse,On property,Worming status,Worming due,Yearly vaccines status,Yearly vaccines due,Trim status,Trim due,Coggins status,Coggins due',
      'Cal,Yes,Up to date,2026-06-01,Up to date,2027-01-01,Up to date,2026-05-01,Needed now,2026-03-20',
      'Gus,Yes,Needed now,2026-03-03,Up to date,2027-01-01,Up to date,2026-05-01,Up to date,2027-01-01',
      '',
    ]);
    click.mockRestore();
  });

  it('shows "Failed to fetch horses" when the horses cannot be loaded', async () => {
    open({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horses');
  });
});
