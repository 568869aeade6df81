import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Access, type ByteRange, DomainError, OBJECT_STORE, type ObjectStore, isObjectKey } from '@remuda/service-kit';

const notFound = () => new DomainError('NOT_FOUND', 'Not found.');

/** Parses a single `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null when there is none, 'invalid' when unusable. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * The folders of the object store `/media` serves: horses' pictures and clips, and the gallery's pictures. Nothing
 * else in the store is anyone's to read by its key: an upload not yet adopted (`uploads/`), a record's document
 * (`documents/`, downloaded by its record's readers only), an import's file and job or a ranch's archive being
 * restored (`imports/`).
 */
const SERVED_FOLDERS = ['horses/', 'gallery/'];

/**
 * Pictures and clips from the object store at `/media/<key>`, under `SERVED_FOLDERS` only. Keys are made once and
 * never reused, so answers are cached for a year; clips answer Range requests so browsers can seek.
 */
@Controller('media')
export class MediaController {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  @Get('*key')
  @Access('public')
  async serve(@Param('key') segments: string[] | string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const key = Array.isArray(segments) ? segments.join('/') : segments;
    if (!isObjectKey(key) || !SERVED_FOLDERS.some((folder) => key.startsWith(folder))) throw notFound();
    const object = await this.store.stat(key);
    if (!object) throw notFound();
    const range = parseRange(req.get('range'), object.size);
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (range === 'invalid') {
      res.status(416).setHeader('Content-Range', `bytes */${object.size}`);
      res.end();
      return;
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.setHeader('Content-Length', String(object.size));
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = await this.store.read(key, range ?? undefined);
    body.on('error', () => res.destroy());
    body.pipe(res);
  }
}
