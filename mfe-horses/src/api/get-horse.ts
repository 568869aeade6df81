import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HorseDetail } from '@remuda/contracts';
import { ApiError, apiFetch } from '@remuda/shell-kit';

/** One horse with its pictures, clips and riding logs. */
export function getHorse(id: string, signal?: AbortSignal): Promise<HorseDetail> {
  return apiFetch<HorseDetail>(`/api/horses/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to fetch horse', signal });
}

/** The same key as the public site's, for the same answer: one cache entry per horse across the page. */
export const horseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['horses', 'detail', id],
    queryFn: ({ signal }) => getHorse(id, signal),
  });

export const useHorse = (id: string) => useQuery(horseQueryOptions(id));

/** True when the horse is not there (rather than the call having failed). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
