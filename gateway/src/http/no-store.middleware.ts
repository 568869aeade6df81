import type { NextFunction, Request, Response } from 'express';
import { credentialSource } from '../auth/jwt.strategy.js';

/**
 * API answers to a request that carries a session (cookie or bearer token) are kept by no cache, shared or the
 * browser's own: they may hold what only that account may see. Set as the headers go out, so it wins over what a
 * route says for its public readers. Answers to visitors keep their routes' caching.
 */
export function noStoreWhenSignedIn(req: Request, res: Response, next: NextFunction): void {
  if (credentialSource(req)) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader('Cache-Control', 'no-store');
      return writeHead(...args);
    }) as Response['writeHead'];
  }
  next();
}
