import { PLATFORM_ROUTES } from '@remuda/contracts';
import { type RequestFacts, REGISTRY_PATH, cacheRuleFor } from './cache-rules';

const SITE = 'https://ranch.test';
const CDN = 'https://cdn.example.com';

const get = (url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({ url, method: 'GET', mode: 'no-cors', destination: 'script', ...more });
const page = (url: string) => get(url, { mode: 'navigate', destination: 'document' });
const rule = (request: RequestFacts) => cacheRuleFor(request, SITE);

describe('which requests the staff app keeps for offline use, and how', () => {
  it('answers staff pages, and only those, with the network first and the shell as the offline stand-in', () => {
    for (const path of ['/admin', '/admin/horses/dusty?tab=medical', '/profile', '/login']) expect(rule(page(`${SITE}${path}`))).toBe('staff-page');
    // The public site is drawn by the server exactly as without a service worker; so are look-alike paths.
    for (const path of ['/', '/about', '/horses/dusty', '/gallery', '/administration', '/loginx']) expect(rule(page(`${SITE}${path}`))).toBeNull();
    expect(rule(page(`${CDN}/admin`))).toBeNull();
  });

  it('asks the network first for where the remotes are and which release each runs, wherever they are served', () => {
    expect(REGISTRY_PATH).toBe(PLATFORM_ROUTES.remotes.http.path);
    expect(rule(get(`${SITE}${REGISTRY_PATH}`, { mode: 'cors', destination: '' }))).toBe('remote-registry');
    for (const url of [`${SITE}/remotes/horses/mf-manifest.json`, `${SITE}/mfe/horses/mf-manifest.json`, `${CDN}/horses/2.1.0/mf-manifest.json`]) {
      expect(rule(get(url, { mode: 'cors', destination: '' }))).toBe('remote-manifest');
    }
    // A remote's entry, and the shell's, keep their names from release to release: never answered from the cache
    // while online.
    for (const url of [`${SITE}/remotes/horses/remoteEntry.js`, `${CDN}/horses/2.1.0/remoteEntry.js`, `${SITE}/main.js`]) expect(rule(get(url))).toBe('entry');
    expect(rule(get(`${CDN}/main.js`))).toBeNull();
  });

  it('keeps content-hashed files from any release', () => {
    for (const url of [`${SITE}/235.fdb38e96e9.js`, `${SITE}/remotes/medical/__federation_expose_routes.f43929751e.js`, `${CDN}/riding/assets/arena.0123456789.webp`]) {
      expect(rule(get(url))).toBe('immutable');
    }
  });

  it('never keeps the API (the data layer keeps its own data), writes, or clips', () => {
    for (const path of ['/api/horses', '/api/auth/me', '/api/horses/dusty/pictures/abc.0123456789.webp', '/health/ready', '/metrics']) {
      expect(rule(get(`${SITE}${path}`, { mode: 'cors', destination: '' }))).toBeNull();
    }
    expect(rule(get(`${SITE}${REGISTRY_PATH}`, { method: 'POST' }))).toBeNull();
    expect(rule(get(`${SITE}/remotes/horses/mf-manifest.json`, { method: 'HEAD' }))).toBeNull();
    expect(rule(get(`${SITE}/media/clips/ride.mp4`, { destination: 'video' }))).toBeNull();
  });

  it('shows pictures from the cache while fetching them again', () => {
    expect(rule(get(`${SITE}/media/horses/dusty/640.webp`, { destination: 'image' }))).toBe('media');
    expect(rule(get(`${CDN}/media/horses/dusty/640.webp`, { destination: 'image' }))).toBeNull();
  });

  it('leaves requests it cannot fetch again to the browser', () => {
    expect(rule(get('data:image/png;base64,AAAA', { destination: 'image' }))).toBeNull();
    expect(rule(get('chrome-extension://abc/235.fdb38e96e9.js'))).toBeNull();
  });
});
