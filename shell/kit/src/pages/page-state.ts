import { type DehydratedState, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';

/** The id of the script element that carries a server-drawn page's query cache to the browser. */
export const PAGE_STATE_ID = 'remuda-state';

/** A failed read as it travels in the page: JSON keeps no classes, so the parts of an ApiError are spelled out. */
interface PlainError {
  name: 'ApiError';
  status: number;
  message: string;
  code?: string;
}

/**
 * What the server read to draw a page: its answers, and its failures (a missing horse is a page too), never a
 * read still under way (the session, which only the browser asks for).
 */
export function dehydratePageState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!error) return query;
      const plain: PlainError = {
        name: 'ApiError',
        status: error instanceof ApiError ? error.status : 0,
        message: error.message,
        ...(error instanceof ApiError && error.code !== undefined && { code: error.code }),
      };
      return { ...query, state: { ...query.state, error: plain, fetchFailureReason: null } };
    }),
  };
}

/**
 * Fills the browser's query cache with what the server read, so the first render draws exactly the server's
 * markup. A failure the server met stays as it was: the page does not ask again as it mounts (which would draw a
 * spinner over the server's answer), only when the reader asks for it again.
 */
export function hydratePageState(queryClient: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((query) => {
    const plain = query.state.error as PlainError | null;
    if (!plain) return query;
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    return { ...query, state: { ...query.state, error: new ApiError(plain.status, plain.message, plain.code) } };
  });
  hydrate(queryClient, { ...state, queries });
}
