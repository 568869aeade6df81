import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Observable, tap } from 'rxjs';
import type { ApiRoute } from '@remuda/contracts';
import { ROUTE_KEY } from '../http/route.js';
import { PublicChanges } from './public-changes.js';

/** The domains whose writes change what anonymous visitors see of horses. */
const PUBLIC_DOMAINS = new Set(['horses', 'riding']);

/**
 * A write to horses or rides that succeeded through this replica counts as a change here at once, before its
 * answer goes out: whoever made it sees it on their next read, without waiting for the event to come round.
 */
@Injectable()
export class InvalidateOnWrite implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly changes: PublicChanges,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<ApiRoute | undefined>(ROUTE_KEY, context.getHandler());
    const domain = route?.operation?.pattern.split('.')[0];
    if (!route || route.method === 'GET' || !domain || !PUBLIC_DOMAINS.has(domain)) return next.handle();
    return next.handle().pipe(tap(() => this.changes.changed()));
  }
}
