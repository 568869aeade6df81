import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RidingLog } from '@remuda/contracts';
import { apiFetch, apiFetchPage, queryString, usePagedList } from '@remuda/shell-kit';
import { RIDING_LOGS_KEY } from './riding-log-keys';

/** What a list asks for: one horse's rides, rides between two days (inclusive), those matching `q` (horse, notes, rider). */
export type RidingLogFilters = {
  horseId?: string;
  from?: string;
  to?: string;
  q?: string;
};

const fallbackMessage = 'Failed to fetch riding logs';

/** The riding logs the filters select, newest first as the API answers them: the whole list (no `limit`). */
export function getRidingLogs(filters: RidingLogFilters, signal?: AbortSignal): Promise<RidingLog[]> {
  return apiFetch<RidingLog[]>(`/api/riding-logs${queryString(filters)}`, { fallbackMessage, signal });
}

export const ridingLogsQueryOptions = (filters: RidingLogFilters) =>
  queryOptions({
    queryKey: [...RIDING_LOGS_KEY, 'list', filters],
    queryFn: ({ signal }) => getRidingLogs(filters, signal),
  });

/**
 * The rides the filters select, a page at a time from the server (the page in the address, `?page=`), with the
 * table's pagination; the last page stays on screen while the next page or search loads.
 */
export const useRidingLogSearch = (filters: RidingLogFilters) =>
  usePagedList((paging) =>
    queryOptions({
      queryKey: [...RIDING_LOGS_KEY, 'page', { ...filters, ...paging }],
      queryFn: ({ signal }) => apiFetchPage<RidingLog>('/api/riding-logs', filters, paging, { fallbackMessage, signal }),
    }),
  );

/** One horse's rides, all of them (a horse's history is short): never another horse's while they load. */
export const useHorseRidingLogs = (horseId: string) => useQuery(ridingLogsQueryOptions({ horseId }));
