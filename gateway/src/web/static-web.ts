import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import { REMOTE_NAMES } from '@remuda/contracts';
import { FORM_PAGES } from './form-posts.controller.js';
import { type PublicSite, keepPlace, ownAddress, visitorPlace } from './render/public-site.js';
import { EMPTY_SIGN_IN, signInPageHtml } from './render/sign-in-page.js';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;
const NOT_WEB = /^\/(api|health|metrics|media)(\/|$)/;
/** Source maps are never served, even if a build left some behind: they would hand out the sources. */
const SOURCE_MAP = /\.map$/i;

/**
 * The staff app's service worker (shell/src/sw) runs under a policy of its own, fixed when it was installed: it
 * fetches only what a page asked for and the page's own policy allowed, from whichever origin the remote registry
 * names now (a policy naming today's remote origins would block a release published elsewhere tomorrow). It loads
 * no script but itself.
 */
const SERVICE_WORKER_POLICY = "default-src 'none'; script-src 'self'; connect-src *";

/** The repository (or image) root, where each front end's `dist/` folder sits. */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
}

function setCacheHeaders(res: Response, file: string): void {
  // Content-hashed files never change under their name; everything else is checked on every load.
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Remotes may be fetched from another origin in the distributed mode.
  if (file.includes(`${path.sep}mfe-`)) res.setHeader('Access-Control-Allow-Origin', '*');
}

/**
 * Serves the built shell at `/` (any page path answers its index.html, the router takes it from there) and each
 * built remote at `/remotes/<name>/`. With `site`, public pages arrive drawn on the server (ADR 012), and
 * sitemap.xml and robots.txt are served.
 */
export function staticWeb(webRoot: string, site?: PublicSite) {
  const router = express.Router();
  // API, health, metrics and media requests never look for a file on disk.
  router.use((req: Request, _res: Response, next: NextFunction) => (NOT_WEB.test(req.path) ? next('router') : next()));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!SOURCE_MAP.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found');
  });
  for (const name of REMOTE_NAMES) {
    const dir = path.join(webRoot, `mfe-${name}`, 'dist');
    router.use(`/remotes/${name}`, express.static(dir, { index: false, setHeaders: setCacheHeaders }));
  }
  if (site) {
    router.get('/robots.txt', (_req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/plain').send(site.robots);
    });
    router.get('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
      site.sitemap.xml(ownAddress(req)).then((xml) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('application/xml').send(xml);
      }, next);
    });
  }
  router.use('/remotes', (_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.get('/sw.js', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', SERVICE_WORKER_POLICY);
    next();
  });
  const shellDir = path.join(webRoot, 'shell', 'dist');
  const index = path.join(shellDir, 'index.html');
  router.use(express.static(shellDir, { index: false, setHeaders: setCacheHeaders }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_WEB.test(req.path)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web front end is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!site) return res.sendFile(index);
    // Sign-in works without script too: the shell's page carries a plain form for such a browser.
    const shell = req.path === FORM_PAGES.signIn ? site.pages.shellPage() : null;
    if (shell !== null) return res.type('html').send(signInPageHtml(shell, EMPTY_SIGN_IN));
    // A page that cannot be drawn on the server is the plain page, which the browser draws: never an error.
    const { place, drawn } = visitorPlace(req);
    site.pages.page(req.originalUrl, ownAddress(req), place).then(
      (page) => {
        if (!page) return res.sendFile(index);
        // While a canary of the public remote runs, a visitor keeps the place that chose their release.
        if (page.byPlace && drawn) keepPlace(res, site, place);
        page.drawn.body.send(req, res.status(page.drawn.status).type('html'));
      },
      () => res.sendFile(index),
    );
  });
  return router;
}
