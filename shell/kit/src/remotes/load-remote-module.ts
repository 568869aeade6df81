import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRegistry } from '@remuda/contracts';
import { PLATFORM_ROUTES, RELEASE_BUCKET_COOKIE, RELEASE_BUCKET_MAX_AGE_S, drawReleaseBucket, releaseBucketOf } from '@remuda/contracts/routes';
import { callApi } from '../api/call-api';
import { isPassedOver } from './fail-over';
import { forgetRemoteReports, reportRemote } from './remote-reports';

/** A remote's federation name: remote names like "public" are reserved words, so they get a prefix. */
export const federationName = (remote: RemoteName) => `remuda_${remote}`;

let registry: Promise<RemoteRegistry> | null = null;

/** Where the remotes are, asked of the gateway once per page load (each environment has its own). */
export function remoteRegistry(): Promise<RemoteRegistry> {
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
  forgetRemoteReports();
}

let pageBucket: number | null = null;

/**
 * This browser's place among all browsers, from 0 to 100, drawn once and kept in a cookie (nothing personal: a
 * random number), so a canary released to 10 % reaches the same tenth of browsers on every page load, and the
 * gateway draws the public pages from the same release. Where the browser keeps no cookie, it holds for this page
 * load.
 */
export function releaseBucket(): number {
  const kept = releaseBucketOf(`; ${document.cookie}`.split(`; ${RELEASE_BUCKET_COOKIE}=`)[1]?.split(';')[0]);
  if (kept !== null) return kept;
  pageBucket ??= drawReleaseBucket();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${RELEASE_BUCKET_COOKIE}=${pageBucket}; Path=/; Max-Age=${RELEASE_BUCKET_MAX_AGE_S}; SameSite=Lax${secure}`;
  return pageBucket;
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
 * Loads one module a remote exposes (`routes`, or a component another remote shows). A browser among a canary's
 * share loads the canary release; when that fails, the current release, and the canary is not tried again in this
 * page load. The first failure of the current release (or a try that takes longer than `waitMs`) is retried once
 * with the registry asked again and the remote registered afresh (a deploy may have replaced its files, an operator
 * its release, or the network blinked). When that fails too and the registry keeps the remote's previous release,
 * the module is loaded from it; otherwise the failure is the caller's to show. A remote stays on the release it
 * loaded from for the rest of the page load. Each release loaded, or given up, is reported (`reportRemote`).
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
      reportRemote(remote, entry, 'loaded');
      return module;
    } finally {
      clearTimeout(gaveUp);
    }
  };
  const givenUp = (entry: string, err: unknown) => {
    reportRemote(remote, entry, 'failed');
    return err;
  };
  // Where to load it from: the release it loaded from already, the canary for a browser in its share, or the
  // current release. A remote the registry does not name is not tried again: nothing failed that a retry could mend.
  const entries = async () => {
    const registry = await remoteRegistry();
    const previous = registry.previous?.[remote];
    let current = registry.remotes?.[remote];
    if (typeof current !== 'string') throw new UnregisteredRemote(remote);
    // A release whose page code could not be fetched in this tab a moment ago gives way to the previous one.
    if (previous && isPassedOver(current)) current = previous;
    const canary = registry.canary?.[remote];
    const trial = canary && releaseBucket() < canary.percent && !isPassedOver(canary.url) ? canary.url : undefined;
    return { entry: loadedFrom.get(remote) ?? trial ?? current, current, trial, previous };
  };
  let first: Awaited<ReturnType<typeof entries>> | null = null;
  try {
    first = await entries();
    return await attempt(first.entry, false);
  } catch (failure) {
    if (failure instanceof UnregisteredRemote) throw failure;
    // A canary that failed this browser is not tried again: the current release is, as everyone else's page loads.
    if (first && first.entry === first.trial) givenUp(first.entry, failure);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Asked afresh: an operator may have pointed the remote elsewhere meanwhile (a release rolled back).
    registry = null;
    const again = await entries();
    const entry = first?.trial && again.entry === first.trial ? again.current : again.entry;
    try {
      return await attempt(entry, true);
    } catch (second) {
      givenUp(entry, second);
      if (typeof again.previous !== 'string' || entry === again.previous) throw second;
      console.warn(`The ${remote} section's release could not be loaded; loading its previous release`, failure);
      return attempt(again.previous, true).catch((err: unknown) => {
        throw givenUp(again.previous!, err);
      });
    }
  }
}

/** Reports an error a remote threw while drawing (its section's error boundary caught it) against the release it runs. */
export function reportRemoteError(remote: RemoteName): void {
  const release = loadedFrom.get(remote);
  if (release) reportRemote(remote, release, 'error');
}

/**
 * The remote, and the release, whose code a script address belongs to: the script sits beside the release's
 * manifest, or below it (its `mf-manifest.json` names chunks relative to its own folder).
 */
export function remoteOfScript(scriptUrl: string): { remote: RemoteName; release: string } | null {
  for (const [remote, release] of loadedFrom) {
    const folder = new URL('.', new URL(release, window.location.href)).href;
    if (scriptUrl.startsWith(folder)) return { remote, release };
  }
  return null;
}

/** The release a remote's code was loaded from in this page load, if it was. */
export const loadedRelease = (remote: RemoteName): string | undefined => loadedFrom.get(remote);
