import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName, RemoteRegistry } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';

/** Every remote exposes `./routes`: the route objects of its pages, relative to its layout. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** A remote's federation name: remote names like "public" are reserved words, so they get a prefix. */
export const federationName = (remote: RemoteName) => `remuda_${remote}`;

let registry: Promise<RemoteRegistry> | null = null;

/** Where the remotes are, asked of the gateway once per page load (each environment has its own). */
function remoteRegistry(): Promise<RemoteRegistry> {
  registry ??= apiFetch<RemoteRegistry>('/api/remotes', { fallbackMessage: 'Failed to find the site sections' })
    .catch((err: unknown) => {
      registry = null;
      throw err;
    });
  return registry;
}

/**
 * Loads a remote's routes. The first failure is retried once with the remote registered afresh (a deploy may
 * have replaced its files, or the network blinked); a second failure is the caller's to show.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  const attempt = async (force: boolean) => {
    const entry = (await remoteRegistry()).remotes?.[remote];
    if (typeof entry !== 'string') throw new Error(`No address is registered for the ${remote} section`);
    registerRemotes([{ name: federationName(remote), entry }], { force });
    const module = await loadRemote<RemoteRoutesModule>(`${federationName(remote)}/routes`);
    if (!module || !Array.isArray(module.routes)) throw new Error(`The ${remote} section has no routes`);
    return module.routes;
  };
  try {
    return await attempt(false);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return attempt(true);
  }
}
