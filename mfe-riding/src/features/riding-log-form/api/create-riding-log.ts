import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RidingLog, RidingLogInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { ridingLogQueryOptions } from '../../../api/get-riding-log';
import { invalidateAfterChange } from './invalidate-after-change';

/** Logs a ride; the answer (201) is the log as saved. */
export function createRidingLog(log: RidingLogInput): Promise<RidingLog> {
  return apiFetch<RidingLog>('/api/riding-logs', { method: 'POST', body: log, fallbackMessage: 'Failed to create riding log' });
}

export function useCreateRidingLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRidingLog,
    onSuccess: (log) => {
      queryClient.setQueryData(ridingLogQueryOptions(log.id).queryKey, log);
      invalidateAfterChange(queryClient);
    },
  });
}
