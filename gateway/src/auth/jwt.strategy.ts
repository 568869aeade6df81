import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { z } from 'zod';
import { type Actor, roleSchema } from '@remuda/contracts';
import { JWT_SECRET } from './gateway.tokens.js';
import { JWT_ALGORITHM, SESSION_COOKIE } from './session.js';

const claimsSchema = z.object({ sub: z.string().min(1), email: z.string(), role: roleSchema, exp: z.number() });

export function sessionCookie(req: Request): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Where a request's token came from: API clients send a bearer token, browsers the session cookie. */
export function credentialSource(req: Request): 'bearer' | 'cookie' | null {
  if (ExtractJwt.fromAuthHeaderAsBearerToken()(req)) return 'bearer';
  return sessionCookie(req) ? 'cookie' : null;
}

/** Verifies the session token (bearer first, then cookie) and turns its claims into the request's actor. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(JWT_SECRET) secret: KeyObject) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), sessionCookie]),
      // Handed to jsonwebtoken, which takes a KeyObject as is; passport-jwt's typings name only strings and buffers.
      secretOrKey: secret as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  validate(payload: unknown): Actor | false {
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return false;
    return { id: claims.data.sub, email: claims.data.email, role: claims.data.role };
  }
}
