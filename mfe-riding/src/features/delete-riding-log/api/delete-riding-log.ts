import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@remuda/shell-kit';
import { ridingLogQueryOptions } from '../../../api/get-riding-log';
import { HORSES_KEY, RIDING_LOGS_KEY } from '../../../api/riding-log-keys';

export function deleteRidingLog(id: string): Promise<void> {
  return apiFetch<void>(`/api/riding-logs/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackMessage: 'Failed to delete riding log' });
}

/**
 * Deletes a log. Every riding-logs list reloads and the horses go stale; the deleted log itself is not asked for
 * again (it would answer 404 on the page still showing it): the page drops it once it has left.
 */
export function useDeleteRidingLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRidingLog,
    onSuccess: (_answer, id) => {
      const deleted = JSON.stringify(ridingLogQueryOptions(id).queryKey);
      void queryClient.invalidateQueries({
        queryKey: RIDING_LOGS_KEY,
        predicate: (query: Query) => JSON.stringify(query.queryKey) !== deleted,
      });
      void queryClient.invalidateQueries({ queryKey: HORSES_KEY, refetchType: 'none' });
    },
  });
}
