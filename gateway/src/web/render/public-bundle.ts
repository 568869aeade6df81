import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { RemoteRegistry, RemoteReports } from '@remuda/contracts';
import type { JsonLogger } from '@remuda/service-kit';

/** One answer of the public API, as the bundle reads it. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** What the public remote's server bundle (mfe-public/src/server/render.ts) answers for a page. */
export interface RenderedPage {
  status: number;
  head: string;
  body: string;
  state: unknown;
}

export interface RenderModule {
  /** The release's browser entry for the pages it draws, relative to the release folder ("client/site.js"). */
  clientScript: string;
  render(request: {
    url: string;
    origin: string;
    fetchJson: (path: string) => Promise<JsonAnswer>;
    assetsBase?: string;
    /** A form of the page posted to the server: the page is drawn in the state the server answered it with. */
    form?: { name: string; state: unknown };
  }): Promise<RenderedPage | null>;
}

/** A loaded release of the bundle: `release` names it (a cache of its pages is that release's). */
export interface LoadedBundle {
  release: string;
  /** The registry's entry it was loaded from, as browsers report it (`POST /api/remotes/reports`). */
  entry: string;
  module: RenderModule;
  /** Where the release's browser files are served: the folder of its mf-manifest.json. */
  assetsBase: string;
}

/** A release as loaded, before the entry it was chosen by is known. */
type Bundle = Omit<LoadedBundle, 'entry'>;

/** The bundle's place beside a release's manifest. */
export const SERVER_BUNDLE = 'server/render.js';
const LOCAL_REMOTE = '/remotes/public/';

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs a CommonJS bundle file and answers its exports. Read afresh each time, never from require's cache, so a
 * rebuilt bundle under the same name is the new code.
 */
function loadBundle(file: string): RenderModule {
  const module = { exports: {} as unknown };
  const wrapped = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
  (wrapped as (...args: unknown[]) => void)(module.exports, nodeRequire, module, file, path.dirname(file));
  const loaded = module.exports as Partial<RenderModule>;
  if (typeof loaded.render !== 'function') throw new Error(`${file} exports no render function`);
  if (typeof loaded.clientScript !== 'string' || !/^[\w./-]+\.js$/.test(loaded.clientScript) || loaded.clientScript.includes('..')) {
    throw new Error(`${file} names no browser entry for its pages`);
  }
  return loaded as RenderModule;
}

/** How long a release that could not be loaded is left before it is tried again. */
const UNAVAILABLE_MS = 5_000;

/** How often a release served from elsewhere is asked whether it changed under the same address (a rollout). */
const RECHECK_MS = 30_000;

/**
 * Which releases of the public remote visitors are to get (the registry as browsers are served it: without a
 * canary rolled back), and where what a visitor's page load of a canary came to is told (the gateway's CanaryJudge).
 */
export interface PublicReleases {
  served(only: 'public'): Promise<RemoteRegistry>;
  count(reports: RemoteReports): Promise<number>;
}

/** The bundle a visitor's page is drawn with, and whether a canary's share was what chose it (a place was needed). */
export interface ChosenBundle {
  bundle: LoadedBundle;
  byPlace: boolean;
}

/**
 * Finds and loads the server bundle of the public remote's release the remote registry names: a `/remotes/public/…`
 * entry is the gateway's own build (mfe-public/dist, loaded again when it is rebuilt); any other entry is a release
 * served elsewhere (an http(s) URL, or a path on the public site, as the Ingress serves `/mfe/public/`), whose
 * bundle is fetched once per release into a private folder and loaded from there. A registry switch loads the new
 * release on the next page. While the public remote has a canary, a visitor whose place is in its share gets the
 * canary's pages; a canary whose bundle cannot be loaded is reported as that page load `failed`, and the page is
 * drawn with the current release; a current release that cannot be loaded gives way to the previous one the
 * registry keeps.
 */
export class PublicBundles {
  private readonly loaded = new Map<string, Promise<Bundle>>();
  /** Each remote manifest's release, as last read: its build version, and when that was asked. */
  private readonly versions = new Map<string, { version: string; checked: number }>();
  /** Releases that could not be loaded while another could stand in, until when they are not tried again. */
  private readonly unavailable = new Map<string, number>();
  private folder: string | null = null;

  constructor(
    private readonly releases: PublicReleases,
    private readonly webRoot: string,
    /** The public site's address, against which a path entry outside /remotes/ is read. */
    private readonly origin: string,
    private readonly logger: Pick<JsonLogger, 'info' | 'warn'>,
    /** How long a manifest's release is trusted before it is asked again. */
    private readonly recheckMs = RECHECK_MS,
  ) {}

