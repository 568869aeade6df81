/// <reference lib="webworker" />
// The staff app's service worker, built by the shell's webpack build into /sw.js (InjectManifest fills in
// __WB_MANIFEST). Why each kind of request is answered as it is: docs/adr/014-installable-staff-app.md.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { type PrecacheEntry, PrecacheFallbackPlugin, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { type CacheRule, cacheRuleFor } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Only complete answers are kept: never an error, and never a part of a file (206). */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A remote's files requested from another origin by a <script> element come back opaque, which cannot be told
 * from an error and so cannot be kept. Remotes always answer CORS (their manifests are read with it), so those
 * requests are made with CORS instead, without cookies, and their answers can be kept.
 */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit', headers: request.headers })
      : request,
};

/**
 * The shell answers the same page at every staff path, so one copy is kept: the last one the network gave, whose
 * security policy names the remotes' origins of that day (a release on a new origin runs offline too).
 */
const oneStaffPage: WorkboxPlugin = { cacheKeyWillBeUsed: async () => '/admin' };

/** Offline, with no copy kept yet, the copy precached when this worker was installed. */
const precachedCopy: WorkboxPlugin = { handlerDidError: async ({ request }) => matchPrecache(request.url) };

const STRATEGIES: Record<CacheRule, Strategy> = {
  // A slow barn connection waits a few seconds, not a minute, before drawing from what is here. Before any staff
  // page was kept, the page precached with the shell's code stands in.
  'staff-page': new NetworkFirst({
    cacheName: 'remuda-pages',
    networkTimeoutSeconds: 4,
    plugins: [okOnly, oneStaffPage, new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })],
  }),
  // No network timeout on these three: a slow answer is still the release the registry names, and the entry code
  // that goes with it.
  'remote-registry': new NetworkFirst({ cacheName: 'remuda-remote-registry', plugins: [okOnly] }),
  'remote-manifest': new NetworkFirst({
    cacheName: 'remuda-remote-manifests',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
  entry: new NetworkFirst({
    cacheName: 'remuda-entries',
    plugins: [corsForOtherOrigins, okOnly, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }), precachedCopy],
  }),
  // Releases accumulate here as they are published; the least recently used go first once there are many.
  immutable: new CacheFirst({
    cacheName: 'remuda-code',
    plugins: [corsForOtherOrigins, okOnly, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
  media: new StaleWhileRevalidate({
    cacheName: 'remuda-media',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
};

// A new build takes over at once: every open page keeps the code it runs (online, its next load runs the deployed
// shell in any case: pages and entry code are asked of the network first).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell's page, entry code, manifest and icons, fetched when the worker is installed: the stand-ins offline
// until the pages themselves have been kept. Never answered before the network (no precache route).
precache(self.__WB_MANIFEST);
for (const rule of Object.keys(STRATEGIES) as CacheRule[]) {
  registerRoute(({ request }) => cacheRuleFor(request, self.location.origin) === rule, STRATEGIES[rule]);
}
