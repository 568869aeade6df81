import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilter } from './list-params';

/** How long typing pauses before a search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box kept in the address (`?q=`), so it survives a reload: answers what is typed, its setter, and the
 * search in force (trimmed), which follows the typing once it pauses. A new search starts a paged list again at
 * its first page (drops `?page=`); other parameters are left as they are.
 */
export function useSearchParam(name = 'q'): [typed: string, setTyped: (text: string) => void, search: string] {
  const [params, setParams] = useSearchParams();
  const search = (params.get(name) ?? '').trim();
  const [typed, setTyped] = useState(params.get(name) ?? '');

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() === search) return;
      setParams((current) => withFilter(current, name, typed.trim()), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, name, setParams]);

  return [typed, setTyped, search];
}
