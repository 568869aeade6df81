import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@remuda/contracts';
import type { Config } from '@remuda/service-kit';

/** Where the shell finds each remote: the environment's REMUDA_REMOTE_<NAME>_URL, or the gateway's own copy. */
export function remoteRegistry(config: Config): RemoteRegistry {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) remotes[name] = config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`;
  return { remotes };
}

/** The other origins remotes are served from, which the page's content security policy must allow. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
