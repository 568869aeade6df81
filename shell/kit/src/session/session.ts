import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account, SessionResponse } from '@remuda/contracts';
import { apiFetch } from '../api/api-client';

export const SESSION_KEY = ['session'] as const;

/** Who is signed in, asked of the server: the page never holds the token, so the profile is the session. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }): Promise<Account | null> =>
    (await apiFetch<SessionResponse>('/api/users/session', { fallbackMessage: 'Failed to fetch profile', signal })).account,
  staleTime: 5 * 60_000,
  retry: false,
});

export type SessionState =
  | { status: 'loading'; account: null }
  /** Offline, with no session kept on this device: who is signed in cannot be known until the connection returns. */
  | { status: 'unknown-offline'; account: null }
  | { status: 'signed-out'; account: null }
  | { status: 'signed-in'; account: Account };

export function useSession(): SessionState {
  const { data, isPending, fetchStatus } = useQuery(sessionQuery);
  if (isPending) return fetchStatus === 'paused' ? { status: 'unknown-offline', account: null } : { status: 'loading', account: null };
  return data ? { status: 'signed-in', account: data } : { status: 'signed-out', account: null };
}
