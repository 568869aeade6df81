import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeletedItem } from '@remuda/contracts';
import { type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { DeletedPage, daysLeft } from './deleted-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const admin = testAccount('ADMIN', { id: '00000000-0000-4000-8000-0000000000a1', email: 'june@remuda.test' });
const DAY = 86_400_000;
const until = (days: number) => new Date(Date.now() + days * DAY + 60_000).toISOString();
const item = (fields: Partial<DeletedItem>): DeletedItem => ({
  kind: 'medical.record', id: '00000000-0000-4000-8000-000000000001', horseId: '00000000-0000-4000-8000-0000000000f1', horseName: 'Bella',
  date: '2026-11-02', title: 'Spring shots', deletedAt: '2026-11-20T10:00:00.000Z', deletedBy: 'trainer@remuda.test', restorableUntil: until(25), ...fields,
});
const record = item({});
const ride = item({ kind: 'riding.log', id: '00000000-0000-4000-8000-000000000002', title: 'Trail ride', deletedAt: '2026-11-19T10:00:00.000Z', restorableUntil: until(1) });
const picture = item({ kind: 'horses.media', id: '00000000-0000-4000-8000-000000000003', date: null, title: 'Picture', deletedBy: 'june@remuda.test', deletedAt: '2026-11-18T10:00:00.000Z', restorableUntil: until(0) });
const gallery = item({ kind: 'horses.gallery', id: '00000000-0000-4000-8000-000000000004', horseId: null, horseName: null, date: null, title: 'Sunset', deletedAt: '2026-11-17T10:00:00.000Z' });
const items = [record, ride, picture, gallery];

function renderDeleted(api: Record<string, ((r: RecordedRequest) => { status?: number; body?: unknown }) | { status?: number; body?: unknown }> = {}) {
  return renderApp(<DeletedPage />, { path: '/admin/deleted', account: admin, api: { 'GET /api/deleted': { body: items }, ...api } });
}

const tableRow = (text: string) => within(screen.getByRole('table')).getByText(text, { selector: 'td' }).closest('tr') as HTMLElement;

describe('DeletedPage', () => {
  it('lists what was deleted across kinds as the server orders it, with what it was, who deleted it, when and the days left', async () => {
    renderDeleted();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently deleted' })).toBeInTheDocument();
    await screen.findByText('Gallery picture', { selector: 'td' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Medical record', 'Riding log', 'Horse picture', 'Gallery picture']);
    const first = tableRow('Medical record');
    expect(first).toHaveTextContent('Bella · November 2, 2026 · Spring shots');
    expect(first).toHaveTextContent('trainer@remuda.test');
    expect(first).toHaveTextContent('November 20, 2026');
    expect(first).toHaveTextContent('25 days');
    expect(tableRow('Riding log')).toHaveTextContent('1 day');
    expect(tableRow('Horse picture')).toHaveTextContent('Less than a day');
    expect(tableRow('Gallery picture')).toHaveTextContent('Sunset');
  });

  it('restores one after a confirmation, through its kind’s call once under an Idempotency-Key, and it leaves the list', async () => {
    let restored = false;
    const { requests, queryClient } = renderDeleted({
      'GET /api/deleted': () => ({ body: restored ? items.slice(1) : items }),
      'POST /api/medical-records/00000000-0000-4000-8000-000000000001/restore': () => {
        restored = true;
        return { body: {} };
      },
    });
    await screen.findByText('Medical record', { selector: 'td' });
    // Answers kept (offline too) that the record belongs to, and one it does not.
    const tab = ['records', 'medical-records', 'list', { horseId: record.horseId! }];
    const horsePage = ['horses', 'detail', record.horseId!];
    for (const key of [tab, horsePage, ['gallery']]) queryClient.setQueryData(key, []);
    const user = userEvent.setup({ delay: null });
    await user.click(within(tableRow('Medical record')).getByRole('button', { name: /^Restore medical record/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restore this medical record (Bella · November 2, 2026 · Spring shots)?');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Medical record restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Medical record', { selector: 'td' })).not.toBeInTheDocument());
    // The horse's tab and page are read again (due dates move back); the gallery is left alone.
    expect(queryClient.getQueryState(tab)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(horsePage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['gallery'])?.isInvalidated).toBe(false);
  });

  it('restores a horse’s picture and a gallery picture through their own calls', async () => {
    const { requests } = renderDeleted({
      'POST /api/horses/media/00000000-0000-4000-8000-000000000003/restore': { body: {} },
      'POST /api/gallery/00000000-0000-4000-8000-000000000004/restore': { body: {} },
    });
    await screen.findByText('Gallery picture', { selector: 'td' });
    const user = userEvent.setup({ delay: null });
    for (const what of ['Horse picture', 'Gallery picture']) {
      await user.click(within(tableRow(what)).getByRole('button', { name: new RegExp(`^Restore ${what.toLowerCase()}`) }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
      expect(await screen.findByText(`${what} restored.`)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/horses/media/00000000-0000-4000-8000-000000000003/restore',
      '/api/gallery/00000000-0000-4000-8000-000000000004/restore',
    ]);
  });

  it('says why a restore is refused, and keeps the item', async () => {
    renderDeleted({
      'POST /api/riding-logs/00000000-0000-4000-8000-000000000002/restore': {
        status: 409, body: { statusCode: 409, code: 'CONFLICT', message: 'This riding log was deleted more than 30 days ago and can no longer be restored.' },
      },
    });
    await screen.findByText('Riding log', { selector: 'td' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(tableRow('Riding log')).getByRole('button', { name: /^Restore riding log/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('This riding log was deleted more than 30 days ago and can no longer be restored.')).toBeInTheDocument();
    expect(screen.getByText('Riding log', { selector: 'td' })).toBeInTheDocument();
  });

  it('says when nothing was deleted recently', async () => {
    renderDeleted({ 'GET /api/deleted': { body: [] } });
    expect(await screen.findByText('Nothing was deleted recently.')).toBeInTheDocument();
  });

  it('counts whole days left', () => {
    const now = Date.parse('2026-11-20T00:00:00.000Z');
    expect(daysLeft('2026-12-20T00:00:00.000Z', now)).toBe('30 days');
    expect(daysLeft('2026-11-21T12:00:00.000Z', now)).toBe('1 day');
    expect(daysLeft('2026-11-20T23:00:00.000Z', now)).toBe('Less than a day');
  });
});
