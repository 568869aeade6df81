import type { NextFunction, Request, Response } from 'express';
import { type JsonLogger, correlationIdFrom, httpRequestDuration, runInRequestContext } from '@remuda/service-kit';

export const CORRELATION_HEADER = 'x-correlation-id';

/** Paths that carry a secret (a private calendar address's token): logged by their route, never as they are. */
const SECRET_PATH = /^\/api\/calendar\//;

/**
 * Gives every request a correlation id (the caller's, when well formed), answers it in a header, runs the rest
 * of the request inside it, and logs and times the request when it ends.
 */
export function requestContext(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const correlationId = correlationIdFrom(req.get(CORRELATION_HEADER));
    res.setHeader('X-Correlation-Id', correlationId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req);
      httpRequestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      if (req.path.startsWith('/api/') || res.statusCode >= 500) {
        logger.emit(res.statusCode >= 500 ? 'error' : 'info', 'request', {
          correlationId,
          method: req.method,
          path: SECRET_PATH.test(req.path) ? route : req.path,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        });
      }
    });
    runInRequestContext({ correlationId, actor: null }, next);
  };
}

/** A low-cardinality name for metrics: the matched route pattern, never the raw path. */
function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: string } }).route?.path;
  if (route) return `${req.baseUrl ?? ''}${route}`;
  if (req.path.startsWith('/api/')) return 'api-unmatched';
  if (req.path.startsWith('/health') || req.path === '/metrics') return req.path;
  return 'static';
}
