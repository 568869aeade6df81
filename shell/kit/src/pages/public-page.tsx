import { type QueryKey, type QueryState, notifyManager, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { type Params, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../ui/use-document-title';

/** What a public page says about itself to search engines and to sites a link to it is shared on. */
export interface PageHead {
  /** The page's own title ("Dusty"); the tab and the shared card add the site's name, except on the home page. */
  title: string;
  /** The meta description: one or two sentences. */
  description: string;
  /** The canonical path of the page on the public site ("/horses/h-dusty"). */
  path: string;
  /** The picture a shared link shows: an absolute URL or a path on the site. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** schema.org structured data (JSON-LD) for the page. */
  structuredData?: Record<string, unknown>;
  /** A page no search engine should list (a horse that is not there). */
  noindex?: boolean;
}

/** Where a page is: its path parameters and query string. */
export interface PageMatch {
  params: Params;
  search: URLSearchParams;
}

/** The one read a page's first view needs: its query key (as the page asks it) and the public API path that answers it. */
export interface PageRead<T = unknown> {
  queryKey: QueryKey;
  path: string;
  /** What of the answer the page keeps (the home page keeps the one horse it features). */
  keep?: (answer: T) => T;
}

/**
 * A public page as its route declares it (the route's `handle`): how to load its code, what it reads, and its head,
 * from what it read. The server draws the page from this; the browser preloads the page before hydrating it and
 * names the tab from the same head.
 */
export interface PublicPage<T = unknown> {
  preload: () => Promise<unknown>;
  read?: (match: PageMatch) => PageRead<T>;
  /** Null while what the head depends on is still being read. */
  head: (match: PageMatch & { data: T | undefined; error: unknown }) => PageHead | null;
}

/** The page a matched route declares, if it is a public page. */
export function publicPageOf(handle: unknown): PublicPage | null {
  const page = (handle as { page?: PublicPage } | null | undefined)?.page;
  return page && typeof page.preload === 'function' && typeof page.head === 'function' ? page : null;
}

/**
 * Keeps the tab's title and the meta description those of the page shown, as the route declares them (the server
 * wrote the same into the HTML). Draws its children and nothing of its own.
 */
export function PageHeadOf({ page, children }: { page: PublicPage; children: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const read = page.read?.({ params, search });
  const { data, error } = useQueryStateOf(read?.queryKey) ?? {};
  const head = page.head({ params, search, data, error });
  useDocumentTitle(head?.title);
  const description = head?.description;
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', description);
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [description]);
  return children;
}

/**
 * What the cache holds for a key, watched without observing the query: an observer would lend the query its own
 * options, and one with no way to ask (a head only reads) would leave the page's retry of a failed read nothing to
 * call ("Missing queryFn").
 */
function useQueryStateOf(queryKey: QueryKey | undefined): QueryState | undefined {
  const queryClient = useQueryClient();
  // Told as react-query tells its own observers (batched, after the render under way): a page's query is added
  // while that page renders, and a change heard at once would update this head in the middle of it.
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)), [queryClient]);
  const read = () => (queryKey ? queryClient.getQueryState(queryKey) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
