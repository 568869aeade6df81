import { readFileSync, statSync } from 'node:fs';
import type { JsonLogger } from '@remuda/service-kit';
import { KeptBody } from '../../http/kept-body.js';
import { pageHtml } from './page-html.js';
import type { ChosenBundle, JsonAnswer, LoadedBundle, PublicBundles } from './public-bundle.js';

/** What the cache of drawn pages is told: the generation of public data, and when it moves on (public-changes.ts). */
export interface PublicDataChanges {
  readonly generation: number;
  readonly live: boolean;
  onChange(listener: () => void): () => void;
}

/** A page drawn on the server, ready to send: its HTML as a KeptBody (tagged, gzipped once). */
export interface DrawnPage {
  status: number;
  body: KeptBody;
}

/** Pages kept at most: each distinct path and query string is one. */
const MAX_PAGES = 500;
/** How long one read of the public API may take while a page is drawn. */
const READ_TIMEOUT_MS = 5000;

/**
 * Draws public pages on the server with the public remote's bundle (ADR 012) into the shell's index.html, and
 * keeps them per path and query string while public data stays as it was. Whatever goes wrong answers null: the
 * caller then sends the plain page, which the browser draws itself.
 */
export class PublicPages {
  private readonly pages = new Map<string, { generation: number; page: DrawnPage | null }>();
  private index: { mtimeMs: number; text: string } | null = null;

  constructor(
    private readonly bundles: PublicBundles,
    private readonly changes: PublicDataChanges,
    /** The public site's address (REMUDA_PUBLIC_URL): canonical and shared links, never the request's Host. */
    private readonly origin: string,
    private readonly indexFile: string,
    private readonly logger: Pick<JsonLogger, 'info' | 'warn'>,
  ) {
    changes.onChange(() => this.pages.clear());
  }

  /**
   * The page at `url` (path and query string), drawn for a visitor at `place` among all browsers (the release
   * cookie's, 0 to 100: a public canary's share gets its pages); null when it is not a public page or cannot be
   * drawn. `byPlace` says the place chose the release (a canary runs), so a visitor without one is to keep it.
   * `api` is this gateway's own address, where the page's data is read as an anonymous visitor would.
   */
  async page(url: string, api: string, place: number): Promise<{ drawn: DrawnPage; byPlace: boolean } | null> {
    const ready = await this.ready(url, place);
    if (!ready) return null;
    const { index, chosen: { bundle, byPlace } } = ready;
    // Each release has pages of its own: the entry names the release browsers report, the bundle's the code.
    const key = `${bundle.entry} ${bundle.release} ${url}`;
    const generation = this.changes.generation;
    const kept = this.pages.get(key);
    if (kept && kept.generation === generation) {
      // Most recently used last, so the least used is the first to go.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept.page && { drawn: kept.page, byPlace };
    }
    let page: DrawnPage | null;
    try {
      page = await this.draw(index, bundle, url, api);
    } catch (err) {
      this.logger.warn('public page could not be drawn on the server: serving the plain page', { url, error: (err as Error).message });
      return null;
    }
    // Kept only while changes reach this replica, and only if none came while it was drawn.
    if (this.changes.live && this.changes.generation === generation) {
      this.pages.set(key, { generation, page });
      if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    }
    return page && { drawn: page, byPlace };
  }

  /**
   * The page at `url` drawn with one of its forms as the server answered it when posted (ADR 016): drawn for this
   * visitor alone, never kept. Null when it cannot be drawn; a failure to draw it is thrown.
   */
  async posted(url: string, api: string, place: number, form: { name: string; state: unknown }): Promise<DrawnPage | null> {
    const ready = await this.ready(url, place);
    return ready && this.draw(ready.index, ready.chosen.bundle, url, api, form);
  }

  /** The shell's page and the bundle of the release for the visitor's place, or null (logged) when either is missing. */
  private async ready(url: string, place: number): Promise<{ index: string; chosen: ChosenBundle } | null> {
    const index = this.shellPage();
    if (index === null) return null;
    try {
      const chosen = await this.bundles.current(place);
      return chosen && { index, chosen };
    } catch (err) {
      this.logger.warn('public page bundle cannot be loaded: serving the plain page', { url, error: (err as Error).message });
      return null;
    }
  }

  private async draw(index: string, bundle: LoadedBundle, url: string, api: string, form?: { name: string; state: unknown }): Promise<DrawnPage | null> {
    const drawn = await bundle.module.render({ url, origin: this.origin, assetsBase: bundle.assetsBase, fetchJson: (path) => readJson(api, path), form });
    return drawn && { status: drawn.status, body: new KeptBody(Buffer.from(pageHtml(index, drawn, { src: bundle.assetsBase + bundle.module.clientScript, release: bundle.entry }))) };
  }

  /** The shell's built page, read again when it is rebuilt; null while it is not built. */
  shellPage(): string | null {
    try {
      const { mtimeMs } = statSync(this.indexFile);
      if (this.index?.mtimeMs !== mtimeMs) this.index = { mtimeMs, text: readFileSync(this.indexFile, 'utf8') };
      return this.index.text;
    } catch {
      return null;
    }
  }
}

/** Reads a path of the public API from this gateway, without cookies: what any visitor would get. */
export async function readJson(api: string, path: string): Promise<JsonAnswer> {
  if (!path.startsWith('/api/')) throw new Error(`${path} is not a public API path`);
  const res = await fetch(new URL(path, api), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}
