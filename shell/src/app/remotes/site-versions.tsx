import { useQueries } from '@tanstack/react-query';
import { REMOTE_NAMES, type RemoteName } from '@remuda/contracts';
import { loadRemoteVersion } from './load-remote-routes';

/**
 * The release of a remote this page runs, asked once per page load when its area is drawn: marked on the area
 * (`data-remote-version`) and listed by SiteVersions, so after the registry points a remote at another release
 * anyone can tell which one a page got.
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

/** A quiet line naming the releases of the site's sections this page has drawn (it asks for none itself). */
export function SiteVersions() {
  const answers = useQueries({ queries: REMOTE_NAMES.map((remote) => ({ ...remoteVersionQuery(remote), enabled: false })) });
  const loaded = REMOTE_NAMES.flatMap((remote, i) => {
    const version = answers[i]?.data;
    return version ? [`${remote} ${version}`] : [];
  });
  if (loaded.length === 0) return null;
  return (
    <footer className="muted" style={{ padding: '8px 24px', fontSize: 13 }}>
      Site sections: {loaded.join(', ')}
    </footer>
  );
}
