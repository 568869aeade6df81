// The public remote's server entry (built by webpack.server.config.js into dist/server/render.js, CommonJS for
// Node, with React, the router and React Query inside): the gateway calls `render` to draw a public page as HTML
// (docs/adr/012-server-rendered-public-pages.md).

import type { RenderRequest, RenderedPage } from './server/render-page';

export type { JsonAnswer, PostedForm, RenderRequest, RenderedPage } from './server/render-page';

declare let __webpack_public_path__: string;

/**
 * The file, in the same release folder, that takes over the pages `render` draws (src/client.tsx, built by
 * webpack.client.config.js): the gateway sends it with each page in place of the shell's entry.
 */
export const clientScript = 'client/site.js';

let app: Promise<[typeof import('./routes'), typeof import('./server/render-page')]> | undefined;

/** Draws a public page; null when `url` is not one (a staff page, sign-in, a path no public page has). */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  if (!app) {
    // Asset URLs are fixed as their modules first run, so the base is set before any is loaded.
    __webpack_public_path__ = request.assetsBase ?? '/remotes/public/';
    app = Promise.all([import('./routes'), import('./server/render-page')]);
  }
  const [{ routes }, { renderPage }] = await app;
  return renderPage(request, routes);
}
