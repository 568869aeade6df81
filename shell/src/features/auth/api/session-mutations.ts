import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, LoginRequest, RegisterRequest } from '@remuda/contracts';
import { USER_ROUTES } from '@remuda/contracts/routes';
import { SESSION_KEY, callApi, forgetPendingSignOut, forgetPersistedQueryCache, sendPendingSignOut, signOutOnServer } from '@remuda/shell-kit';

/**
 * Starts a session (sign-in, registration). A sign-out made offline goes first, so that it ends the old session and
 * never the new one; once the new cookie is set, the old session cannot be used from this device any more.
 */
async function startingSession<T>(start: () => Promise<T>): Promise<T> {
  await sendPendingSignOut().catch(() => undefined);
  const answer = await start();
  forgetPendingSignOut();
  return answer;
}

/** Sign in; the server sets the session cookie, and the session query learns who is signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      startingSession(() =>
        callApi(USER_ROUTES.login, body, { fallbackMessage: 'Login failed', expectUnauthorized: true }),
      ),
    // Refetched even when no screen watches the session yet, and before the page moves on, so the guard of the
    // page it moves to already knows who signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY, refetchType: 'all' }),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      startingSession(() => callApi(USER_ROUTES.register, body, { fallbackMessage: 'Registration failed' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY, refetchType: 'all' }),
  });
}

/**
 * Sign out: the server ends the session and clears the cookie (offline, as soon as the connection returns; the
 * device reads as signed out meanwhile); every cached answer of the signed-in user is dropped, from the page and
 * from the device. Their waiting writes stay, sent only when the same account signs in again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: signOutOnServer,
    onSettled: async (_answer, error) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'remote-routes' });
      queryClient.setQueryData<Account | null>(SESSION_KEY, null);
      // Not heard by the server (no signal): the session is read again as soon as the connection returns, which
      // sends the sign-out first.
      if (error) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      await forgetPersistedQueryCache();
    },
  });
}
