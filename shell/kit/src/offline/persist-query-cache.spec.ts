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

  it('draws without the kept answers when the device does not give them in time, and keeps the next ones', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // Another page's write that does not end (a page being left, frozen mid-write): reads of the store wait on it.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('remuda-query-cache');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    let holding = true;
    const writing = db.transaction('cache', 'readwrite');
    const keepBusy = () => {
      if (holding) writing.objectStore('cache').get('staff').onsuccess = keepBusy;
    };
    keepBusy();
    const client = new QueryClient();
    await restoreAndPersistQueryCache(client, { waitMs: 50 });
    expect(client.getQueryData(SESSION_KEY)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('The answers kept on this device could not be read', expect.any(Error));
    holding = false;
    await new Promise((resolve) => (writing.oncomplete = resolve));
    db.close();
    // Once the store answers again, this page's answers are kept as ever.
    const trainer = testAccount('ADMIN');
    client.setQueryData(SESSION_KEY, trainer);
    client.setQueryData(['horses', 'staff-list'], [{ id: 'h-2', name: 'Cricket' }]);
    await waitFor(() => expect(kept()).resolves.toMatchObject({ accountId: trainer.id }));
    warn.mockRestore();
    client.clear();
  });
});
