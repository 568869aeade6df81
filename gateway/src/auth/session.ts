import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Actor } from '@remuda/contracts';
import { CONFIG, type Config } from '@remuda/service-kit';
import { JWT_SECRET } from './gateway.tokens.js';

export const SESSION_COOKIE = 'remuda_session';
/** The one algorithm tokens are signed and accepted with; `none` and every other algorithm are refused. */
export const JWT_ALGORITHM = 'HS256' as const;

/**
 * Issues session tokens (`sub`, `email`, `role`, `exp`) and puts them in an HttpOnly cookie the page scripts
 * cannot read. API clients use the same token from the login answer as a bearer token.
 */
@Injectable()
export class Sessions {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JWT_SECRET) private readonly secret: KeyObject,
  ) {}

  issue(actor: Actor): string {
    return jwt.sign({ email: actor.email, role: actor.role }, this.secret, {
      algorithm: JWT_ALGORITHM,
      subject: actor.id,
      expiresIn: this.config.sessionTtlSeconds,
    });
  }

  setCookie(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, { ...this.cookieOptions(), maxAge: this.config.sessionTtlSeconds * 1000 });
  }

  clearCookie(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  private cookieOptions(): CookieOptions {
    // Strict: the cookie never rides a request another site starts. The shell's own calls are same-site.
    return { httpOnly: true, sameSite: 'strict', secure: this.config.cookieSecure, path: '/' };
  }
}
