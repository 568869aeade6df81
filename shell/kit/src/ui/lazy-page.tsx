import { type ComponentType, Suspense, lazy } from 'react';
import { PageSpinner } from './page-spinner';

/** A page whose code loads on first visit, and the way to load it ahead of drawing it. */
export interface PageLoader {
  /** The route element: the page, behind a spinner while its code loads. */
  element: React.ReactElement;
  /** Loads the page's code now; once it has, the element draws the page at once, without the spinner. */
  preload: () => Promise<ComponentType>;
}

/**
 * A route element whose code loads on first visit, and its `preload`. A page preloaded before its first render
 * draws straight away: the server's HTML holds the page rather than the spinner, and the browser, having preloaded
 * the same page, hydrates exactly that markup.
 */
export function pageLoader(load: () => Promise<ComponentType>): PageLoader {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((page) => (loaded = page)));
  // React reads a lazy component's code from a thenable; one that has already settled answers synchronously, so
  // React does not suspend.
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType }>)
      : preload().then((page) => ({ default: page })),
  );
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
