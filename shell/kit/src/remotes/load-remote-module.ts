import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRegistry } from '@remuda/contracts';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '../api/call-api';

/** A remote's federation name: remote names like "public" are reserved words, so they get a prefix. */
export const federationName = (remote: RemoteName) => `remuda_${remote}`;

let registry: Promise<RemoteRegistry> | null = null;

/** Where the remotes are, asked of the gateway once per page load (each environment has its own). */
function remoteRegistry(): Promise<RemoteRegistry> {
  registry ??= callApi(PLATFORM_ROUTES.remotes, {}, { fallbackMessage: 'Failed to find the site sections' })
    .catch((err: unknown) => {
      registry = null;
      throw err;
    });
  return registry;
}

/** Forgets where the remotes are, as a new page load does: the tests' each rendered app is one. */
export function forgetRemoteRegistry(): void {
  registry = null;
}

/**
 * Loads one module a remote exposes (`routes`, or a component another remote shows). The first failure is retried
 * once with the remote registered afresh (a deploy may have replaced its files, or the network blinked); a second
 * failure is the caller's to show.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const attempt = async (force: boolean) => {
    const entry = (await remoteRegistry()).remotes?.[remote];
    if (typeof entry !== 'string') throw new Error(`No address is registered for the ${remote} section`);
    registerRemotes([{ name: federationName(remote), entry }], { force });
    const module = await loadRemote<T>(`${federationName(remote)}/${exposed}`);
    if (!module) throw new Error(`The ${remote} section has no ${exposed}`);
    return module;
  };
  try {
    return await attempt(false);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return attempt(true);
  }
}

/**
 * The release of a remote this page runs: the build version its manifest declares (its package version, or the
 * one it was built under), or null when its entry is not a manifest or cannot be read. Asked of the same address
 * the federation runtime loads the remote from, so it names the release the page really runs.
 */
export async function remoteVersion(remote: RemoteName): Promise<string | null> {
  const entry = (await remoteRegistry()).remotes?.[remote];
  if (typeof entry !== 'string' || !/\.json(\?|$)/.test(entry)) return null;
  const res = await fetch(entry, { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const manifest = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
