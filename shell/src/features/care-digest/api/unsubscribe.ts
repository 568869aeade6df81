import { useMutation } from '@tanstack/react-query';
import { CARE_DIGEST_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';

/** Stops the daily care digest of a mail's unsubscribe token, with or without a session. */
export function useUnsubscribeCareDigest() {
  return useMutation({
    mutationFn: (token: string) => callApi(CARE_DIGEST_ROUTES.unsubscribe, { token }, { fallbackMessage: 'Failed to stop the daily care mail' }),
  });
}
