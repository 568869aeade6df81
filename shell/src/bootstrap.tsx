import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { PAGE_STATE_ID, hydratePageState, publicPageOf } from '@remuda/shell-kit';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { loadRemoteRoutes } from './app/remotes/load-remote-routes';
import './sw/register-service-worker';

/** The line logged when the browser could not take over the server's markup and drew the page again. */
const HYDRATION_FAILED = 'Remuda: the page drawn on the server did not match the browser';

const root = document.getElementById('root')!;

/**
 * A public page the gateway drew on the server (ADR 012) arrives with its markup in #root and the query cache it
 * was drawn from: the browser fills its cache from that, makes the public remote's routes and the page's code ready,
 * and hydrates the markup rather than drawing it again. Any other page is drawn here from nothing.
 */
async function start(): Promise<void> {
  const state = document.getElementById(PAGE_STATE_ID);
  if (state && root.hasChildNodes()) {
    hydratePageState(queryClient, JSON.parse(state.textContent ?? '{}'));
    const routes = await loadRemoteRoutes('public');
    queryClient.setQueryData(['remote-routes', 'public'], routes);
    await publicPageOf(matchRoutes(routes, window.location.pathname)?.at(-1)?.route.handle)?.preload();
    hydrateRoot(root, <App />, {
      onRecoverableError: (error, info) => console.error(HYDRATION_FAILED, error, info.componentStack ?? ''),
    });
    return;
  }
  createRoot(root).render(<App />);
}

start().catch((err: unknown) => {
  // The public remote could not be reached: the page is drawn afresh, which shows its notice for that section.
  console.error('The page could not take over the server-drawn markup', err);
  root.replaceChildren();
  createRoot(root).render(<App />);
});
