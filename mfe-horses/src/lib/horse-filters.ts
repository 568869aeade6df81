import type { Horse } from '@remuda/contracts';
import { careToday } from './health-due';

/**
 * The staff list's filters, carried by the page's URL (`/admin/horses?q=dust&status=off-property&health=healthy`)
 * so a filtered list can be shared and survives the back button. The dashboard's links use `?filter=`, which
 * preselects one of them.
 */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All Horses' },
  { value: 'on-property', label: 'On Property' },
  { value: 'off-property', label: 'Off Property' },
  { value: 'deceased', label: 'Deceased' },
] as const;

export const HEALTH_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'needs-attention', label: 'Needs Attention' },
  { value: 'healthy', label: 'Healthy' },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type HealthFilter = (typeof HEALTH_FILTERS)[number]['value'];

export interface HorseFilters {
  q: string;
  status: StatusFilter;
  health: HealthFilter;
}

export const NO_FILTERS: HorseFilters = { q: '', status: 'all', health: 'all' };

const known = <T extends string>(value: string | null, allowed: readonly { value: T }[]): T | undefined =>
  allowed.find((option) => option.value === value)?.value;

/** Reads the filters from the query string; `filter=` (from the dashboard) picks a status or a health filter. */
export function filtersFromSearch(search: URLSearchParams): HorseFilters {
  const preset = search.get('filter');
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    status: known(search.get('status'), STATUS_FILTERS) ?? known(preset, STATUS_FILTERS) ?? 'all',
    health: known(search.get('health'), HEALTH_FILTERS) ?? known(preset, HEALTH_FILTERS) ?? 'all',
  };
}

/** The query string for some filters; "All" and an empty search are left out. */
export function searchFromFilters(filters: HorseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.health !== 'all') search.set('health', filters.health);
  return search;
}

export const hasFilters = (filters: HorseFilters) =>
  filters.q.trim() !== '' || filters.status !== 'all' || filters.health !== 'all';

/** Statuses as the API reads them: on and off property mean living horses. */
export function matchesStatus(horse: Pick<Horse, 'deceased' | 'on_property'>, status: StatusFilter): boolean {
  switch (status) {
    case 'on-property':
      return !horse.deceased && horse.on_property;
    case 'off-property':
      return !horse.deceased && !horse.on_property;
    case 'deceased':
      return horse.deceased;
    default:
      return true;
  }
}

/** Health as the card and the page show it (`careToday`): a deceased horse needs no care. */
export function matchesHealth(horse: Horse, health: HealthFilter, today?: string): boolean {
  if (health === 'all') return true;
  return careToday(horse, today).needsAttention === (health === 'needs-attention');
}

/** The search box looks in names and breeds (SPEC.md section 2), ignoring case. */
export function matchesSearch(horse: Pick<Horse, 'name' | 'breed'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return !needle || horse.name.toLowerCase().includes(needle) || horse.breed.toLowerCase().includes(needle);
}

export function filterHorses(horses: readonly Horse[], filters: HorseFilters): Horse[] {
  return horses.filter(
    (horse) => matchesSearch(horse, filters.q) && matchesStatus(horse, filters.status) && matchesHealth(horse, filters.health),
  );
}
