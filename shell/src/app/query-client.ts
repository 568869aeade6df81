import { onlineManager } from '@tanstack/react-query';
import { createQueryClient, restoreAndPersistQueryCache } from '@remuda/shell-kit';

// React Query takes the device for online until the browser says it went offline; a page opened without a
// connection says so from the start, so its kept answers are shown rather than failed reads.
onlineManager.setOnline(navigator.onLine);

/** The one query cache of the page; the remotes use it through the shared React Query. */
export const queryClient = createQueryClient();

/**
 * Settles once the answers this device kept for reading offline are back in the cache. The staff area waits for it
 * (so a reload offline still knows who is signed in); the public pages do not.
 */
export const cacheRestored = restoreAndPersistQueryCache(queryClient);
