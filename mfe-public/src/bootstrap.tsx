// What the public site's own entry (client.tsx) loads once the page has loaded: it hydrates the server's markup
// with the same routes, without the shell or the federation runtime, so a visitor downloads only what the public
// pages use (docs/adr/016-public-site-client.md). Sign-in, the staff area and any path that is not a public page
// load as new pages, from the shell.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { PAGE_STATE_ID, createQueryClient, hydratePageState, publicPageOf } from '@remuda/shell-kit';
import { routes } from './routes';
import { browserSiteRoutes } from './site/site-routes';

/** The line logged when the browser could not take over the server's markup and drew the page again. */
const HYDRATION_FAILED = 'Remuda: the page drawn on the server did not match the browser';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const router = createBrowserRouter(browserSiteRoutes(routes));

const site = (
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>
);

/** Fills the cache with what the server read, makes the page's code ready, then takes over the markup. */
async function start(): Promise<void> {
  const state = document.getElementById(PAGE_STATE_ID);
  if (state) hydratePageState(queryClient, JSON.parse(state.textContent ?? '{}'));
  await publicPageOf(matchRoutes(routes, window.location.pathname)?.at(-1)?.route.handle)?.preload();
  hydrateRoot(root, site, {
    onRecoverableError: (error, info) => console.error(HYDRATION_FAILED, error, info.componentStack ?? ''),
  });
}

/** Settles once the page has taken over the markup; fails when its code could not be loaded (the page is drawn afresh). */
export const started = start().catch((err: unknown) => {
  // The page's code could not be loaded: the page is drawn afresh, which loads it again.
  root.replaceChildren();
  createRoot(root).render(site);
  throw err;
});