  /**
   * The bundle of the release a visitor at `place` (0 to 100, as the release cookie keeps it) gets now; null when
   * there is none to use (not built). When the current release cannot be loaded and the registry keeps the previous
   * one, the previous one's (as the shell kit's loader falls back, ADR 029).
   */
  async current(place: number): Promise<ChosenBundle | null> {
    const { remotes, canary, previous } = await this.releases.served('public');
    const trial = canary?.public;
    const byPlace = trial !== undefined;
    if (trial && place < trial.percent) {
      const chosen = await this.unlessUnavailable(trial.url, byPlace);
      if (chosen) return chosen;
      await this.releases.count({ reports: [{ remote: 'public', release: trial.url, outcome: 'failed' }] });
    }
    const before = previous?.public;
    if (!before) return this.chosen(remotes.public, byPlace);
    return (await this.unlessUnavailable(remotes.public, byPlace)) ?? this.chosen(before, byPlace);
  }

  /**
   * A release's bundle, or null (logged) when it cannot be loaded; the caller has another to draw the page with.
   * After a failure it is not asked again for a few seconds: pages are not held up by a release server that is
   * down.
   */
  private async unlessUnavailable(entry: string, byPlace: boolean): Promise<ChosenBundle | null> {
    if ((this.unavailable.get(entry) ?? 0) > Date.now()) return null;
    try {
      const chosen = await this.chosen(entry, byPlace);
      if (chosen) return chosen;
      throw new Error('it is not built');
    } catch (err) {
      this.unavailable.set(entry, Date.now() + UNAVAILABLE_MS);
      this.logger.warn('public release cannot be loaded: drawing the page with another', { release: entry, error: (err as Error).message });
      return null;
    }
  }

  private async chosen(entry: string, byPlace: boolean): Promise<ChosenBundle | null> {
    const bundle = await this.load(entry);
    return bundle && { bundle: { ...bundle, entry }, byPlace };
  }

  private load(entry: string): Promise<Bundle | null> {
    if (!entry.startsWith(LOCAL_REMOTE)) return this.remote(new URL(entry, `${this.origin}/`).href);
    const manifest = path.join(this.webRoot, 'mfe-public', 'dist', ...entry.slice(LOCAL_REMOTE.length).split('?')[0]!.split('/'));
    const file = path.join(path.dirname(manifest), ...SERVER_BUNDLE.split('/'));
    let built: number;
    try {
      built = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    const release = `${file}@${built}`;
    return this.once(release, () => {
      // A rebuild replaces the file under the same name: the old copy is dropped, the new one read.
      for (const key of this.loaded.keys()) if (key.startsWith(`${file}@`) && key !== release) this.loaded.delete(key);
      return { release, module: loadBundle(file), assetsBase: path.posix.dirname(entry.split('?')[0]!) + '/' };
    });
  }

  private async remote(manifestUrl: string): Promise<Bundle> {
    const version = await this.versionOf(manifestUrl);
    return this.once(`${manifestUrl}@${version}`, async () => {
      const url = new URL(SERVER_BUNDLE, manifestUrl);
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new Error(`${url.href} answered ${res.status}`);
      const code = await res.text();
      const file = path.join(this.privateFolder(), `render-${this.loaded.size}-${Date.now()}.cjs`);
      writeFileSync(file, code, { mode: 0o600 });
      this.logger.info('public page bundle loaded', { release: manifestUrl, version });
      return { release: `${manifestUrl}@${version}`, module: loadBundle(file), assetsBase: new URL('.', manifestUrl).href };
    });
  }

  /**
   * A remote manifest's build version: a release replaced under the same address is another release. While the
   * manifest cannot be read (its server restarting, a rollout under way), the release last read goes on drawing
   * pages: visitors keep the server's pages, and the manifest is asked again after the same wait.
   */
  private async versionOf(manifestUrl: string): Promise<string> {
    const known = this.versions.get(manifestUrl);
    if (known && Date.now() - known.checked < this.recheckMs) return known.version;
    let version: string;
    try {
      const res = await fetch(manifestUrl, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
      const manifest = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
      version = String(manifest?.metaData?.buildInfo?.buildVersion ?? '');
    } catch (err) {
      if (!known) throw err;
      this.logger.warn('remote manifest cannot be read: pages are drawn with the release last read', { release: manifestUrl, version: known.version, error: (err as Error).message });
      version = known.version;
    }
    this.versions.set(manifestUrl, { version, checked: Date.now() });
    return version;
  }

  /** Loads a release once; a failed load is forgotten, so a later page tries again. */
  private once(release: string, load: () => Bundle | Promise<Bundle>): Promise<Bundle> {
    let bundle = this.loaded.get(release);
    if (!bundle) {
      bundle = Promise.resolve().then(load);
      bundle.catch(() => this.loaded.delete(release));
      this.loaded.set(release, bundle);
    }
    return bundle;
  }

  /** Fetched bundles are code this process runs: kept where only it can write (0700). */
  private privateFolder(): string {
    this.folder ??= mkdtempSync(path.join(tmpdir(), 'remuda-render-'));
    return this.folder;
  }
}
