import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, ActiveSession } from '@remuda/contracts';
import { SESSION_KEY, apiFetch } from '@remuda/shell-kit';

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: ({ signal }) => apiFetch<ActiveSession[]>('/api/users/sessions', { fallbackMessage: 'Failed to fetch your sessions', signal }),
});

export const useActiveSessions = () => useQuery(sessionsQuery);

/** Signs out one of the account's other sessions. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`/api/users/sessions/${id}`, { method: 'DELETE', fallbackMessage: 'Failed to sign out that session' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/** Signs out every session, this one included: like signing out, every cached answer of the account is dropped. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ ok: true }>('/api/users/sessions', { method: 'DELETE', fallbackMessage: 'Failed to sign out everywhere' }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'remote-routes' });
      queryClient.setQueryData<Account | null>(SESSION_KEY, null);
    },
  });
}
