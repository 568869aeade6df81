import { REMOTES } from '@remuda/contracts/domains';
import type { PublicDataChanges } from './public-pages.js';
import { readJson } from './public-pages.js';

/** The public site's own pages: every remote's areas under the public layout ('' is the home page). */
export const PUBLIC_PAGE_PATHS: readonly string[] = REMOTES.flatMap((remote) => remote.areas.public.map((segment: string) => `/${segment}`));

/** Horses asked for at a time while the sitemap is made (the API's largest page). */
const HORSES_PAGE = 500;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** robots.txt: everything public may be crawled, the staff area and the API may not; names the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /profile', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * sitemap.xml: the public pages and the page of every horse the public list shows, read through the public API
 * page by page as an anonymous visitor. Kept while public data stays as it was.
 */
export class Sitemap {
  private kept: { generation: number; xml: string } | null = null;

  constructor(
    private readonly changes: PublicDataChanges,
    private readonly origin: string,
  ) {}

  async xml(api: string): Promise<string> {
    const generation = this.changes.generation;
    if (this.kept?.generation === generation && this.changes.live) return this.kept.xml;
    const paths = [...PUBLIC_PAGE_PATHS];
    for (let offset = 0; ; offset += HORSES_PAGE) {
      const answer = await readJson(api, `/api/horses?status=on-property&limit=${HORSES_PAGE}&offset=${offset}`);
      if (answer.status !== 200 || !Array.isArray(answer.body)) throw new Error(`the public horse list answered ${answer.status}`);
      const horses = answer.body as Array<{ id: string; deceased?: boolean; on_property?: boolean }>;
      for (const horse of horses) if (!horse.deceased && horse.on_property !== false) paths.push(`/horses/${encodeURIComponent(horse.id)}`);
      if (horses.length < HORSES_PAGE) break;
    }
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `  <url><loc>${escapeXml(`${this.origin}${path}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    if (this.changes.generation === generation) this.kept = { generation, xml };
    return xml;
  }
}
