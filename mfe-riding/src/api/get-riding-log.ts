import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RidingLog } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { RIDING_LOGS_KEY } from './riding-log-keys';

/** One riding log, with its horse's name. */
export function getRidingLog(id: string, signal?: AbortSignal): Promise<RidingLog> {
  return apiFetch<RidingLog>(`/api/riding-logs/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to fetch riding logs', signal });
}

export const ridingLogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...RIDING_LOGS_KEY, 'detail', id],
    queryFn: ({ signal }) => getRidingLog(id, signal),
  });

export const useRidingLog = (id: string) => useQuery(ridingLogQueryOptions(id));
