import { useLayoutEffect } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { PublicLayout, aliasRoutes } from '@remuda/shell-kit';

/** The release this bundle is: the same build version the browser build writes into its mf-manifest.json. */
declare const __REMOTE_VERSION__: string;
const REMOTE_VERSION = __REMOTE_VERSION__;

/** The shell's remote area, as the shell draws it for the public remote (shell/src/app/remotes/remote-area.tsx). */
function PublicArea({ routes }: { routes: RouteObject[] }) {
  return (
    <div data-remote="public" data-remote-version={REMOTE_VERSION} style={{ display: 'contents' }}>
      <PublicRouter routes={routes} />
    </div>
  );
}

function PublicRouter({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The shell's public layout with the remote's area inside, as the shell's router arranges them: what the server draws. */
export const drawnSiteRoutes = (routes: RouteObject[]): RouteObject[] => [
  { element: <PublicLayout />, children: [{ path: '*', element: <PublicArea routes={routes} /> }] },
];

/**
 * A path the public site does not draw (sign-in, the staff area, a page that is not there): the browser loads it as
 * a new page, which the gateway answers with the shell. The entry the router has just added is replaced by it.
 */
function LoadAsNewPage() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

/**
 * The public site in the browser (src/bootstrap.tsx): the same tree the server draws, other spellings of pages sent on
 * as the shell sends them, and every path that is not a public page loaded as a new page.
 */
export const browserSiteRoutes = (routes: RouteObject[]): RouteObject[] => [
  ...aliasRoutes(),
  ...drawnSiteRoutes([...routes, { path: '*', element: <LoadAsNewPage /> }]),
];
