import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Horse } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { HORSES_KEY } from '../../../api/medical-record-keys';

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
    queryKey: [...HORSES_KEY, 'staff-list'],
    queryFn: ({ signal }) => getHorses(signal),
  });

/** The horses a record can be for: living ones only, by name (SPEC.md section 2, "Add medical record"). */
export function horseOptionsOf(horses: readonly Pick<Horse, 'id' | 'name' | 'deceased'>[]): HorseOption[] {
  return horses
    
    .filter((horse) => !horse.deceased)
    .map((horse) => ({ value: horse.id, label: horse.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

export const useHorses = () => useQuery(horsesQueryOptions());
