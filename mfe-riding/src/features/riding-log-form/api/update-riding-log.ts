import { useQueryClient } from '@tanstack/react-query';
import type { RidingLog, RidingLogUpdate } from '@remuda/contracts';
import { cachedHorseName, formatDate, useOfflineWrite } from '@remuda/shell-kit';
import { ridingLogQueryOptions } from '../../../api/get-riding-log';
import { invalidateAfterChange } from './invalidate-after-change';

/** The fields of a log a conflict compares, by the form's labels. */
export const RIDING_LOG_FIELDS: Record<string, string> = {
  date: 'Date',
  type: 'Ride type',
  durationMinutes: 'Duration (minutes)',
  rider: 'Rider',
  notes: 'Notes',
};

/**
 * Replaces every field of a log (PUT sends the whole form, with the version it was read at, so a log changed
 * since is refused rather than overwritten); the answer is the log as saved. Without a connection it waits on
 * the device.
 */
export function useUpdateRidingLog() {
  const queryClient = useQueryClient();
  return useOfflineWrite<{ id: string; log: RidingLogUpdate }, RidingLog>({
    write: ({ id, log }) => ({
      method: 'PUT',
      path: `/api/riding-logs/${encodeURIComponent(id)}`,
      body: log,
      fallbackMessage: 'Failed to update riding log',
      summary: `Changes to the ride for ${cachedHorseName(queryClient, log.horseId)}, ${formatDate(log.date)}`,
      fields: RIDING_LOG_FIELDS,
    }),
    onSaved: (log) => {
      queryClient.setQueryData(ridingLogQueryOptions(log.id).queryKey, log);
      invalidateAfterChange(queryClient);
    },
  });
}
