import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable, tap } from 'rxjs';
import { requestMetaSchema } from '@remuda/contracts';
import { correlationIdFrom, runInRequestContext } from '../logging/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { messageHandlerDuration } from '../metrics/metrics.js';

/**
 * Runs each message handler inside the request context its caller sent (correlation id, actor), so logs,
 * further messages and events made while handling it carry the same correlation id, and times it.
 */
@Injectable()
export class MessageContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: JsonLogger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    // Both the NATS context and the in-process one carry the subject/pattern as their first argument.
    const pattern = String(rpc.getContext<{ getArgByIndex?: (i: number) => unknown }>()?.getArgByIndex?.(0) ?? context.getHandler().name);
    const meta = requestMetaSchema.safeParse((rpc.getData() as { meta?: unknown } | undefined)?.meta);
    const requestMeta = meta.success ? meta.data : { correlationId: correlationIdFrom(undefined), actor: null };
    const stop = messageHandlerDuration.startTimer({ pattern });
    const done = (outcome: string) => {
      const seconds = stop({ outcome });
      this.logger.emit('debug', 'message handled', { pattern, outcome, ms: Math.round(seconds * 1000) });
    };
    return new Observable((subscriber) =>
      runInRequestContext(requestMeta, () =>
        next
          .handle()
          .pipe(
            tap({
              complete: () => done('ok'),
              error: (err: { code?: string }) => done(err?.code ?? 'error'),
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
