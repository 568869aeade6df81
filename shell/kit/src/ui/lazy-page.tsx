import { type ComponentType, Suspense, lazy } from 'react';
import { PageSpinner } from './page-spinner';

/** A page whose code loads on first visit, and the way to load it ahead of drawing it. */
export interface PageLoader {
  /** The route element: the page, behind a spinner while its code loads. */
  element: React.ReactElement;
  /** Loads the page's code now; once it has, the element draws the page at once, without the spinner. */
  preload: () => Promise<ComponentType>;
}

/** Each load of a page's code that failed, to be tried again. */
const failedLoads = new Set<() => Promise<unknown>>();

/**
 * Loads again the code of every page that could not load it (offline, say, before it was ever opened): for Try
 * again, or the connection coming back. Resolves, with how many it loaded, once all have loaded; rejects when one
 * still fails (it waits to be tried again). A failed load is kept until then, so a page that cannot load shows its
 * notice once rather than trying again and again.
 */
export async function retryFailedPages(): Promise<number> {
  const retries = [...failedLoads];
  failedLoads.clear();
  await Promise.all(retries.map((retry) => retry()));
  return retries.length;
}

/**
 * A route element whose code loads on first visit, and its `preload`. A page preloaded before its first render
 * draws straight away: the server's HTML holds the page rather than the spinner, and the browser, having preloaded
 * the same page, hydrates exactly that markup. A load that fails is the nearest error boundary's to show.
 */
export function pageLoader(load: () => Promise<ComponentType>): PageLoader {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (loading) return loading;
    const attempt: Promise<ComponentType> = load().then(
      (page) => (loaded = page),
      (err: unknown) => {
        failedLoads.add(() => {
          if (loading === attempt) {
            loading = undefined;
            Lazy = lazyOne();
          }
          return preload();
        });
        throw err;
      },
    );
    loading = attempt;
    return attempt;
  };
  // React reads a lazy component's code from a thenable; one that has already settled answers synchronously, so
  // React does not suspend. A lazy component keeps a failure for good: a retry makes a new one.
  const lazyOne = () =>
    lazy(() =>
      loaded
        ? ({ then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType }>)
        : preload().then((page) => ({ default: page })),
    );
  let Lazy = lazyOne();
  function Page() {
    return <Lazy />;
  }
  return {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    ),
    preload,
  };
}

/**
 * A route element whose code loads on first visit, so a remote's routes module stays small and each page
 * downloads only what it draws.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return pageLoader(load).element;
}
