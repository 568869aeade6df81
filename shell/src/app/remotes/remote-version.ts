import type { RemoteName } from '@remuda/contracts';
import { loadRemoteVersion } from './load-remote-routes';

/**
 * The release of a remote this page runs, asked once per page load when its area is drawn (marked on the area,
 * `data-remote-version`) or when an administrator opens About this site, so after the registry points a remote at
 * another release anyone can tell which one a page got.
 */
export const remoteVersionQuery = (remote: RemoteName) => ({
  queryKey: ['remote-version', remote],
  queryFn: () => loadRemoteVersion(remote),
  // Offline too: the service worker keeps the remotes' code, so the load is tried rather than held for a connection.
  networkMode: 'always' as const,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});
