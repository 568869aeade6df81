import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@remuda/contracts';
import { DomainError, setIdempotencyKey } from '@remuda/service-kit';

/**
 * On the routes of idempotent writes (`@Route` adds it there only): a well-formed `Idempotency-Key` travels to the
 * owning service with the request, which applies the write once per key; a malformed one is refused before
 * anything is done. Runs after the access check, so a caller who may not write learns only that.
 */
export class IdempotencyKeyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const key = context.switchToHttp().getRequest<Request>().get(IDEMPOTENCY_KEY_HEADER);
    if (key !== undefined) {
      const checked = idempotencyKeySchema.safeParse(key);
      if (!checked.success) throw new DomainError('BAD_REQUEST', checked.error.issues[0]!.message);
      setIdempotencyKey(checked.data);
    }
    return next.handle();
  }
}
