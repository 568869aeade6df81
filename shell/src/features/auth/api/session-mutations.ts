import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, AuthResponse, LoginRequest, RegisterRequest } from '@remuda/contracts';
import { SESSION_KEY, apiFetch, forgetPersistedQueryCache } from '@remuda/shell-kit';

/** Sign in; the server sets the session cookie, and the session query learns who is signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiFetch<AuthResponse>('/api/users/login', { method: 'POST', body, fallbackMessage: 'Login failed', expectUnauthorized: true }),
    // Refetched even when no screen watches the session yet, and before the page moves on, so the guard of the
    // page it moves to already knows who signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY, refetchType: 'all' }),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiFetch<AuthResponse>('/api/users/register', { method: 'POST', body, fallbackMessage: 'Registration failed' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY, refetchType: 'all' }),
  });
}

/**
 * Sign out: the server clears the cookie; every cached answer of the signed-in user is dropped, from the page and
 * from the device. Their waiting writes stay, sent only when the same account signs in again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () => apiFetch<{ ok: true }>('/api/users/logout', { method: 'POST', fallbackMessage: 'Logout failed' }),
    onSettled: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'remote-routes' });
      queryClient.setQueryData<Account | null>(SESSION_KEY, null);
      await forgetPersistedQueryCache();
    },
  });
}
