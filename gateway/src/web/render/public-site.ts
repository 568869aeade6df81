import path from 'node:path';
import type { Request } from 'express';
import type { RemoteRegistry } from '@remuda/contracts';
import type { JsonLogger } from '@remuda/service-kit';
import { PublicBundles } from './public-bundle.js';
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
}

export function publicSite(options: {
  webRoot: string;
  origin: string;
  registry: { registry(): RemoteRegistry };
  changes: PublicDataChanges;
  logger: Pick<JsonLogger, 'info' | 'warn'>;
}): PublicSite {
  const bundles = new PublicBundles(options.registry, options.webRoot, options.origin, options.logger);
  const index = path.join(options.webRoot, 'shell', 'dist', 'index.html');
  return {
    webRoot: options.webRoot,
    pages: new PublicPages(bundles, options.changes, options.origin, index, options.logger),
    sitemap: new Sitemap(options.changes, options.origin),
    robots: robotsTxt(options.origin),
  };
}

/** This gateway's own address, as the request reached it: where a page's data is read back over loopback. */
export function ownAddress(req: Request): string {
  const { localAddress, localPort } = req.socket;
  const host = !localAddress || localAddress === '::' || localAddress === '0.0.0.0' ? '127.0.0.1' : localAddress.replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}
