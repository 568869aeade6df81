import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareDigestRecipient } from '@remuda/contracts';
import { CARE_DIGEST_ROUTES } from '@remuda/contracts/routes';
import { callApi, careDigestKeys } from '@remuda/shell-kit';

/** What the section says when the recipients could not be read (no library's words). */
export const RECIPIENTS_LOAD_FAILURE = 'Failed to load the digest recipients';

/** Every enabled staff account and whether it gets the daily care digest (the users service's answer). */
export const digestRecipientsQueryOptions = () =>
  queryOptions({
    queryKey: careDigestKeys.recipients(),
    queryFn: ({ signal }) => callApi(CARE_DIGEST_ROUTES.recipients, {}, { fallbackMessage: RECIPIENTS_LOAD_FAILURE, signal }),
  });

export const useDigestRecipients = () => useQuery(digestRecipientsQueryOptions());

/**
 * Turns one staff account's digest on or off. The answer replaces its row at once; the account's own setting (the
 * profile's, when it is the administrator's own) is read again.
 */
export function useSetDigestRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      callApi(CARE_DIGEST_ROUTES.setRecipient, { id, enabled }, { fallbackMessage: 'Failed to change the care digest' }),
    onSuccess: (saved: CareDigestRecipient) => {
      queryClient.setQueryData(digestRecipientsQueryOptions().queryKey, (list) => list?.map((row) => (row.id === saved.id ? saved : row)));
      void queryClient.invalidateQueries({ queryKey: careDigestKeys.all, exact: true });
    },
  });
}
