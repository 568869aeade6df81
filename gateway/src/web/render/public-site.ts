import path from 'node:path';
import type { Request, Response } from 'express';
import { RELEASE_BUCKET_COOKIE, RELEASE_BUCKET_MAX_AGE_S, drawReleaseBucket, releaseBucketOf } from '@remuda/contracts';
import type { JsonLogger } from '@remuda/service-kit';
import { PublicBundles, type PublicReleases } from './public-bundle.js';
import { type PublicDataChanges, PublicPages } from './public-pages.js';
import { Sitemap, robotsTxt } from './sitemap.js';

/** The gateway's PublicSite (a Nest provider: the static web and the posted forms both draw pages with it). */
export const PUBLIC_SITE = Symbol('PUBLIC_SITE');

/** What the gateway serves to be found and shared: public pages drawn on the server, sitemap.xml and robots.txt. */
export interface PublicSite {
  /** The repository (or image) root, where each front end's `dist/` folder sits. */
  webRoot: string;
  pages: PublicPages;
  sitemap: Sitemap;
  robots: string;
  /** The release cookie goes only over HTTPS (REMUDA_COOKIE_SECURE). */
  secure: boolean;
}

export function publicSite(options: {
  webRoot: string;
  origin: string;
  releases: PublicReleases;
  changes: PublicDataChanges;
  secure: boolean;
  logger: Pick<JsonLogger, 'info' | 'warn'>;
}): PublicSite {
  const bundles = new PublicBundles(options.releases, options.webRoot, options.origin, options.logger);
  const index = path.join(options.webRoot, 'shell', 'dist', 'index.html');
  return {
    webRoot: options.webRoot,
    pages: new PublicPages(bundles, options.changes, options.origin, index, options.logger),
    sitemap: new Sitemap(options.changes, options.origin),
    robots: robotsTxt(options.origin),
    secure: options.secure,
  };
}

/** A visitor's place among all browsers (the release cookie's, as the shell kit keeps it), or one drawn now (`drawn`). */
export function visitorPlace(req: Request): { place: number; drawn: boolean } {
  const kept = releaseBucketOf((req.cookies as Record<string, string> | undefined)?.[RELEASE_BUCKET_COOKIE]);
  return kept === null ? { place: drawReleaseBucket(), drawn: true } : { place: kept, drawn: false };
}

/** Gives a visitor the place drawn for them, so their next page loads get the same release. */
export function keepPlace(res: Response, site: PublicSite, place: number): void {
  res.cookie(RELEASE_BUCKET_COOKIE, String(place), { path: '/', maxAge: RELEASE_BUCKET_MAX_AGE_S * 1000, sameSite: 'lax', secure: site.secure });
}

/** This gateway's own address, as the request reached it: where a page's data is read back over loopback. */
export function ownAddress(req: Request): string {
  const { localAddress, localPort } = req.socket;
  const host = !localAddress || localAddress === '::' || localAddress === '0.0.0.0' ? '127.0.0.1' : localAddress.replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}
