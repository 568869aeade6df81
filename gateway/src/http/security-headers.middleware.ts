import type { NextFunction, Request, Response } from 'express';

/**
 * Headers that make the browser refuse what the site never does: framing, content sniffing, scripts from
 * origins other than ours and the remotes', referrers to other sites.
 */
export function securityHeaders(remoteOrigins: string[]) {
  const others = remoteOrigins.join(' ');
  const csp = [
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
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
