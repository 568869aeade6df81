import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createStore, get } from 'idb-keyval';
import { GALLERY_KEY } from '../api/query-keys';
import { SESSION_KEY } from '../session/session';
import { testAccount } from '../testing';
import { restoreAndPersistQueryCache } from './persist-query-cache';

/** What this device keeps, read from IndexedDB itself (what a reopened browser would find). */
const kept = () => get<{ accountId: string }>('staff', createStore('remuda-query-cache', 'cache'));

describe('the answers kept for reading offline', () => {
  it("keeps the signed-in account's answers for the next page, and forgets them when nobody is signed in", async () => {
    const trainer = testAccount('TRAINER');
    const before = new QueryClient();
    await restoreAndPersistQueryCache(before);
    before.setQueryData(SESSION_KEY, trainer);
    before.setQueryData(['horses', 'staff-list'], [{ id: 'h-1', name: 'Dusty' }]);
    before.setQueryData(GALLERY_KEY, [{ id: 'g-1', title: 'Spring Roundup' }]);
    before.setQueryData(['remote-routes', 'horses'], [{ path: 'horses' }]);
    await waitFor(() => expect(kept()).resolves.toMatchObject({ accountId: trainer.id }));

    // The browser closed and opened again: a new page's cache starts from what was kept.
    const after = new QueryClient();
    await restoreAndPersistQueryCache(after);
    expect(after.getQueryData(SESSION_KEY)).toEqual(trainer);
    expect(after.getQueryData(['horses', 'staff-list'])).toEqual([{ id: 'h-1', name: 'Dusty' }]);
    expect(after.getQueryData(GALLERY_KEY)).toEqual([{ id: 'g-1', title: 'Spring Roundup' }]);
    expect(after.getQueryData(['remote-routes', 'horses'])).toBeUndefined();
    // Kept answers show at once but are read again by the next screen that can.
    expect(after.getQueryState(['horses', 'staff-list'])?.isInvalidated).toBe(true);

    after.setQueryData(SESSION_KEY, null);
    await waitFor(() => expect(kept()).resolves.toBeUndefined());
    before.clear();
    after.clear();
  });
});
