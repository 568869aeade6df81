import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HORSE_OPERATIONS } from '@remuda/contracts';
import { publicReadLookups } from '@remuda/service-kit';
import { credentialSource } from '../auth/jwt.strategy.js';
import { PublicChanges } from './public-changes.js';
import { type PublicAnswer, PublicReadCache, strongEtag } from './public-read-cache.js';

/** The headers of an answer that belong to it (the rest, like the correlation id, are each request's own). */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link'];
/** Browsers and shared caches may keep anonymous answers, but ask again (with the tag) before each use. */
const PUBLIC_CACHE_CONTROL = 'public, no-cache';

const LIST_PATH = HORSE_OPERATIONS.list.http!.path;
const ONE_HORSE = new RegExp(`^${LIST_PATH}/[^/]+/?$`);

/**
 * The route a kept read answers, as Express names it (for the request metrics): the list, one horse, or none. As
 * Express's routes, a trailing slash is allowed; other spellings pass by to the routes, uncached.
 */
function routeOf(path: string): string | null {
  if (path === LIST_PATH || path === `${LIST_PATH}/`) return LIST_PATH;
  return ONE_HORSE.test(path) ? `${LIST_PATH}/:id` : null;
}

/** Whether `If-None-Match` names `etag` (compared weakly, as RFC 9110 has it for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function tagged(res: Response, answer: PublicAnswer): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
}

function notModified(res: Response, end: () => void): void {
  res.statusCode = 304;
  for (const name of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) res.removeHeader(name);
  end();
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return null;
}

/**
 * Anonymous reads of the horse list and of one horse: answered from this replica's PublicReadCache when it holds
 * them, otherwise passed on to the routes and their answer kept (a horse's 404 too; no other error). Every such
 * answer carries a strong ETag and `Cache-Control: public, no-cache`, and a request naming the tag it has gets 304
 * without a body. Requests with a session (cookie or bearer token) pass by untouched: their answers are no-store.
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
    const ifNoneMatch = req.headers['if-none-match'];
    const kept = this.cache.get(key);
    if (kept) {
      publicReadLookups.inc({ outcome: 'hit' });
      // Named as the route would have named it, for the request metrics.
      (req as Request & { route?: { path: string } }).route = { path: route };
      res.statusCode = kept.status;
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      tagged(res, kept);
      if (kept.status === 200 && matches(ifNoneMatch, kept.etag)) return notModified(res, () => res.end());
      res.setHeader('Content-Length', kept.body.length);
      res.end(kept.body);
      return;
    }
    publicReadLookups.inc({ outcome: 'miss' });
    this.keepAnswer(req, res, key, route !== LIST_PATH, ifNoneMatch);
    next();
  }

  /** Tags the answer as it goes out, keeps it if it may be, and turns it into 304 if the caller has it already. */
  private keepAnswer(req: Request, res: Response, key: string, oneHorse: boolean, ifNoneMatch: string | undefined): void {
    const generation = this.changes.generation;
    // Express would answer 304 on its own weak tag; the strong one is set and compared here instead.
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
      const answer: PublicAnswer = { status, headers, body, etag: strongEtag(body) };
      this.cache.put(key, answer, generation);
      tagged(res, answer);
      if (status === 200 && matches(ifNoneMatch, answer.etag)) return notModified(res, () => end());
      return end(...args);
    }) as Response['end'];
  }
}
