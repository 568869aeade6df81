import { type ComponentType, Suspense, lazy } from 'react';
import { PageSpinner } from './page-spinner';

/**
 * A route element whose code loads on first visit, so a remote's routes module stays small and each page
 * downloads only what it draws.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
