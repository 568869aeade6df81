import { type ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import type { ServiceError } from '@remuda/contracts';
import { DomainError } from './domain-error.js';
import type { JsonLogger } from '../logging/json-logger.js';

/**
 * Turns whatever a message handler throws into a wire-safe `{ code, message }`. Unexpected errors are logged
 * here, where the stack is, and leave the process only as INTERNAL.
 */
@Catch()
export class RpcErrorsFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ServiceError> {
    if (exception instanceof DomainError) return throwError(() => exception.toServiceError());
    this.logger.error('unhandled error in message handler', { err: exception });
    return throwError(() => new DomainError('INTERNAL', 'Something went wrong on our side. Please try again.').toServiceError());
  }
}
