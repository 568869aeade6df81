import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '@remuda/contracts';
import { type PublishedExposes, loadRemoteModule, remoteVersion } from '@remuda/shell-kit';

/** Every remote exposes `./routes`: the route objects of its pages, relative to its layout, as its published types say. */
export type RemoteRoutesModule = PublishedExposes[RemoteName]['./routes'];

/** A remote's routes (loaded, and retried once, by the kit's loader). */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  const module = await loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
  if (!Array.isArray(module.routes)) throw new Error(`The ${remote} section has no routes`);
  return module.routes;
}

/** The release of a remote the page runs (its manifest's build version), or null when it does not say. */
export function loadRemoteVersion(remote: RemoteName): Promise<string | null> {
  return remoteVersion(remote);
}
