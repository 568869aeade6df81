import type { Locator, Page } from 'playwright-core';

/** "1 change waiting to sync", "3 changes waiting to sync": the staff header's button. */
export const waitingLabel = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;

/** The staff area's offline parts: the connection status, the waiting-changes button and its list. */
export class OfflineBar {
  constructor(readonly page: Page) {}

  /** The polite status saying the device is offline and when the data was last synced. */
  get offlineStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^You are offline\. Showing data last synced / });
  }

  waitingButton(count: number): Locator {
    return this.page.getByRole('button', { name: waitingLabel(count), exact: true });
  }

  /** Any waiting-changes button, whatever its count. */
  get anyWaitingButton(): Locator {
    return this.page.getByRole('button', { name: /changes? waiting to sync$/ });
  }

  get list(): Locator {
    return this.page.getByRole('dialog', { name: 'Changes waiting to sync' });
  }

  /** Opens the list of waiting changes from the button showing `count`. */
  async openList(count: number): Promise<Locator> {
    await this.waitingButton(count).click();
    await this.list.waitFor();
    return this.list;
  }

  /** The list's entry whose summary has `text`. */
  entry(text: string | RegExp): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  conflictDialog(what: string): Locator {
    return this.page.getByRole('dialog', { name: `This ${what} was changed by someone else` });
  }
}

/**
 * Waits until the service worker controls the page (the first visit installs it; it takes the page over at once),
 * so that the staff app's own files can load without a connection.
 */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A write kept on the device as the staff app keeps it (IndexedDB `remuda-waiting-writes`, one entry per write). */
export interface SeededWrite {
  id: string;
  accountId: string;
  method: 'POST';
  path: string;
  body: unknown;
  summary: string;
  fallbackMessage: string;
  queuedAt: string;
}

/** Puts writes straight into the page's store of waiting writes, as if they had been made offline one by one. */
export async function seedWaitingWrites(page: Page, writes: SeededWrite[]): Promise<void> {
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('remuda-waiting-writes');
        open.onupgradeneeded = () => open.result.createObjectStore('writes');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('writes', 'readwrite');
          for (const entry of entries) tx.objectStore('writes').put(entry, entry.id);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    writes,
  );
}
