import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Actor } from '@remuda/contracts';
import { CONFIG, type Config } from '@remuda/service-kit';
import { JWT_SECRET } from './gateway.tokens.js';

export const SESSION_COOKIE = 'remuda_session';

/**
 * The session cookie's name. Over HTTPS (`REMUDA_COOKIE_SECURE=1`) it carries the `__Host-` prefix, so the browser
 * takes it only from this very host, over HTTPS, for every path: no sibling subdomain can plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
/** The one algorithm tokens are signed and accepted with; `none` and every other algorithm are refused. */
export const JWT_ALGORITHM = 'HS256' as const;

/** A session the users service has recorded, for a token to be issued for. */
export interface IssuedSession {
  id: string;
  sessionVersion: number;
  /** Seconds since the epoch, as the token's `exp`. */
  exp: number;
}

/**
 * Issues session tokens (`sub`, `email`, `role` as it was at sign-in, the session id as `jti`, the account's
 * session version as `ver`, `exp`) and puts them in an HttpOnly cookie the page scripts cannot read. API clients
 * use the same token from the login answer as a bearer token.
 */
@Injectable()
export class Sessions {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JWT_SECRET) private readonly secret: KeyObject,
  ) {}

  /** When a session started now ends, in seconds since the epoch. */
  expiry(now = Date.now()): number {
    return Math.floor(now / 1000) + this.config.sessionTtlSeconds;
  }

  issue(actor: Actor, session: IssuedSession): string {
    return jwt.sign({ email: actor.email, role: actor.role, ver: session.sessionVersion, exp: session.exp }, this.secret, {
      algorithm: JWT_ALGORITHM,
      subject: actor.id,
      jwtid: session.id,
    });
  }

  /** Sets the session cookie on an answer that also carries its token: no cache, shared or the browser's, keeps it. */
  setCookie(res: Response, token: string): void {
    res.setHeader('Cache-Control', 'no-store');
    res.cookie(sessionCookieName(this.config.cookieSecure), token, { ...this.cookieOptions(), maxAge: this.config.sessionTtlSeconds * 1000 });
  }

  clearCookie(res: Response): void {
    res.clearCookie(sessionCookieName(this.config.cookieSecure), this.cookieOptions());
  }

  private cookieOptions(): CookieOptions {
    // Strict: the cookie never rides a request another site starts. The shell's own calls are same-site.
    return { httpOnly: true, sameSite: 'strict', secure: this.config.cookieSecure, path: '/' };
  }
}
