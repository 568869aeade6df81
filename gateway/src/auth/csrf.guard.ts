import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CONFIG, type Config, DomainError } from '@remuda/service-kit';
import { credentialSource } from './jwt.strategy.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

const refused = () =>
  new DomainError('CSRF_REJECTED', 'This request was refused because it did not come from this site.');

/**
 * Keeps other sites from making a signed-in browser write. Beside the SameSite=Strict cookie: writes must not
 * come from another site (Sec-Fetch-Site, Origin), and a write that rides the cookie must carry a header that a
 * cross-site form cannot set and a cross-site script cannot send without our (absent) CORS consent. The host an
 * Origin must name is the request's own; the proxy's X-Forwarded-Host counts only behind a trusted proxy
 * (`REMUDA_TRUST_PROXY=1`), since anyone else can send that header, and then only the entry the proxy set (the last).
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') throw refused();
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw refused();
      }
      if (host !== this.host(req)) throw refused();
    } else if (origin === 'null') {
      throw refused();
    }
    // The forms posted as pages (web/form-posts.controller.ts) never act with the session the cookie carries.
    if (req.path.startsWith('/api/') && credentialSource(req) === 'cookie' && req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) throw refused();
    return true;
  }

  private host(req: Request): string | undefined {
    // The proxy adds its own entry last; whatever comes before it the client may have sent.
    const forwarded = this.config.trustProxy ? req.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
    return forwarded || req.get('host');
  }
}
