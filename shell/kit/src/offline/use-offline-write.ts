import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';
import { useSession } from '../session/session';
import { type NewWrite, submitWrite, type WriteOutcome } from './submit-write';

interface OfflineWriteOptions<TInput, T> {
  /** The request a form's input makes. */
  write: (input: TInput) => NewWrite;
  /** The writes that follow it, naming `{id}` for the id it makes (see `submitWrite`). */
  followUps?: (input: TInput) => NewWrite[];
  /** What follows the server's answer (caches updated); a write kept on the device has none yet. */
  onSaved?: (saved: T) => unknown;
  /** What else a refusal does besides the form's alert (a page that also logs it). */
  onError?: (error: Error) => void;
}

/**
 * A form's save that also works without a connection: the outcome says whether the server saved it or it waits on
 * the device. Runs offline too (React Query would otherwise hold a mutation until the connection returns).
 */
export function useOfflineWrite<TInput, T>({ write, followUps, onSaved, onError }: OfflineWriteOptions<TInput, T>) {
  const { account } = useSession();
  return useMutation<WriteOutcome<T>, Error, TInput>({
    networkMode: 'always',
    mutationFn: (input) => {
      if (!account) return Promise.reject(new ApiError(401, 'Sign in again to save changes.'));
      return submitWrite<T>(write(input), account.id, followUps?.(input));
    },
    onError,
    onSuccess: async (outcome) => {
      if (outcome.status === 'saved') await onSaved?.(outcome.saved);
    },
  });
}
