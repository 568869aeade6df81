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
  loadedFrom.clear();
}

/**
 * How long one try to load a remote's module may take before it counts as failed. A load that neither ends nor
 * fails (seen in Chromium: no request in flight, no error, the page's spinner for ever) would otherwise hold the
 * section closed with nothing to retry; on a slow connection the first try has warmed the cache for the second.
 */
const LOAD_WAIT_MS = 10_000;

class UnregisteredRemote extends Error {
  constructor(remote: RemoteName) {
    super(`No address is registered for the ${remote} section`);
  }
}

/** The address each remote's code was loaded from in this page load: its current release's, or its previous one's. */
const loadedFrom = new Map<RemoteName, string>();

/**
 * Loads one module a remote exposes (`routes`, or a component another remote shows). The first failure (or a try
 * that takes longer than `waitMs`) is retried once with the registry asked again and the remote registered afresh
 * (a deploy may have replaced its files, an operator its release, or the network blinked). When that fails too and the registry keeps the remote's previous release, the
 * module is loaded from it (the current release's files are gone, or broken); otherwise the failure is the caller's
 * to show. A remote that fell back to its previous release stays on it for the rest of the page load.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, { waitMs = LOAD_WAIT_MS } = {}): Promise<T> {
  const attempt = async (entry: string, force: boolean) => {
    registerRemotes([{ name: federationName(remote), entry }], { force });
    let gaveUp: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      gaveUp = setTimeout(() => reject(new Error(`The ${remote} section did not load within ${waitMs} ms`)), waitMs);
    });
    try {
      const module = await Promise.race([loadRemote<T>(`${federationName(remote)}/${exposed}`), late]);
      if (!module) throw new Error(`The ${remote} section has no ${exposed}`);
      loadedFrom.set(remote, entry);
      return module;
    } finally {
      clearTimeout(gaveUp);
    }
  };
  // Where to load it from, and its previous release (the registry is asked again after it could not be read). A
  // remote the registry does not name is not tried again: nothing has failed that a second try could mend.
  const entries = async () => {
    const registry = await remoteRegistry();
    const current = registry.remotes?.[remote];
    if (typeof current !== 'string') throw new UnregisteredRemote(remote);
    return { entry: loadedFrom.get(remote) ?? current, previous: registry.previous?.[remote] };
  };
  try {
    return await attempt((await entries()).entry, false);
  } catch (first) {
    if (first instanceof UnregisteredRemote) throw first;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Asked afresh: an operator may have pointed the remote elsewhere meanwhile (a release rolled back).
    registry = null;
    const { entry, previous } = await entries();
    try {
      return await attempt(entry, true);
    } catch (second) {
      if (typeof previous !== 'string' || entry === previous) throw second;
      console.warn(`The ${remote} section's release could not be loaded; loading its previous release`, first);
      return attempt(previous, true);
    }
  }
}

/**
 * The release of a remote this page runs: the build version its manifest declares (its package version, or the
 * one it was built under), or null when its entry is not a manifest or cannot be read. Asked of the same address
 * the federation runtime loads the remote from, so it names the release the page really runs.
 */
export async function remoteVersion(remote: RemoteName): Promise<string | null> {
  const entry = loadedFrom.get(remote) ?? (await remoteRegistry()).remotes?.[remote];
  if (typeof entry !== 'string' || !/\.json(\?|$)/.test(entry)) return null;
  const res = await fetch(entry, { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const manifest = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
