import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HorseDetail } from '@remuda/contracts';
import { memoryLogger } from '@remuda/service-kit/testing';
import { PublicPages, type PublicDataChanges } from '../src/web/render/public-pages.js';
import type { LoadedBundle, PublicBundles, RenderModule } from '../src/web/render/public-bundle.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import type { ApiClient } from './api-client.js';

// Public pages drawn on the server (ADR 012), through the built shell page and the built public remote's server
// bundle (`node scripts/build.mjs shell mfe-public`), copied into a web root of the test's own.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ORIGIN = 'https://ranch.example';

/** A web root holding the built shell page and the public remote's manifest and server bundle. */
function builtWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'remuda-pages-'));
  const files = ['shell/dist/index.html', 'mfe-public/dist/mf-manifest.json', 'mfe-public/dist/server/render.js'];
  for (const file of files) {
    const from = path.join(REPO, file);
    if (!existsSync(from)) throw new Error(`${file} is not built: run node scripts/build.mjs shell mfe-public`);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(from, path.join(root, file));
  }
  return root;
}

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let webRoot: string;
let trainer: ApiClient;
/** The remote registry's releases file, which the gateway follows while it runs. */
let registryFile: string;

beforeAll(async () => {
  webRoot = builtWebRoot();
  registryFile = path.join(webRoot, 'registry.json');
  writeFileSync(registryFile, '{"remotes":{}}');
  // Sign-ins per address kept low, so the posted sign-in form's share of that limit is seen (the last test).
  platform = await startTestPlatform(
    { REMUDA_WEB_ROOT: webRoot, REMUDA_PUBLIC_URL: ORIGIN, REMUDA_REMOTE_REGISTRY_FILE: registryFile, REMUDA_AUTH_IP_LIMIT: '12' },
    ALL_SERVICES,
  );
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
}, 30_000);
afterAll(() => platform?.stop());

async function createHorse(fields: Record<string, unknown>): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { sex: 'mare', breed: 'Mustang', on_property: true, ...fields });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as HorseDetail;
}

