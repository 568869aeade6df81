import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@remuda/contracts';
import { USER_ROUTES } from '@remuda/contracts/routes';
import { ApiError } from '../api/api-client';
import { callApi } from '../api/call-api';

import { SESSION_KEY } from '../api/query-keys';

export { SESSION_KEY };

/** Set on the device while a sign-out has not reached the server (made offline, or while the server failed). */
const PENDING_SIGN_OUT = 'remuda-sign-out-pending';
const device = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * Ends this device's session on the server, which also clears the session cookie. Until the server has done so,
 * the device remembers the sign-out: the session reads as signed out, and the next read of it sends the sign-out
 * first, so a shared tablet signed out in the barn without signal is not signed back in when the signal returns.
 * Fails, with the sign-out still remembered, when the server could not be reached or failed.
 */
export async function signOutOnServer(): Promise<void> {
  device()?.setItem(PENDING_SIGN_OUT, '1');
  try {
    await callApi(USER_ROUTES.logout, {}, { fallbackMessage: 'Logout failed', expectUnauthorized: true });
  } catch (err) {
    const unanswered = !(err instanceof ApiError) || err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;
    if (unanswered) throw err;
  }
  forgetPendingSignOut();
}

/** Sends a sign-out the server has not confirmed yet, if there is one. */
export async function sendPendingSignOut(): Promise<void> {
  if (device()?.getItem(PENDING_SIGN_OUT)) await signOutOnServer();
}

/** A new sign-in replaced the session cookie: the old session can no longer be used from this device. */
export function forgetPendingSignOut(): void {
  device()?.removeItem(PENDING_SIGN_OUT);
}

/**
 * Who is signed in, asked of the server: the page never holds the token, so the profile is the session. While a
 * sign-out has not reached the server, nobody is.
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }): Promise<Account | null> => {
    try {
      await sendPendingSignOut();
    } catch {
      return null;
    }
    return (await callApi(USER_ROUTES.session, {}, { fallbackMessage: 'Failed to fetch profile', signal })).account;
  },
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
