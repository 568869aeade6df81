import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isConflict } from '@remuda/shell-kit';
import { ridingLogQueryOptions } from '../../../api/get-riding-log';
import { HORSES_KEY, RIDING_LOGS_KEY } from '../../../api/riding-log-keys';

/** What a deletion names: the log, and the version the user saw, so a log changed since is not deleted unseen. */
export interface RidingLogDeletion {
  id: string;
  version?: number;
}

export function deleteRidingLog({ id, version }: RidingLogDeletion): Promise<void> {
  const query = version === undefined ? '' : `?version=${version}`;
  return apiFetch<void>(`/api/riding-logs/${encodeURIComponent(id)}${query}`, { method: 'DELETE', fallbackMessage: 'Failed to delete riding log' });
}

/**
 * Deletes a log (refused when it changed since the version named). Every riding-logs list reloads and the horses
 * go stale; the deleted log itself is not asked for again (it would answer 404 on the page still showing it): the
 * page drops it once it has left.
 */
export function useDeleteRidingLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRidingLog,
    // Changed by someone else since the page was opened: the page shows it as it is now.
    onError: (err, { id }) => {
      if (isConflict(err)) void queryClient.invalidateQueries({ queryKey: ridingLogQueryOptions(id).queryKey });
    },
    onSuccess: (_answer, { id }) => {
      const deleted = JSON.stringify(ridingLogQueryOptions(id).queryKey);
      void queryClient.invalidateQueries({
        queryKey: RIDING_LOGS_KEY,
        predicate: (query: Query) => JSON.stringify(query.queryKey) !== deleted,
      });
      void queryClient.invalidateQueries({ queryKey: HORSES_KEY, refetchType: 'none' });
    },
  });
}
