import type { Application, NextFunction, Request, Response } from 'express';
import { credentialSource } from '../auth/jwt.strategy.js';

/** Each app as the `res.app` of its no-store answers: the same app, but with no ETag function. */
const withoutTags = new WeakMap<Application, Application>();

/**
 * The app as an answer no cache keeps sees it: nothing asks for such an answer again with `If-None-Match`, so the
 * tag Express would hash out of every body it sends is left out. Every other setting is the app's own.
 */
function untagged(app: Application): Application {
  let view = withoutTags.get(app);
  if (!view) {
    view = Object.create(app, {
      get: { value: (setting: string) => (setting === 'etag fn' ? undefined : app.get(setting)) },
    }) as Application;
    withoutTags.set(app, view);
  }
  return view;
}

/**
 * API answers to a request that carries a session (cookie or bearer token) are kept by no cache, shared or the
 * browser's own: they may hold what only that account may see. Set as the headers go out, so it wins over what a
 * route says for its public readers; and they carry no ETag, which no one would send back. Answers to visitors keep
 * their routes' caching.
 */
export function noStoreWhenSignedIn(req: Request, res: Response, next: NextFunction): void {
  if (credentialSource(req)) {
    res.app = untagged(res.app);
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader('Cache-Control', 'no-store');
      return writeHead(...args);
    }) as Response['writeHead'];
  }
  next();
}
