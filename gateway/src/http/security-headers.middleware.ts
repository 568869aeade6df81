import type { NextFunction, Request, Response } from 'express';

/** The content security policy allowing scripts and their assets from ours and the remotes' origins. */
function contentSecurityPolicy(remoteOrigins: string[]): string {
  const others = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${others}`.trim(),
    `connect-src 'self' ${others}`.trim(),
    // antd writes its component styles at run time.
    `style-src 'self' 'unsafe-inline' ${others}`.trim(),
    `img-src 'self' data: blob: ${others}`.trim(),
    `font-src 'self' data: ${others}`.trim(),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers that make the browser refuse what the site never does: framing, content sniffing, scripts from
 * origins other than ours and the remotes', referrers to other sites. The remotes' origins are asked for on every
 * response, since the remote registry may change while the gateway runs. Over HTTPS (`https`), the browser is also
 * told to use nothing else for a year, on every subdomain (HSTS).
 */
export function securityHeaders(remoteOrigins: () => string[], https: boolean) {
  let policy = { origins: [] as string[], csp: contentSecurityPolicy([]) };
  return (_req: Request, res: Response, next: NextFunction): void => {
    const origins = remoteOrigins();
    if (origins !== policy.origins) policy = { origins, csp: contentSecurityPolicy(origins) };
    res.setHeader('Content-Security-Policy', policy.csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
