import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Whether a failed read is worth asking once more: a dropped connection, a time-out or a server that stumbled
 * may answer next time. Any other answer (a missing horse's 404, a 403) would only be said again.
 */
export function retryFailedQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

/**
 * The page's one query cache, as the shell makes it; the remotes use it through the shared React Query. In the
 * browser, answers are kept a day after their page closes, not five minutes: the cache is what the device keeps for
 * reading offline (offline/persist-query-cache.ts), and a page visited this morning should still open. A cache made
 * `forServer` (one page drawn on the server) lives as long as its render: it sets no collection timer, which would
 * keep every drawn page's answers in the server's memory for that day.
 */
export function createQueryClient({ forServer = false }: { forServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: forServer ? Infinity : 24 * 60 * 60_000, refetchOnWindowFocus: false, retry: retryFailedQuery },
    },
  });
}
