import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ACCESS_ROLES, type AccessLevel, type Actor, hasRole } from '@remuda/contracts';
import { ACCESS_KEY, DomainError, setCurrentActor } from '@remuda/service-kit';
import { credentialSource } from './jwt.strategy.js';

/**
 * The gateway's role check. Verifies the session when one is presented, records the actor for the services,
 * and refuses with 401 (no valid session) or 403 (role not allowed) by the route's declared access.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!access) throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
    const req = context.switchToHttp().getRequest<Request & { user?: Actor }>();
    if (access === 'public' && !credentialSource(req)) return true;
    try {
      await super.canActivate(context);
    } catch (err) {
      // A stale cookie must not lock anyone out of the public site.
      if (access === 'public') return true;
      throw err;
    }
    const actor = req.user ?? null;
    setCurrentActor(actor);
    if (access !== 'public' && !hasRole(actor?.role, ACCESS_ROLES[access])) {
      throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
    }
    return true;
  }

  override handleRequest<T>(err: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    // The view of sessions is not loaded yet: the session cannot be judged, which is not the same as ended.
    if (err instanceof DomainError && err.code === 'SERVICE_UNAVAILABLE') throw err;
    if (err || !user) {
      const presented = credentialSource(context.switchToHttp().getRequest<Request>()) !== null;
      throw new DomainError('UNAUTHENTICATED', presented ? 'Your session has ended. Please sign in again.' : 'Please sign in.');
    }
    return user;
  }
}
