import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@remuda/contracts';
import { USER_ROUTES } from '@remuda/contracts/routes';
import { SESSION_KEY, callApi } from '@remuda/shell-kit';

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: ({ signal }) => callApi(USER_ROUTES.listSessions, {}, { fallbackMessage: 'Failed to fetch your sessions', signal }),
});

export const useActiveSessions = () => useQuery(sessionsQuery);

/** Signs out one of the account's other sessions. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(USER_ROUTES.revokeSession, { id }, { fallbackMessage: 'Failed to sign out that session' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/** Signs out every session, this one included: like signing out, every cached answer of the account is dropped. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(USER_ROUTES.revokeAllSessions, {}, { fallbackMessage: 'Failed to sign out everywhere' }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'remote-routes' });
      queryClient.setQueryData<Account | null>(SESSION_KEY, null);
    },
  });
}
