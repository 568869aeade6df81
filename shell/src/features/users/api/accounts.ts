import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, Role } from '@remuda/contracts';
import { USER_ROUTES } from '@remuda/contracts/routes';
import { SESSION_KEY, callApi } from '@remuda/shell-kit';

export const accountsQuery = queryOptions({
  queryKey: ['accounts'],
  queryFn: ({ signal }) => callApi(USER_ROUTES.list, {}, { fallbackMessage: 'Failed to fetch accounts', signal }),
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
    callApi(USER_ROUTES.changeRole, { id, role }, { fallbackMessage: 'Failed to change the role' }),
  );

export const useDecideRoleRequest = () =>
  useAccountMutation(({ id, decision }: { id: string; decision: 'grant' | 'refuse' }) =>
    callApi(USER_ROUTES.decideRoleRequest, { id, decision }, { fallbackMessage: 'Failed to decide the role request' }),
  );

/** Disables an account (it cannot sign in and its sessions end) or enables it again. */
export const useSetDisabled = () =>
  useAccountMutation(({ id, disabled }: { id: string; disabled: boolean }) =>
    callApi(USER_ROUTES.setDisabled, { id, disabled }, { fallbackMessage: disabled ? 'Failed to disable the account' : 'Failed to enable the account' }),
  );
