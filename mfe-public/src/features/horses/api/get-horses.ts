import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Horse } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { type HorseFilters, horsesApiQuery } from '../horse-filters';

/** Where the public list is read: by this page, and by the server drawing it. */
export const horsesPath = (filters: HorseFilters) => `/api/horses?${horsesApiQuery(filters)}`;

/** The public list: living horses on the property that match the filters. */
export function getHorses(filters: HorseFilters, signal?: AbortSignal): Promise<Horse[]> {
  return apiFetch<Horse[]>(horsesPath(filters), { fallbackMessage: 'Failed to fetch horses', signal });
}

export const horsesQueryOptions = (filters: HorseFilters) =>
  queryOptions({
    queryKey: ['horses', 'public-list', { q: filters.q.trim(), breed: filters.breed, gender: filters.gender }],
    queryFn: ({ signal }) => getHorses(filters, signal),
    // While a new filter loads, the last list stays on screen (marked busy) instead of a spinner.
    placeholderData: keepPreviousData,
  });

export const useHorses = (filters: HorseFilters) => useQuery(horsesQueryOptions(filters));
