import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '@remuda/service-kit';

/** Turns body-parser's failures into the API's own errors: malformed JSON is a 400, an oversized body a 413. */
export function bodyErrors(err: unknown, _req: Request, _res: Response, next: NextFunction): void {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.too.large') return next(new DomainError('PAYLOAD_TOO_LARGE', 'The request body is too large.'));
  if (type === 'entity.parse.failed') return next(new DomainError('BAD_REQUEST', 'The request body is not valid JSON.'));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return next(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as UTF-8 JSON.'));
  }
  next(err);
}
