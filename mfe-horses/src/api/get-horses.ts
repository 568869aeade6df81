import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Horse } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';

/**
 * Every horse, sorted by name. The staff screens filter and count on the page: a ranch's herd is small, the
 * filters answer at once, and the dashboard's counts always agree with the list they link to.
 */
export function getHorses(signal?: AbortSignal): Promise<Horse[]> {
  return apiFetch<Horse[]>('/api/horses', { fallbackMessage: 'Failed to fetch horses', signal });
}

export const horsesQueryOptions = () =>
  queryOptions({
    queryKey: ['horses', 'staff-list'],
    queryFn: ({ signal }) => getHorses(signal),
  });

export const useHorses = () => useQuery(horsesQueryOptions());
