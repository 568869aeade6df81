import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CARE_DIGEST_ROUTES } from '@remuda/contracts/routes';
import { callApi, careDigestKeys } from '@remuda/shell-kit';

export const careDigestQuery = queryOptions({
  queryKey: careDigestKeys.all,
  queryFn: ({ signal }) => callApi(CARE_DIGEST_ROUTES.get, {}, { fallbackMessage: 'Failed to fetch your care digest setting', signal }),
});

/** Whether the account gets the daily care digest by mail; asked only when `enabled` (staff). */
export const useCareDigest = (enabled: boolean) => useQuery({ ...careDigestQuery, enabled });

/** Turns the account's daily care digest on or off. */
export function useSetCareDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi(CARE_DIGEST_ROUTES.set, { enabled }, { fallbackMessage: 'Failed to change your care digest' }),
    onSuccess: (answer) => queryClient.setQueryData(careDigestQuery.queryKey, answer),
  });
}
