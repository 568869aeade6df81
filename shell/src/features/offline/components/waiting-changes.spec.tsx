import { configure, screen, waitFor, within } from '@testing-library/react';
import { removeWaitingWrite, submitWrite, waitingWrites } from '@remuda/shell-kit';
import { person, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { WaitingChanges } from './waiting-changes';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const ride = (summary: string) => ({
  method: 'POST' as const,
  path: '/api/riding-logs',
  body: { horseId: 'h-1', date: '2026-11-02', type: 'trail', notes: summary },
  summary,
  fallbackMessage: 'Failed to create riding log',
});

/** Writes made offline by `accountId`, as the forms keep them. */
async function madeOffline(accountId: string, ...summaries: string[]) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    for (const summary of summaries) await submitWrite(ride(summary), accountId);
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  }
}

afterEach(async () => {
  for (const write of waitingWrites()) await removeWaitingWrite(write);
});

describe('WaitingChanges', () => {
  it("lists the signed-in account's waiting changes, never another account's, and removes one on request", async () => {
    const trainer = testAccount('TRAINER');
    await madeOffline(trainer.id, 'Trail ride for Dusty', 'Vet visit for Bella');
    await madeOffline('someone-else', "Another account's ride");
    renderApp(<WaitingChanges />, { account: trainer });

    const user = person();
    await user.click(await screen.findByRole('button', { name: '2 changes waiting to sync' }));
    const list = await screen.findByRole('dialog', { name: 'Changes waiting to sync' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Trail ride for Dusty',
      'Vet visit for Bella',
    ]);

    await user.click(within(list).getByRole('button', { name: 'Remove Trail ride for Dusty' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '1 change waiting to sync' })).toBeInTheDocument();
    expect(waitingWrites().map((w) => w.summary)).toEqual(['Vet visit for Bella', "Another account's ride"]);
  });

});
