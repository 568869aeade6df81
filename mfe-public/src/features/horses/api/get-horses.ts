import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { callApi, horseKeys, requestOf } from '@remuda/shell-kit';
import { type HorseFilters, horsesListInput } from '../horse-filters';

/** Where the public list is read: by this page, and by the server drawing it. */
export const horsesPath = (filters: HorseFilters) => requestOf(HORSE_ROUTES.list, horsesListInput(filters)).path;

export const horsesQueryOptions = (filters: HorseFilters) =>
  queryOptions({
    queryKey: horseKeys.publicList({ q: filters.q.trim(), breed: filters.breed, gender: filters.gender }),
    queryFn: ({ signal }) => callApi(HORSE_ROUTES.list, horsesListInput(filters), { fallbackMessage: 'Failed to fetch horses', signal }),
    // While a new filter loads, the last list stays on screen (marked busy) instead of a spinner.
    placeholderData: keepPreviousData,
  });

export const useHorses = (filters: HorseFilters) => useQuery(horsesQueryOptions(filters));
