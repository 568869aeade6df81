import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Horse } from '@remuda/contracts';
import { apiFetch } from '../api/api-client';

export interface HorseOption {
  value: string;
  label: string;
}

export function getHorses(signal?: AbortSignal): Promise<Horse[]> {
  return apiFetch<Horse[]>('/api/horses', { fallbackMessage: 'Failed to fetch horses', signal });
}

/** The same key as mfe-horses' staff list, for the same answer: one cache entry for the herd. */
export const horsesQueryOptions = () =>
  queryOptions({
    queryKey: ['horses', 'staff-list'],
    queryFn: ({ signal }) => getHorses(signal),
  });

export const useHorses = () => useQuery(horsesQueryOptions());

/**
 * The horses as choices, by name: by default the living ones only, the horses a new record can be for (SPEC.md
 * section 2, "Add medical record"); `'all'` for filtering what was recorded, deceased horses included.
 */
export function horseOptionsOf(horses: readonly Pick<Horse, 'id' | 'name' | 'deceased'>[], which: 'living' | 'all' = 'living'): HorseOption[] {
  return horses
    .filter((horse) => which === 'all' || !horse.deceased)
    .map((horse) => ({ value: horse.id, label: horse.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

/** A horse's name as the herd in the cache knows it (a waiting change is listed by it), or a plain stand-in. */
export function cachedHorseName(queryClient: QueryClient, horseId: string): string {
  return (
    queryClient.getQueryData(horsesQueryOptions().queryKey)?.find((horse) => horse.id === horseId)?.name ??
    queryClient.getQueryData<Pick<Horse, 'name'>>(['horses', 'detail', horseId])?.name ??
    'a horse'
  );
}
