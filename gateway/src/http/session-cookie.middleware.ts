import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE, sessionCookieName } from '../auth/session.js';

/**
 * Hands the session cookie on under the one name the auth code reads (`SESSION_COOKIE`), from the name this
 * gateway gives it (`sessionCookieName`). Over HTTPS a cookie without the `__Host-` prefix, which a sibling
 * subdomain could have planted, is dropped and never counts.
 */
export function sessionCookieByName(secure: boolean) {
  const name = sessionCookieName(secure);
  return (req: Request, _res: Response, next: NextFunction): void => {
    const cookies = req.cookies as Record<string, unknown> | undefined;
    if (cookies && name !== SESSION_COOKIE) {
      const value = cookies[name];
      delete cookies[name];
      delete cookies[SESSION_COOKIE];
      if (value !== undefined) cookies[SESSION_COOKIE] = value;
    }
    next();
  };
}
