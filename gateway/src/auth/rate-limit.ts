import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CONFIG, type Config, DomainError, rateLimitedRequests } from '@remuda/service-kit';

/**
 * Counts requests per key in fixed windows. Kept in memory: each gateway replica limits what reaches it, and the
 * users service keeps the per-account limit, which must hold across replicas, in its database.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; answers the seconds to wait when it is over the limit, or 0. */
  hit(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const RATE_LIMIT_KEY = 'remuda:rate-limit';
/** Marks a route whose calls count against the per-address limit of sign-in and registration. */
export const AuthRateLimited = () => SetMetadata(RATE_LIMIT_KEY, true);

@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly limiter: FixedWindowLimiter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(CONFIG) config: Config,
  ) {
    this.limiter = new FixedWindowLimiter(config.authRateLimit.ipLimit, config.authRateLimit.ipWindowSeconds * 1000);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http' || !this.reflector.get<boolean>(RATE_LIMIT_KEY, context.getHandler())) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const wait = this.limiter.hit(req.ip ?? 'unknown');
    if (wait > 0) {
      rateLimitedRequests.inc({ limit: 'ip' });
      context.switchToHttp().getResponse().setHeader('Retry-After', String(wait));
      throw new DomainError('RATE_LIMITED', `Too many sign-in attempts from your network. Please try again in ${wait} seconds.`);
    }
    return true;
  }
}
