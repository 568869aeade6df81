import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RidingLog, RidingLogInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { ridingLogQueryOptions } from '../../../api/get-riding-log';
import { invalidateAfterChange } from './invalidate-after-change';

/** Replaces every field of a log (PUT sends the whole form); the answer is the log as saved. */
export function updateRidingLog({ id, log }: { id: string; log: RidingLogInput }): Promise<RidingLog> {
  return apiFetch<RidingLog>(`/api/riding-logs/${encodeURIComponent(id)}`, { method: 'PUT', body: log, fallbackMessage: 'Failed to update riding log' });
}

export function useUpdateRidingLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRidingLog,
    onSuccess: (log) => {
      queryClient.setQueryData(ridingLogQueryOptions(log.id).queryKey, log);
      invalidateAfterChange(queryClient);
    },
  });
}
