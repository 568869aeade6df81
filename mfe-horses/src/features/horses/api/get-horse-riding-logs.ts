import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RidingLog } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { newestFirst } from '../../../lib/records';

/** One horse's riding logs, newest first. */
export async function getHorseRidingLogs(horseId: string, signal?: AbortSignal): Promise<RidingLog[]> {
  const logs = await apiFetch<RidingLog[]>(`/api/riding-logs?horseId=${encodeURIComponent(horseId)}`, {
    fallbackMessage: 'Failed to fetch riding logs',
    signal,
  });
  return newestFirst(logs);
}

/** Keyed under 'riding-logs', so the riding screens' changes to that list reach this one as well. */
export const horseRidingLogsQueryOptions = (horseId: string) =>
  queryOptions({
    queryKey: ['riding-logs', 'list', { horseId }],
    queryFn: ({ signal }) => getHorseRidingLogs(horseId, signal),
  });

export const useHorseRidingLogs = (horseId: string) => useQuery(horseRidingLogsQueryOptions(horseId));
