import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HorseDetail } from '@remuda/contracts';
import { ApiError, apiFetch } from '@remuda/shell-kit';

/** Where one horse is read: by this page, and by the server drawing it. */
export const horsePath = (id: string) => `/api/horses/${encodeURIComponent(id)}`;

/** One horse with its pictures, clips and riding logs. */
export function getHorse(id: string, signal?: AbortSignal): Promise<HorseDetail> {
  return apiFetch<HorseDetail>(horsePath(id), { fallbackMessage: 'Failed to fetch horse', signal });
}

export const horseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['horses', 'detail', id],
    queryFn: ({ signal }) => getHorse(id, signal),
  });

export const useHorse = (id: string) => useQuery(horseQueryOptions(id));

export const HORSE_NOT_FOUND = 'Horse not found. It may have been removed from our listings.';

/** What the page says when the horse could not be loaded: a 404 in words, otherwise the error's own text. */
export function horseLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return HORSE_NOT_FOUND;
  return error instanceof Error && error.message ? error.message : 'Failed to fetch horse';
}
