import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { CONFIG, type Config } from '@remuda/service-kit';
import { RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';

const RATE_LIMIT_KEY = 'remuda:rate-limit';
/** Marks a route whose calls count against the per-address limit of sign-in and registration. */
export const AuthRateLimited = () => SetMetadata(RATE_LIMIT_KEY, true);

/** Counts the marked routes' calls per network address in fixed windows, in the store every replica shares. */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !this.reflector.get<boolean>(RATE_LIMIT_KEY, context.getHandler())) return true;
    await this.admit(context.switchToHttp().getRequest<Request>(), context.switchToHttp().getResponse<Response>());
    return true;
  }

  /** Counts one sign-in or registration from the request's address, or refuses it with 429 over the limit. */
  async admit(req: Request, res: Response): Promise<void> {
    const { ipLimit, ipWindowSeconds } = this.config.authRateLimit;
    const { count, resetInMs } = await this.store.hit(`auth-address:${req.ip ?? 'unknown'}`, ipWindowSeconds * 1000);
    if (count > ipLimit) {
      throw tooManyRequests(res, resetInMs, 'ip', (wait) => `Too many sign-in attempts from your network. Please try again in ${wait}.`);
    }
  }
}
