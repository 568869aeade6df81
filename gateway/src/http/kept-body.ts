import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Smaller bodies go as they are, as the `compression` middleware's threshold has it: gzip would save too little. */
const GZIP_FROM_BYTES = 1024;

const gzipOffTheLoop = promisify(gzip);

/** A strong entity tag: the body's SHA-256, so equal bodies carry equal tags on every replica. */
const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** Whether `If-None-Match` names `etag` (compared weakly, as RFC 9110 has it for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A body the gateway keeps and sends to many visitors (an anonymous read, a drawn page), with its tag and its gzip
 * form each made once, instead of for every request as the `compression` middleware and Express's tags would.
 */
export class KeptBody {
  readonly etag: string;
  private gzipped: Buffer | null = null;

  constructor(readonly raw: Buffer) {
    this.etag = strongEtag(raw);
  }

  get length(): number {
    return this.raw.length;
  }

  /** The gzip form, made the first time a visitor asks for it. */
  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.raw, { level: 9 }));
  }

  /**
   * Makes the gzip form now, in zlib's thread pool at the default level: for a body of megabytes (a large herd's
   * calendar), which `gzip()` would make on the event loop while every other request waits.
   */
  async compressAhead(): Promise<this> {
    if (this.raw.length >= GZIP_FROM_BYTES) this.gzipped ??= await gzipOffTheLoop(this.raw);
    return this;
  }

  /**
   * Answers `req` with this body under the status and headers already set on `res`: 304 without a body when the
   * answer is a 200 whose tag `If-None-Match` names, otherwise the body, gzipped when the request accepts gzip. The
   * gzipped bytes carry the tag weakened (as nginx does): they are the same content, not the same bytes. `end` is
   * where the bytes go, `res.end` unless a caller has wrapped it.
   */
  send(req: Request, res: Response, end: (body?: Buffer) => void = (body) => res.end(body)): void {
    res.vary('Accept-Encoding');
    if (res.statusCode === 200 && matches(req.headers['if-none-match'], this.etag)) {
      res.statusCode = 304;
      res.setHeader('ETag', this.etag);
      for (const name of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) res.removeHeader(name);
      return end();
    }
    const gzip = this.raw.length >= GZIP_FROM_BYTES && req.headers['accept-encoding'] !== undefined && req.acceptsEncodings('gzip') === 'gzip';
    const body = gzip ? this.gzip() : this.raw;
    res.setHeader('ETag', gzip ? `W/${this.etag}` : this.etag);
    // An encoded answer is one the `compression` middleware passes on untouched.
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    end(req.method === 'HEAD' ? undefined : body);
  }
}
