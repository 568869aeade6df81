import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Horse, HorseDetail } from '@remuda/contracts';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '../api/call-api';
import { horseKeys } from '../api/query-keys';

export interface HorseOption {
  value: string;
  label: string;
}

/** The whole herd, as staff read it (one cache entry for the forms' horse choices and the staff list). */
export const horsesQueryOptions = () =>
  queryOptions({
    queryKey: horseKeys.staffList(),
    queryFn: ({ signal }) => callApi(HORSE_ROUTES.list, {}, { fallbackMessage: 'Failed to fetch horses', signal }),
  });

export const useHorses = () => useQuery(horsesQueryOptions());

/** One horse with its pictures, clips and riding logs: the staff page's and the public page's, one cache entry. */
export const horseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: horseKeys.detail(id),
    queryFn: ({ signal }) => callApi(HORSE_ROUTES.get, { id }, { fallbackMessage: 'Failed to fetch horse', signal }),
  });

export const useHorse = (id: string) => useQuery(horseQueryOptions(id));

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
    queryClient.getQueryData<Pick<HorseDetail, 'name'>>(horseKeys.detail(horseId))?.name ??
    'a horse'
  );
}
