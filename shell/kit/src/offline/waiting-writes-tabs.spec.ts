import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { waitFor } from '@testing-library/react';
import { mockApi } from '../testing';

/** The browser's channel between tabs, as Node has it; it never keeps the test run open by itself. */
class TabChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
  }
}

/** The browser's lock: one holder of a name at a time, the others in turn. */
function installLocks() {
  const held = new Map<string, Promise<unknown>>();
  const request = (name: string, work: () => Promise<unknown>) => {
    const turn = (held.get(name) ?? Promise.resolve()).then(work);
    held.set(name, turn.catch(() => undefined));
    return turn;
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
}

type Tab = typeof import('./waiting-writes') & typeof import('./send-waiting-writes');

/** A tab of the site: its own copy of the kit's modules, on the device's one IndexedDB. */
function openTab(): Tab {
  let tab: Tab | undefined;
  jest.isolateModules(() => {
    tab = { ...require('./waiting-writes'), ...require('./send-waiting-writes') } as Tab;
  });
  return tab!;
}

const ride = (id: string, queuedAt: string) => ({
  id,
  accountId: 'trainer',
  method: 'POST' as const,
  path: '/api/riding-logs',
  body: { horseId: 'h-1', date: '2026-11-02', type: 'trail', notes: id },
  summary: `Ride ${id}`,
  fallbackMessage: 'Failed to create riding log',
  queuedAt,
});

const ids = (tab: Tab) => tab.waitingWrites().map((w) => w.id);

let first: Tab;
let second: Tab;

beforeAll(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = TabChannel;
  installLocks();
  first = openTab();
  second = openTab();
});

afterAll(() => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  delete (navigator as { locks?: unknown }).locks;
});

describe('waiting writes in several tabs', () => {
  it('lists in every open tab a change kept or removed in one of them, without a reload', async () => {
    await Promise.all([first.loadWaitingWrites(), second.loadWaitingWrites()]);
    await first.keepWaitingWrite(ride('a', '2026-11-23T10:00:00.000Z'));
    await waitFor(() => expect(ids(second)).toEqual(['a']));
    await second.keepWaitingWrite(ride('b', '2026-11-23T10:01:00.000Z'));
    await waitFor(() => expect(ids(first)).toEqual(['a', 'b']));

    await first.dropWaitingWrite('a');
    await waitFor(() => expect(ids(second)).toEqual(['b']));
    await second.dropWaitingWrite('b');
    await waitFor(() => expect(ids(first)).toEqual([]));
  });

  it('sends each change once when two tabs come back online together: the second finds them sent', async () => {
    await first.keepWaitingWrite(ride('c', '2026-11-23T11:00:00.000Z'));
    await first.keepWaitingWrite(ride('d', '2026-11-23T11:01:00.000Z'));
    await waitFor(() => expect(ids(second)).toEqual(['c', 'd']));
    const { requests } = mockApi({ 'POST /api/riding-logs': { status: 201, body: { id: 'log' } } });

    const [fromFirst, fromSecond] = await Promise.all([first.sendWaitingWrites('trainer'), second.sendWaitingWrites('trainer')]);

    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['c', 'd']);
    expect(fromFirst.applied + fromSecond.applied).toBe(2);
    await waitFor(() => expect([ids(first), ids(second)]).toEqual([[], []]));
  });
});
