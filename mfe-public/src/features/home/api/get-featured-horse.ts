import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Horse } from '@remuda/contracts';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { callApi, horseKeys, requestOf } from '@remuda/shell-kit';

/** The horses the home page may feature: living horses on the property. */
const CANDIDATES = { status: 'on-property' } as const;

/** Where the home page reads the horses it may feature: by this page, and by the server drawing it. */
export const FEATURED_CANDIDATES_PATH = requestOf(HORSE_ROUTES.list, CANDIDATES).path;

export function getFeaturedHorseCandidates(signal?: AbortSignal) {
  return callApi(HORSE_ROUTES.list, CANDIDATES, { fallbackMessage: 'Failed to fetch featured horse', signal });
}

export const featuredHorseCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: horseKeys.featuredCandidates(),
    queryFn: ({ signal }) => getFeaturedHorseCandidates(signal),
  });

/**
 * One horse picked at random among those on the property and alive (the server already narrows the list;
 * the check here keeps the rule true whatever arrives). Null when there is none.
 */
export function pickFeaturedHorse(horses: readonly Horse[], random: () => number = Math.random): Horse | null {
  const candidates = horses.filter((horse) => horse.on_property && !horse.deceased);
  if (!candidates.length) return null;
  const index = Math.min(candidates.length - 1, Math.max(0, Math.floor(random() * candidates.length)));
  return candidates[index]!;
}

/**
 * The featured horse, chosen once per list the server sends (so it does not change on every render). Pass a
 * stable `random` (the default is Math.random).
 */
export function useFeaturedHorse(random: () => number = Math.random) {
  const { data, isPending, error, refetch } = useQuery(featuredHorseCandidatesQueryOptions());
  const horse = useMemo(() => (data ? pickFeaturedHorse(data, random) : null), [data, random]);
  return { horse, isPending, error, retry: () => void refetch() };
}
