import { Navigate, type RouteObject, useLocation, useParams } from 'react-router-dom';
import { PATH_ALIASES, aliasTarget } from './paths';

/** Sends another spelling of a page (PATH_ALIASES) on to the page itself, query string and hash along. */
function AliasRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={aliasTarget(to, params) + search + hash} replace />;
}

/** One route per alias, for any router that draws the site's pages (the shell's, the public site's own). */
export const aliasRoutes = (): RouteObject[] => PATH_ALIASES.map(({ from, to }) => ({ path: from, element: <AliasRedirect to={to} /> }));
