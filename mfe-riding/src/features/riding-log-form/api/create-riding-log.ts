import { useQueryClient } from '@tanstack/react-query';
import type { RidingLog, RidingLogInput } from '@remuda/contracts';
import { cachedHorseName, formatDate, useOfflineWrite } from '@remuda/shell-kit';
import { ridingLogQueryOptions } from '../../../api/get-riding-log';
import { rideTypeLabel } from '../../../lib/ride-labels';
import { invalidateAfterChange } from './invalidate-after-change';

/**
 * Logs a ride; the answer (201) is the log as saved. Without a connection the ride waits on the device and is sent
 * when it returns, with the date the form showed (the day it happened, not the day it reached the server).
 */
export function useCreateRidingLog() {
  const queryClient = useQueryClient();
  return useOfflineWrite<RidingLogInput, RidingLog>({
    write: (log) => ({
      method: 'POST',
      path: '/api/riding-logs',
      body: log,
      fallbackMessage: 'Failed to create riding log',
      summary: `Ride (${rideTypeLabel(log.type ?? 'trail')}) for ${cachedHorseName(queryClient, log.horseId)}, ${formatDate(log.date)}`,
    }),
    onSaved: (log) => {
      queryClient.setQueryData(ridingLogQueryOptions(log.id).queryKey, log);
      invalidateAfterChange(queryClient);
    },
  });
}
