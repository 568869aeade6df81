import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type ApiErrorBody, ERROR_STATUS } from '@remuda/contracts';
import { DomainError, type JsonLogger } from '@remuda/service-kit';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Please sign in.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * Every error answer of the API has one shape, `{ message, code?, errors? }`. Expected failures keep their
 * status; client errors of Express's middleware keep their status; anything else is logged and
 * answered 500 without details.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const [status, body] = errorAnswer(exception, req, this.logger);
    if (res.headersSent) return;
    res.status(status).json(body);
  }
}

/** The status and body an error is answered with; anything unexpected is logged and said without details. */
export function errorAnswer(exception: unknown, req: Request, logger: Pick<JsonLogger, 'error'>): [number, ApiErrorBody] {
  if (exception instanceof DomainError) {
    const body: ApiErrorBody = { message: exception.message, code: exception.code };
    if (exception.errors) body.errors = exception.errors;
    if (exception.current !== undefined) body.current = exception.current;
    return [ERROR_STATUS[exception.code], body];
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'object' && response && typeof (response as { message?: unknown }).message === 'string'
        ? (response as { message: string }).message
        : STATUS_MESSAGES[status] ?? exception.message;
    return [status, { message }];
  }
  // Other errors of Express's own middleware carry a client status.
  const e = exception as { status?: number } | null;
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return [e.status, { message: STATUS_MESSAGES[e.status] ?? 'The request could not be understood.', code: 'BAD_REQUEST' }];
  }
  logger.error('unhandled error', { err: exception, method: req.method, path: req.path });
  return [500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }];
}
