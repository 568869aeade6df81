import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, Role } from '@remuda/contracts';
import { SESSION_KEY, apiFetch } from '@remuda/shell-kit';

export const accountsQuery = queryOptions({
  queryKey: ['accounts'],
  queryFn: ({ signal }) => apiFetch<Account[]>('/api/users', { fallbackMessage: 'Failed to fetch accounts', signal }),
});

export const useAccounts = () => useQuery(accountsQuery);

function useAccountMutation<V>(request: (vars: V) => Promise<Account>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
      // An administrator may have changed their own role.
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export const useChangeRole = () =>
  useAccountMutation(({ id, role }: { id: string; role: Role }) =>
    apiFetch<Account>(`/api/users/${id}/role`, { method: 'PUT', body: { role }, fallbackMessage: 'Failed to change the role' }),
  );

export const useDecideRoleRequest = () =>
  useAccountMutation(({ id, decision }: { id: string; decision: 'grant' | 'refuse' }) =>
    apiFetch<Account>(`/api/users/${id}/role-request`, {
      method: 'POST',
      body: { decision },
      fallbackMessage: 'Failed to decide the role request',
    }),
  );

/** Disables an account (it cannot sign in and its sessions end) or enables it again. */
export const useSetDisabled = () =>
  useAccountMutation(({ id, disabled }: { id: string; disabled: boolean }) =>
    apiFetch<Account>(`/api/users/${id}/disabled`, {
      method: 'PUT',
      body: { disabled },
      fallbackMessage: disabled ? 'Failed to disable the account' : 'Failed to enable the account',
    }),
  );
