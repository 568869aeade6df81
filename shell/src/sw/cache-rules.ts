import { isStaffPath } from './staff-area';

/**
 * How the service worker answers a request it takes (docs/adr/014-installable-staff-app.md):
 * - `staff-page`: a staff page, from the network; offline, the last one kept (else the shell's precached page).
 * - `remote-registry`, `remote-manifest`, `entry`: where the remotes are, which release each runs, and the entry
 *   code of each remote and of the shell (its name stays from release to release), from the network whenever it
 *   answers, so a release published meanwhile is used; the last copy only offline.
 * - `immutable`: a file named by its content hash, from the cache once it is there (the name never changes meaning).
 * - `media`: a picture, from the cache at once while it is fetched again in the background.
 */
export type CacheRule = 'staff-page' | 'remote-registry' | 'remote-manifest' | 'entry' | 'immutable' | 'media';

/** What a rule needs to know of a request (a subset of the Fetch API's Request). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

/** The gateway's remote registry (PLATFORM_ROUTES.remotes.http.path of @remuda/contracts, which the service worker does not bundle). */
export const REGISTRY_PATH = '/api/remotes';
/** Webpack's content-hashed names (`[name].[contenthash:10].js`, `assets/[name].[contenthash:10][ext]`). */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|gif|svg|woff2?)$/;
/** The shell's entry code (`main.js`), served from the root under the same name by every build. */
const SHELL_ENTRY = /^\/[\w-]+\.js$/;
/** Answered live, always: the data layer keeps the data it needs offline itself. */
const NEVER_CACHED = /^\/(api|health|metrics)(\/|$)/;

/**
 * The rule for a request, or null when the service worker leaves it to the browser as if there were none: every
 * write, every API call but the registry, clips (range requests), and every page of the public site.
 */
export function cacheRuleFor(request: RequestFacts, ownOrigin: string): CacheRule | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const own = url.origin === ownOrigin;
  if (request.mode === 'navigate') return own && isStaffPath(url.pathname) ? 'staff-page' : null;
  if (own && url.pathname === REGISTRY_PATH) return 'remote-registry';
  if (own && NEVER_CACHED.test(url.pathname)) return null;
  // Remotes may be served from other origins (a CDN, another cluster): the page's security policy already
  // allowed the request before it reached the service worker.
  if (url.pathname.endsWith('/mf-manifest.json')) return 'remote-manifest';
  if (HASHED.test(url.pathname)) return 'immutable';
  if (url.pathname.endsWith('/remoteEntry.js') || (own && SHELL_ENTRY.test(url.pathname))) return 'entry';
  if (own && url.pathname.startsWith('/media/') && request.destination === 'image') return 'media';
  return null;
}
