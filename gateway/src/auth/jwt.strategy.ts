import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { z } from 'zod';
import { type Actor, roleSchema } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';
import { JWT_SECRET } from './gateway.tokens.js';
import { JWT_ALGORITHM, SESSION_COOKIE } from './session.js';
import { SessionView } from './session-view.js';

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  /** The role at sign-in: checked for shape, but the view's current role is the one that counts. */
  role: roleSchema,
  jti: z.string().min(1),
  ver: z.number().int(),
  exp: z.number(),
});

/** The session a request's token belongs to, for the routes that end it. */
export interface RequestSession {
  id: string;
  expiresAtMs: number;
}
const requestSessions = new WeakMap<Request, RequestSession>();

/** The session of a request whose token the guard has accepted, if any. */
export function requestSession(req: Request): RequestSession | null {
  return requestSessions.get(req) ?? null;
}

export function sessionCookie(req: Request): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Where a request's token came from: API clients send a bearer token, browsers the session cookie. */
export function credentialSource(req: Request): 'bearer' | 'cookie' | null {
  if (ExtractJwt.fromAuthHeaderAsBearerToken()(req)) return 'bearer';
  return sessionCookie(req) ? 'cookie' : null;
}

/**
 * Verifies the session token (bearer first, then cookie), then asks this replica's view of sessions whether the
 * session still holds (not signed out, account neither gone nor disabled, no newer session version) and with
 * which role: the role is the account's current one, never the one it had when the token was issued.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: KeyObject,
    private readonly view: SessionView,
  ) {
    super({
      passReqToCallback: true,
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), sessionCookie]),
      // Handed to jsonwebtoken, which takes a KeyObject as is; passport-jwt's typings name only strings and buffers.
      secretOrKey: secret as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  validate(req: Request, payload: unknown): Actor | false {
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return false;
    const { sub, email, jti, ver, exp } = claims.data;
    if (!this.view.loaded) throw new DomainError('SERVICE_UNAVAILABLE', 'Sessions cannot be checked right now. Please try again.');
    const verdict = this.view.check(sub, jti, ver);
    if (!verdict.ok) return false;
    requestSessions.set(req, { id: jti, expiresAtMs: exp * 1000 });
    return { id: sub, email, role: verdict.role };
  }
}
