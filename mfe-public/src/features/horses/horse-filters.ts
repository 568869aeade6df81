/**
 * The public list's filters, as the page's own URL carries them (`/horses?q=storm&breed=mustang&gender=mare`)
 * so a filtered list can be shared, and as the API is asked for them.
 */
export const BREED_FILTERS = [
  { value: 'all', label: 'All Breeds' },
  { value: 'mustang', label: 'Mustangs' },
  { value: 'other', label: 'Other Breeds' },
] as const;

export const GENDER_FILTERS = [
  { value: 'all', label: 'All Genders' },
  { value: 'stallion', label: 'Stallions' },
  { value: 'mare', label: 'Mares' },
  { value: 'gelding', label: 'Geldings' },
] as const;

export type BreedFilter = (typeof BREED_FILTERS)[number]['value'];
export type GenderFilter = (typeof GENDER_FILTERS)[number]['value'];

export interface HorseFilters {
  q: string;
  breed: BreedFilter;
  gender: GenderFilter;
}

/** The API's sex values for each gender choice: Mares means mare and female. */
const SEX_QUERY: Record<Exclude<GenderFilter, 'all'>, string> = {
  stallion: 'stallion',
  mare: 'mare,female',
  gelding: 'gelding',
};

const oneOf = <T extends string>(value: string | null, allowed: readonly { value: T }[]): T =>
  (allowed.find((option) => option.value === value)?.value ?? allowed[0]!.value) as T;

/** Reads the filters from the page's query string; unknown values fall back to "All". */
export function filtersFromSearch(search: URLSearchParams): HorseFilters {
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    breed: oneOf(search.get('breed'), BREED_FILTERS),
    gender: oneOf(search.get('gender'), GENDER_FILTERS),
  };
}

/** The page's query string for some filters; "All" and an empty search are left out. */
export function searchFromFilters(filters: HorseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.breed !== 'all') search.set('breed', filters.breed);
  if (filters.gender !== 'all') search.set('gender', filters.gender);
  return search;
}

/** The public list's call: always living horses on the property, narrowed by the filters. */
export function horsesListInput(filters: HorseFilters): { status: 'on-property'; q?: string; breed?: string; sex?: string } {
  return {
    status: 'on-property',
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.breed !== 'all' ? { breed: filters.breed } : {}),
    ...(filters.gender !== 'all' ? { sex: SEX_QUERY[filters.gender] } : {}),
  };
}