/** A page as a browser gets it; `place` is the browser's place among all browsers, kept in the release cookie. */
async function page(url: string, place?: number) {
  const res = await fetch(platform.baseUrl + url, { headers: { accept: 'text/html', ...(place !== undefined && { cookie: `remuda-release-bucket=${place}` }) } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text(), cookie: res.headers.get('set-cookie') };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="remuda-state">/.exec(html)?.[1] ?? '';
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="remuda-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
const structuredDataOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('public pages drawn on the server', () => {
  it.each([
    ['/', 'Remuda Ranch', 'Good Horses, Raised on Open Country'],
    ['/about', 'About | Remuda Ranch', 'About Remuda Ranch'],
    ['/horses', 'Our Horses | Remuda Ranch', 'Our Horses'],
    ['/gallery', 'Gallery | Remuda Ranch', 'Gallery'],
    ['/cattle', 'Our Cattle | Remuda Ranch', 'Our Cattle'],
    ['/contact', 'Contact Us | Remuda Ranch', 'Contact Us'],
  ])('%s arrives with its content, title, description, canonical URL and sharing tags', async (url, title, heading) => {
    const { status, type, html } = await page(url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}${url}`);
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${ORIGIN}/remotes/public/assets/.+\\.webp$`));
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe(title);
    const root = rootOf(html);
    expect(root).toContain(`>${heading}</h1>`);
    // The shell's layout, and the remote's area marked as the browser marks it.
    expect(root).toContain('aria-label="Main"');
    expect(root).toContain('<div data-remote="public" data-remote-version="0.1.0" style="display:contents">');
    expect(html).not.toContain('<noscript>');
    // Taken over by the public site's own entry from the same release, not by the shell (ADR 016).
    expect(html).toContain('<script defer src="/remotes/public/client/site.js" data-release="/remotes/public/mf-manifest.json"></script>');
    expect(html).not.toContain('main.js');
  });

  it('sends a drawn page gzipped to browsers that accept it, under a tag it revalidates', async () => {
    const plain = await fetch(`${platform.baseUrl}/about`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    const [html, tag] = [await plain.text(), plain.headers.get('etag')!];
    expect([plain.headers.get('content-encoding'), tag]).toEqual([null, expect.stringMatching(/^"[\w-]{43}"$/)]);
    const zipped = await fetch(`${platform.baseUrl}/about`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect([zipped.status, zipped.headers.get('content-encoding'), zipped.headers.get('etag'), await zipped.text()]).toEqual([200, 'gzip', `W/${tag}`, html]);
    const revalidated = await fetch(`${platform.baseUrl}/about`, { headers: { accept: 'text/html', 'if-none-match': `W/${tag}` } });
    expect([revalidated.status, await revalidated.text()]).toEqual([304, '']);
  });

  it('takes the canonical address from REMUDA_PUBLIC_URL, never from the Host header', async () => {
    const res = await fetch(`${platform.baseUrl}/about`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about" />`);
    expect(html).not.toContain('evil.example');
  });

  it('draws a horse page with its name, excerpt and photo for shared links, and schema.org data', async () => {
    const description = `A steady bay mare who has packed kids and ranch hands alike. ${'She ties, loads and stands for the farrier. '.repeat(4)}`;
    const horse = await createHorse({ name: 'Juniper', description });
    const { status, html } = await page(`/horses/${horse.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Juniper | Remuda Ranch</title>');
    const excerpt = `${description.slice(0, 150).trimEnd()}...`;
    expect(metaContent(html, 'name', 'description')).toBe(excerpt);
    expect(metaContent(html, 'property', 'og:description')).toBe(excerpt);
    expect(metaContent(html, 'property', 'og:title')).toBe('Juniper | Remuda Ranch');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/horses/${horse.id}" />`);
    expect(structuredDataOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemPage',
      name: 'Juniper',
      mainEntity: { name: 'Juniper', url: `${ORIGIN}/horses/${horse.id}` },
    });
    expect(rootOf(html)).toContain('>Juniper</h1>');
    // The browser starts from the horse the server read, not from a second request.
    expect(stateOf(html).queries).toEqual(
      expect.arrayContaining([expect.objectContaining({ queryKey: ['horses', 'detail', horse.id], state: expect.objectContaining({ status: 'success' }) })]),
    );
  });

  it('escapes a horse named like markup everywhere it is written', async () => {
    const name = '</script><img src=x onerror=alert(1)> "Q" & Jr';
    // A name is one line; the description may break lines, with the separator that ends a line in old script parsers.
    const description = '<b>bold</b> & "quoted"\u2028and \u2029more';
    const horse = await createHorse({ name, description });
    const { status, html } = await page(`/horses/${horse.id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script><img');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;Q&quot; &amp; Jr | Remuda Ranch</title>');
    // Script contents escape <, >, & and the line separators, and still read back as the same text.
    const scripts = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(structuredDataOf(html).name).toBe(name);
    const kept = stateOf(html).queries.find((q: { queryKey: unknown[] }) => q.queryKey[1] === 'detail');
    expect(kept.state.data.name).toBe(name);
    expect(kept.state.data.description).toBe(description);
  });

  it('answers 404 with the not-found page for a horse that is not there, kept out of search engines', async () => {
    const { status, html } = await page('/horses/no-such-horse');
    expect(status).toBe(404);
    expect(html).toContain('<title>Horse not found | Remuda Ranch</title>');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    expect(rootOf(html)).toContain('We couldn’t find that horse');
    const kept = stateOf(html).queries.find((q: { queryKey: unknown[] }) => q.queryKey[1] === 'detail');
    expect(kept.state).toMatchObject({ status: 'error', error: { name: 'ApiError', status: 404 } });
  });

  it('lists only the filtered horses a shared /horses link names', async () => {
    await createHorse({ name: 'Piñon', breed: 'Quarter Horse', sex: 'gelding' });
    await createHorse({ name: 'Sagebrush', breed: 'Mustang', sex: 'gelding' });
    const root = rootOf((await page('/horses?breed=mustang&gender=gelding')).html);
    expect(root).toContain('>Sagebrush</');
    expect(root).not.toContain('>Piñon</');
  });

  it('draws a changed horse at once: a page kept from before the change is not served', async () => {
    const horse = await createHorse({ name: 'Tumbleweed' });
    expect(rootOf((await page(`/horses/${horse.id}`)).html)).toContain('>Tumbleweed</h1>');
    const res = await trainer.put(`/api/horses/${horse.id}`, { name: 'Tumbleweed Jr', sex: 'mare', breed: 'Mustang', on_property: true });
    expect(res.status).toBe(200);
    const again = await page(`/horses/${horse.id}`);
    expect(again.html).toContain('<title>Tumbleweed Jr | Remuda Ranch</title>');
    expect(rootOf(again.html)).toContain('>Tumbleweed Jr</h1>');
  });

  it('keeps the plain page for staff and sign-in paths', async () => {
    for (const url of ['/admin', '/admin/horses', '/login', '/profile', '/no-such-page', '/horses/add', '/public/about']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('remuda-state');
    }
  });
});

describe('when the server bundle fails', () => {
  const bundle = () => path.join(webRoot, 'mfe-public/dist/server/render.js');

  let swaps = 0;
  /** Runs `check` with the bundle's source swapped for `source`, then puts the built bundle back. */
  async function withBundle(source: string, check: () => Promise<void>): Promise<void> {
    // A rebuilt bundle is read again: its file's time tells, so each swap moves it further on.
    const touch = () => utimesSync(bundle(), new Date(), new Date(Date.now() + ++swaps * 10_000));
    const good = readFileSync(bundle());
    try {
      writeFileSync(bundle(), source);
      touch();
      await check();
    } finally {
      writeFileSync(bundle(), good);
      touch();
    }
  }

  it('serves the plain page, and logs why, when the bundle throws', async () => {
    await withBundle('exports.clientScript = "client/site.js"; exports.render = async () => { throw new Error("the horse threw its rider"); };', async () => {
      const { status, html } = await page('/about');
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Remuda Ranch</title>');
      expect(platform.logger.lines).toEqual(
        expect.arrayContaining([expect.objectContaining({ msg: 'public page could not be drawn on the server: serving the plain page', url: '/about', error: 'the horse threw its rider' })]),
      );
    });
    expect(rootOf((await page('/about')).html)).toContain('>About Remuda Ranch</h1>');
  });

  it('serves the plain page, and logs why, when the bundle names no browser entry for its pages', async () => {
    await withBundle('exports.render = async () => ({ status: 200, head: "<title>Drawn</title>", body: "<p>drawn</p>", state: {} });', async () => {
      const { status, html } = await page('/about');
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script defer="defer" src="/main.js"></script>');
      expect(platform.logger.lines).toEqual(
        expect.arrayContaining([expect.objectContaining({ msg: 'public page bundle cannot be loaded: serving the plain page', url: '/about', error: expect.stringContaining('names no browser entry for its pages') })]),
      );
    });
  });

  it('serves the plain page when there is no bundle', async () => {
    renameSync(bundle(), `${bundle()}.away`);
    try {
      const { status, html } = await page('/about');
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    } finally {
      renameSync(`${bundle()}.away`, bundle());
    }
  });
});

describe('another release of the public remote', () => {
  let server: Server;
  const requested: string[] = [];

  beforeAll(async () => {
    // A release published elsewhere: its manifest, and a server bundle that says which release drew the page.
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      if (req.url === '/release/mf-manifest.json') return void res.setHeader('content-type', 'application/json').end('{"metaData":{"buildInfo":{"buildVersion":"2.0.0"}}}');
      if (req.url === '/release/server/render.js') {
        return void res.end(
          'exports.clientScript = "client/site.js"; exports.render = async ({ url, assetsBase }) => ({ status: 200, head: "<title>Release 2.0.0</title>", body: `<p>${url} from ${assetsBase}</p>`, state: {} });',
        );
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('draws pages with the release the registry names, fetched once, and goes back when the registry does', async () => {
    const release = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release/`;
    writeFileSync(registryFile, JSON.stringify({ remotes: { public: `${release}mf-manifest.json` } }));
    try {
      const about = (await page('/about')).html;
      expect(rootOf(about)).toBe(`<p>/about from ${release}</p>`);
      // The markup and the code that takes it over come from the same release.
      expect(about).toContain(`<script defer src="${release}client/site.js" data-release="${release}mf-manifest.json"></script>`);
      expect(rootOf((await page('/cattle')).html)).toBe(`<p>/cattle from ${release}</p>`);
      expect(requested.filter((url) => url === '/release/server/render.js')).toHaveLength(1);
      // Kept where only this process may write.
      const folder = readdirSync(os.tmpdir()).map((name) => path.join(os.tmpdir(), name)).filter((dir) => /remuda-render-/.test(dir) && readdirSync(dir).length > 0);
      expect(folder.length).toBeGreaterThan(0);
      expect(statSync(folder[0]!).mode & 0o777).toBe(0o700);
    } finally {
      writeFileSync(registryFile, '{"remotes":{}}');
    }
    expect(rootOf((await page('/about')).html)).toContain('>About Remuda Ranch</h1>');
  });

  it('draws pages with the previous release the registry keeps when the current one cannot be fetched', async () => {
    const release = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release/`;
    const gone = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gone-${Date.now()}/mf-manifest.json`;
    writeFileSync(registryFile, JSON.stringify({ remotes: { public: gone }, previous: { public: `${release}mf-manifest.json` } }));
    try {
      const about = (await page('/about')).html;
      expect(rootOf(about)).toBe(`<p>/about from ${release}</p>`);
      expect(about).toContain(`data-release="${release}mf-manifest.json"`);
    } finally {
      writeFileSync(registryFile, '{"remotes":{}}');
    }
  });
});

describe('a canary of the public remote', () => {
  let server: Server;
  let release: string;

  beforeAll(async () => {
    // The canary's release: a server bundle that says it drew the page. Anything under /gone/ is not there.
    server = createServer((req, res) => {
      if (req.url === '/canary/mf-manifest.json') return void res.setHeader('content-type', 'application/json').end('{"metaData":{"buildInfo":{"buildVersion":"2.1.0"}}}');
      if (req.url === '/canary/server/render.js') {
        return void res.end('exports.clientScript = "client/site.js"; exports.render = async ({ url }) => ({ status: 200, head: "<title>Canary</title>", body: `<p>${url} from the canary</p>`, state: {} });');
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    release = `http://127.0.0.1:${(server.address() as AddressInfo).port}/canary/mf-manifest.json`;
  });
  afterAll(() => {
    writeFileSync(registryFile, '{"remotes":{}}');
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const onTrial = (canary: object) => writeFileSync(registryFile, JSON.stringify({ remotes: {}, canary: { public: { percent: 10, ...canary } } }));
  const current = '/remotes/public/mf-manifest.json';

  it("draws the canary's pages for browsers in its share, and the current release's for the others", async () => {
    onTrial({ url: release });
    const inside = await page('/about', 5);
    expect(rootOf(inside.html)).toBe('<p>/about from the canary</p>');
    // The page's code comes from the same release, and says which release it reports its page load against.
    expect(inside.html).toContain(`<script defer src="${new URL('client/site.js', release)}" data-release="${release}"></script>`);
    const outside = await page('/about', 50);
    expect(rootOf(outside.html)).toContain('>About Remuda Ranch</h1>');
    expect(outside.html).toContain(`data-release="${current}"`);
    // Each kept page is its release's: the one drawn for the share is not served outside it, nor the other way.
    expect(rootOf((await page('/about', 9.999)).html)).toBe('<p>/about from the canary</p>');
    expect(rootOf((await page('/about', 10)).html)).toContain('>About Remuda Ranch</h1>');
    expect(inside.cookie).toBeNull();
  });

  it('gives a browser without a place one, and its page the release that place chooses, only while a canary runs', async () => {
    onTrial({ url: release });
    const currentPage = rootOf((await page('/about', 50)).html);
    // New browsers until one has landed in the share and one outside it (one in ten lands inside).
    const seen = new Set<boolean>();
    for (let i = 0; i < 300 && seen.size < 2; i++) {
      const first = await page('/about');
      const place = Number(/^remuda-release-bucket=([\d.]+);/.exec(first.cookie ?? '')?.[1]);
      expect(place).toBeGreaterThanOrEqual(0);
      expect(place).toBeLessThan(100);
      expect(first.cookie).toMatch(/; Path=\/; Expires=.*; SameSite=Lax$/);
      expect(rootOf(first.html)).toBe(place < 10 ? '<p>/about from the canary</p>' : currentPage);
      seen.add(place < 10);
    }
    expect(seen.size).toBe(2);
    writeFileSync(registryFile, '{"remotes":{}}');
    expect((await page('/about')).cookie).toBeNull();
  });

  it('that cannot be loaded draws the current release, and counts as failed page loads until it is rolled back', async () => {
    const gone = release.replace('/canary/', `/gone-${Date.now()}/`);
    onTrial({ url: gone, minLoads: 3, maxErrorRate: 0.5 });
    const admin = platform.client();
    await admin.login('admin@remuda.test');
    const served = async () => ((await fetch(`${platform.baseUrl}/api/remotes`)).json() as Promise<{ canary?: object }>);
    expect((await served()).canary).toEqual({ public: { url: gone, percent: 10 } });
    // The page is never broken for the browser in the share: drawn with the current release.
    for (let i = 0; i < 3; i++) expect(rootOf((await page('/about', 1)).html)).toContain('>About Remuda Ranch</h1>');
    expect((await served()).canary).toBeUndefined();
    const [status] = (await admin.get('/api/remotes/canaries')).body as Array<{ remote: string; loads: number; errors: number; rolledBack: unknown }>;
    expect(status).toMatchObject({ remote: 'public', url: gone, loads: 3, errors: 3, rolledBack: { loads: 3, errors: 3 } });
    expect(platform.logger.lines.filter((line) => line.msg === 'canary rolled back')).toEqual([expect.objectContaining({ remote: 'public', release: gone, loads: 3, errors: 3 })]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and every listed horse, and no horse that is not listed', async () => {
    const listed = await createHorse({ name: 'Sitemap Listed' });
    const away = await createHorse({ name: 'Sitemap Away', on_property: false });
    const res = await fetch(`${platform.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/about', '/horses', '/gallery', '/cattle', '/contact']) expect(locs).toContain(`${ORIGIN}${p}`);
    expect(locs).toContain(`${ORIGIN}/horses/${listed.id}`);
    expect(locs).not.toContain(`${ORIGIN}/horses/${away.id}`);
    const listedCount = (await fetch(`${platform.baseUrl}/api/horses?status=on-property`).then((r) => r.json())) as unknown[];
    expect(locs.filter((loc) => loc!.startsWith(`${ORIGIN}/horses/`))).toHaveLength(listedCount.length);
  });

  it('keeps the staff area out of robots.txt and names the sitemap', async () => {
    const res = await fetch(`${platform.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text.split('\n')).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the kept pages', () => {
  /** Public data that changes only when told, and whose changes reach this replica. */
  class Changes implements PublicDataChanges {
    generation = 0;
    live = true;
    private listeners = new Set<() => void>();
    onChange(listener: () => void) {
      this.listeners.add(listener);
      return () => void this.listeners.delete(listener);
    }
    change() {
      this.generation += 1;
      for (const listener of this.listeners) listener();
    }
  }

  function pagesDrawing() {
    const drawn: string[] = [];
    const module: RenderModule = {
      clientScript: 'client/site.js',
      render: async ({ url }) => {
        drawn.push(url);
        return { status: 200, head: `<title>${url}</title>`, body: `<p>${url} #${drawn.length}</p>`, state: {} };
      },
    };
    const bundle: LoadedBundle = { release: 'test', entry: '/remotes/public/mf-manifest.json', module, assetsBase: '/remotes/public/' };
    const index = path.join(mkdtempSync(path.join(os.tmpdir(), 'remuda-index-')), 'index.html');
    writeFileSync(index, '<html><head><title>Remuda Ranch</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>');
    const changes = new Changes();
    const pages = new PublicPages({ current: async () => ({ bundle, byPlace: false }) } as unknown as PublicBundles, changes, ORIGIN, index, memoryLogger());
    return { pages, changes, drawn };
  }

  it('draws each path and query string once until public data changes', async () => {
    const { pages, changes, drawn } = pagesDrawing();
    expect((await pages.page('/horses', 'http://127.0.0.1:1', 50))!.drawn.body.raw.toString()).toContain('<p>/horses #1</p>');
    expect((await pages.page('/horses', 'http://127.0.0.1:1', 50))!.drawn.body.raw.toString()).toContain('<p>/horses #1</p>');
    expect((await pages.page('/horses?breed=mustang', 'http://127.0.0.1:1', 50))!.drawn.body.raw.toString()).toContain('#2');
    changes.change();
    expect((await pages.page('/horses', 'http://127.0.0.1:1', 50))!.drawn.body.raw.toString()).toContain('<p>/horses #3</p>');
    expect(drawn).toEqual(['/horses', '/horses?breed=mustang', '/horses']);
  });

  it('keeps nothing while changes do not reach this replica', async () => {
    const { pages, changes, drawn } = pagesDrawing();
    changes.live = false;
    await pages.page('/about', 'http://127.0.0.1:1', 50);
    await pages.page('/about', 'http://127.0.0.1:1', 50);
    expect(drawn).toEqual(['/about', '/about']);
  });
});

describe('forms posted as pages (before or without the page script)', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.baseUrl, 'sec-fetch-site': 'same-origin', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }) as const;
  const post = async (url: string, fields: Record<string, string>, headers?: Record<string, string>) => {
    const res = await fetch(platform.baseUrl + url, form(fields, headers));
    return { status: res.status, headers: res.headers, html: await res.text() };
  };
  /** The text of the element with `id` in the page's markup. */
  const textById = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  const valueOf = (html: string, id: string) => new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1];

  it('answers a contact form with empty required fields with the spec’s messages beside what was typed', async () => {
    const { status, headers, html } = await post('/contact', { name: '', email: 'not-an-email', phone: '555 0100', interest: 'cattle', message: ' ' });
    expect(status).toBe(400);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(textById(html, 'contact-name-error')).toBe('Name is required');
    expect(textById(html, 'contact-email-error')).toBe('Please enter a valid email address');
    expect(textById(html, 'contact-message-error')).toBe('Message is required');
    expect(valueOf(html, 'contact-email')).toBe('not-an-email');
    expect(valueOf(html, 'contact-phone')).toBe('555 0100');
    expect(html).toMatch(/<option value="cattle" selected="">/);
    // The browser takes the page over in the same state.
    expect(stateOf(html).queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'posted-form').state.data.values.phone).toBe('555 0100');
  });

  it('sends a complete contact form to the staff inbox and answers the success text', async () => {
    const message = `Posted without script ${Date.now()}`;
    const { status, html } = await post('/contact', { name: 'Jo Rider', email: 'jo@example.com', phone: '', interest: '', message });
    expect(status).toBe(200);
    expect(html).toContain('Your message has been sent! We&#x27;ll get back to you soon.');
    expect(valueOf(html, 'contact-name')).toBe('');
    const admin = platform.client();
    await admin.login('admin@remuda.test');
    const inbox = await admin.get(`/api/users/inquiries?limit=100`);
    expect((inbox.body as Array<{ message: string; interest: unknown }>).find((i) => i.message === message)).toMatchObject({ interest: null });
  });

  it('refuses a contact form posted from another site', async () => {
    const { status } = await post('/contact', { name: 'Jo', email: 'jo@example.com', message: 'Hi' }, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    expect(status).toBe(403);
  });

  it('serves a sign-in form that works without script, and keeps the shell page for everyone else', async () => {
    const { html } = await page('/login');
    expect(html).toMatch(/<noscript>[\s\S]*<form method="post" action="\/login"[\s\S]*<\/noscript>/);
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers a sign-in form with the field messages, keeping the email but never the password', async () => {
    const missing = await post('/login', { email: '', password: '' });
    expect(missing.status).toBe(400);
    expect(textById(missing.html, 'signin-email-error')).toBe('Email is required');
    expect(textById(missing.html, 'signin-password-error')).toBeTruthy();
    const wrong = await post('/login', { email: 'trainer@remuda.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('Login failed. Invalid email or password.');
    expect(wrong.html).toContain('value="trainer@remuda.test"');
    expect(wrong.html).not.toContain('not-the-password');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('signs in from the form: a session cookie, then the home page', async () => {
    const { status, headers } = await post('/login', { email: 'trainer@remuda.test', password: 'remuda-demo' });
    expect(status).toBe(303);
    expect(headers.get('location')).toBe('/');
    expect(headers.get('cache-control')).toBe('no-store');
    const cookie = headers.get('set-cookie')!.split(';')[0]!;
    const session = await fetch(`${platform.baseUrl}/api/users/session`, { headers: { cookie } });
    expect(((await session.json()) as { account: { email: string } }).account.email).toBe('trainer@remuda.test');
  });

  it('counts posted sign-ins against the address’s limit, as the API’s, and says so on the page', async () => {
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    for (let n = 0; n < 14 && answer?.status !== 429; n++) answer = await post('/login', { email: `nobody-${n}@example.com`, password: 'not-a-password' });
    expect(answer!.status).toBe(429);
    expect(answer!.html).toContain('Login failed. Too many sign-in attempts from your network.');
  });
});
