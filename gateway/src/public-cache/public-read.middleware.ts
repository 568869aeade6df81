import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GALLERY_OPERATIONS, HORSE_OPERATIONS } from '@remuda/contracts';
import { publicReadLookups } from '@remuda/service-kit';
import { credentialSource } from '../auth/jwt.strategy.js';
import { KeptBody } from '../http/kept-body.js';
import { PublicChanges } from './public-changes.js';
import { type PublicAnswer, PublicReadCache } from './public-read-cache.js';

/** The headers of an answer that belong to it (the rest, like the correlation id, are each request's own). */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link'];
/** Browsers and shared caches may keep anonymous answers, but ask again (with the tag) before each use. */
const PUBLIC_CACHE_CONTROL = 'public, no-cache';

const LIST_PATH = HORSE_OPERATIONS.list.http!.path;
const ONE_HORSE = new RegExp(`^${LIST_PATH}/[^/]+/?$`);
const GALLERY_PATH = GALLERY_OPERATIONS.list.http!.path;

/**
 * The route a kept read answers, as Express names it (for the request metrics): the horse list, one horse, the
 * gallery, or none. As Express's routes, a trailing slash is allowed; other spellings pass by to the routes, uncached.
 */
function routeOf(path: string): string | null {
  for (const list of [LIST_PATH, GALLERY_PATH]) if (path === list || path === `${list}/`) return list;
  return ONE_HORSE.test(path) ? `${LIST_PATH}/:id` : null;
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return null;
}

/**
 * Anonymous reads of the horse list, of one horse and of the gallery (all kept by the horses service, so dropped
 * on any of its events): answered from this replica's PublicReadCache when it holds
 * them, otherwise passed on to the routes and their answer kept (a horse's 404 too; no other error). Every such
 * answer is sent as a KeptBody (its tag, 304 for a request naming it, gzip made once) with `Cache-Control: public,
 * no-cache`. Requests with a session (cookie or bearer token) pass by untouched: their answers are no-store.
 * Mounted before the routes, after the cookies are read (`handler()`).
 */
@Injectable()
export class PublicReadMiddleware {
  constructor(
    private readonly cache: PublicReadCache,
    private readonly changes: PublicChanges,
  ) {}

  handler(): RequestHandler {
    return (req, res, next) => this.use(req, res, next);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const route = req.method === 'GET' ? routeOf(req.path) : null;
    if (!route || credentialSource(req)) return next();
    const key = req.originalUrl;
    const kept = this.cache.get(key);
    if (kept) {
      publicReadLookups.inc({ outcome: 'hit' });
      // Named as the route would have named it, for the request metrics.
      (req as Request & { route?: { path: string } }).route = { path: route };
      res.statusCode = kept.status;
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      return kept.body.send(req, res);
    }
    publicReadLookups.inc({ outcome: 'miss' });
    this.keepAnswer(req, res, key, route === `${LIST_PATH}/:id`);
    next();
  }

  /** Keeps the answer as it goes out, if it may be, and sends it as a kept answer is sent. */
  private keepAnswer(req: Request, res: Response, key: string, oneHorse: boolean): void {
    const generation = this.changes.generation;
    // Express would answer 304 on its own weak tag; the strong one is set and compared by KeptBody instead.
    const ifNoneMatch = req.headers['if-none-match'];
    delete req.headers['if-none-match'];
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    let streamed = false;
    res.write = ((...args: unknown[]) => {
      streamed = true;
      return write(...args);
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      res.end = end as Response['end'];
      const [chunk, encoding] = args;
      const body = streamed ? null : bodyOf(chunk, encoding);
      const status = res.statusCode;
      const keepable = status === 200 || (status === 404 && oneHorse);
      const refused = String(res.getHeader('Cache-Control') ?? '').includes('no-store');
      if (!body || !keepable || refused || res.headersSent) return end(...args);
      const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
        const value = res.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      });
      const answer: PublicAnswer = { status, headers, body: new KeptBody(body) };
      this.cache.put(key, answer, generation);
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      if (ifNoneMatch !== undefined) req.headers['if-none-match'] = ifNoneMatch;
      answer.body.send(req, res, (sent) => end(sent));
      return res;
    }) as Response['end'];
  }
}
