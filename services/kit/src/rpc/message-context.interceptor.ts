import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable, type Subscription, finalize, tap } from 'rxjs';
import { requestMetaSchema } from '@remuda/contracts';
import { correlationIdFrom, runInRequestContext } from '../logging/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { messageHandlerDuration } from '../metrics/metrics.js';
import type { Admission } from './admission.js';

/**
 * Runs each message handler inside the request context its caller sent (correlation id, actor), so logs,
 * further messages and events made while handling it carry the same correlation id, and times it. A handler
 * starts once the service's admission lets it (see Admission): a busy service turns away what it cannot answer
 * in time.
 */
@Injectable()
export class MessageContextInterceptor implements NestInterceptor {
  constructor(
    private readonly logger: JsonLogger,
    private readonly admission: Admission,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    // Both the NATS context and the in-process one carry the subject/pattern as their first argument.
    const pattern = String(rpc.getContext<{ getArgByIndex?: (i: number) => unknown }>()?.getArgByIndex?.(0) ?? context.getHandler().name);
    const message = rpc.getData() as { meta?: unknown; waitMs?: unknown } | undefined;
    const meta = requestMetaSchema.safeParse(message?.meta);
    // A request may wait its turn for nine tenths of its caller's wait: the rest is for the work itself.
    const waitMs = typeof message?.waitMs === 'number' && message.waitMs > 0 ? message.waitMs * 0.9 : undefined;
    const requestMeta = meta.success ? meta.data : { correlationId: correlationIdFrom(undefined), actor: null };
    const stop = messageHandlerDuration.startTimer({ pattern });
    const done = (outcome: string) => {
      const seconds = stop({ outcome });
      this.logger.emit('debug', 'message handled', { pattern, outcome, ms: Math.round(seconds * 1000) });
    };
    return new Observable((subscriber) => {
      let handling: Subscription | undefined;
      let over = false;
      this.admission.admit(waitMs).then(
        (release) => {
          if (over) return release();
          handling = runInRequestContext(requestMeta, () =>
            next
              .handle()
              .pipe(
                tap({
                  complete: () => done('ok'),
                  error: (err: { code?: string }) => done(err?.code ?? 'error'),
                }),
                finalize(release),
              )
              .subscribe(subscriber),
          );
        },
        (refused: unknown) => {
          done('refused');
          subscriber.error(refused);
        },
      );
      return () => {
        over = true;
        handling?.unsubscribe();
      };
    });
  }
}
