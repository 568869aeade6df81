import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The gateway's port is the public one, so its /metrics answers only a scraper that presents the metrics token
 * (`Authorization: Bearer <REMUDA_METRICS_TOKEN>`). Without a token configured the gateway serves no metrics: they
 * are not found at all.
 */
export function metricsAccess(token: string | null) {
  const expected = token === null ? null : digest(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (expected === null) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // Compared as digests of equal length, in constant time.
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      return;
    }
    next();
  };
}
