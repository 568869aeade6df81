import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { Writable } from 'node:stream';
import { ApiError, PATH_ALIASES, createQueryClient, dehydratePageState, publicPageOf } from '@remuda/shell-kit';
import { postedFormKey } from '../components/posted-form';
import { drawnSiteRoutes } from '../site/site-routes';
import { headHtml } from './head';

/** One answer of the site's public API, read as an anonymous visitor. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface RenderRequest {
  /** The page's path and query string ("/horses?breed=mustang"). */
  url: string;
  /** The public site's own address ("https://remuda.example"), for canonical and shared links. */
  origin: string;
  /** Reads a path of the public API ("/api/horses/h-dusty"). */
  fetchJson: (path: string) => Promise<JsonAnswer>;
  /**
   * Where this release's browser files are served ("/remotes/public/", or the URL of the folder its mf-manifest.json
   * is in): the pictures the page shows are addressed from there. The first call fixes it for this copy of the bundle.
   */
  assetsBase?: string;
  /**
   * A form of the page posted to the server (the contact form before the page's script took over, or with script
   * off): the page is drawn in the state the server answered it with. Such a page is drawn for one visitor alone.
   */
  form?: PostedForm;
}

/** A posted form's state, by the form's name ("contact"): see src/features/contact/posted-contact.ts. */
export interface PostedForm {
  name: string;
  state: unknown;
}

export interface RenderedPage {
  /** 200, or 404 for a horse that is not there. */
  status: number;
  /** The head elements: title, description, canonical link, Open Graph and Twitter tags, JSON-LD. */
  head: string;
  /** The markup of the shell's #root. */
  body: string;
  /** The query cache the page was drawn from, for the browser to hydrate with. */
  state: unknown;
}

/** How long a page may take to draw before the server gives up on it (the gateway then serves the plain page). */
const RENDER_TIMEOUT_MS = 10_000;

/** Other spellings of pages (/horses/add is a staff page): the shell's router sends them on before anything is drawn. */
const ALIASES = PATH_ALIASES.map(({ from }) => ({ path: from }));

const handlerFor = (routes: RouteObject[]) => createStaticHandler(drawnSiteRoutes(routes));
let handler: { routes: RouteObject[]; handler: ReturnType<typeof createStaticHandler> } | null = null;

/** The HTML of a tree once every part of it is ready; rejects on any error while drawing. */
function renderToHtml(tree: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // The whole page in one piece: no part of it is sent ahead to be moved into place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failure) {
          clearTimeout(timer);
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        } else {
          stream.pipe(sink);
        }
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('the page took too long to draw')), RENDER_TIMEOUT_MS);
    timer.unref();
  });
}

/** Draws the public page at `url` from the remote's `routes` (src/routes.tsx), as src/server.ts's `render` says. */
export async function renderPage({ url, origin, fetchJson, form }: RenderRequest, routes: RouteObject[]): Promise<RenderedPage | null> {
  const location = new URL(url, origin);
  if (matchRoutes(ALIASES, location.pathname)) return null;
  const match = matchRoutes(routes, location.pathname)?.at(-1);
  const page = match ? publicPageOf(match.route.handle) : null;
  if (!match || !page) return null;
  const pageMatch = { params: match.params, search: location.searchParams };

  const queryClient = createQueryClient({ forServer: true });
  if (form) queryClient.setQueryData(postedFormKey(form.name), form.state);
  await page.preload();
  let status = 200;
  const read = page.read?.(pageMatch);
  if (read) {
    const answer = await fetchJson(read.path);
    if (answer.status === 404) {
      status = 404;
      const message = (answer.body as { message?: unknown } | null)?.message;
      const error = new ApiError(404, typeof message === 'string' && message ? message : 'Not found');
      // Drawn as the failure it is, not as a read about to start again (as the browser's first render will, too).
      queryClient.setQueryDefaults(read.queryKey, { retryOnMount: false });
      await queryClient.prefetchQuery({ queryKey: read.queryKey, queryFn: () => Promise.reject(error), retry: false });
    } else if (answer.status !== 200) {
      throw new Error(`${read.path} answered ${answer.status}`);
    } else {
      queryClient.setQueryData(read.queryKey, read.keep ? read.keep(answer.body) : answer.body);
    }
  }
  const readState = read ? queryClient.getQueryState(read.queryKey) : undefined;
  const head = page.head({ ...pageMatch, data: readState?.data, error: readState?.error ?? null });
  if (!head) throw new Error(`${location.pathname} has no head`);

  if (handler?.routes !== routes) handler = { routes, handler: handlerFor(routes) };
  const context = await handler.handler.query(new Request(location.href));
  if (context instanceof Response) throw new Error(`${location.pathname} answered a redirect`);
  const router = createStaticRouter(handler.handler.dataRoutes, context);
  // What the shell's App wraps its router in (shell/src/app/app.tsx), so the markup is the same.
  const body = await renderToHtml(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  return { status, head: headHtml(head, origin), body, state: dehydratePageState(queryClient) };
}

