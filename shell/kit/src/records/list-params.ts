import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter holding a paged list's page (`?page=`); absent on the first page. */
export const PAGE_PARAM = 'page';

/** The page the address asks for: a whole number from 1, and 1 when it asks for none (or for nonsense). */
export function pageOf(params: URLSearchParams): number {
  const text = params.get(PAGE_PARAM) ?? '';
  const page = /^\d+$/.test(text) ? Number(text) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The address with one filter set (or dropped when empty), back at the list's first page. */
export function withFilter(current: URLSearchParams, name: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete(PAGE_PARAM);
  return next;
}

/**
 * A list's filters kept in the address, so they survive a reload: answers the parameters and a setter that sets
 * one (drops it when empty) in place of the history entry, and starts the list again at its first page.
 */
export function useFilterParams(): [params: URLSearchParams, setFilter: (name: string, value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (name: string, value: string | undefined) => setParams((current) => withFilter(current, name, value), { replace: true }),
    [setParams],
  );
  return [params, setFilter];
}
