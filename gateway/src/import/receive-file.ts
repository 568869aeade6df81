import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '@remuda/service-kit';

/** What a staff file route takes: its one file, in the multipart field `file`, with any text fields beside it. */
export interface FileRoute<T> {
  /** The largest file taken; one past it is refused with `tooLarge`. */
  maxBytes: number;
  /** How many text fields are read (extra ones are dropped), and how long each may be. */
  fields?: { count: number; size: number };
  /** The refusal of a request with no file (or not multipart, or unreadable). */
  missing: () => DomainError;
  tooLarge: () => DomainError;
  /** Takes the file as it arrives and answers once it has it all; its stream ends in an error if the upload is cut off. */
  take: (file: Readable) => Promise<T>;
}

/**
 * Reads a multipart request's file (`route.take`) and its text fields, and answers both once the whole request is
 * read; a file past `maxBytes` is refused once it is read (the taker keeps none of it), an upload cut off ends the
 * file's stream in an error, so whatever it was writing stops.
 */
export function receiveFile<T>(req: Request, route: FileRoute<T>): Promise<{ taken: T; fileName: string; fields: Record<string, string> }> {
  if (!req.is('multipart/form-data')) return Promise.reject(route.missing());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    const { count, size } = route.fields ?? { count: 0, size: 0 };
    try {
      // File names as browsers send them: UTF-8.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: count, fieldSize: size, fileSize: route.maxBytes } });
    } catch {
      reject(route.missing());
      return;
    }
    let taken: Promise<T> | undefined;
    let fileName = '';
    let tooLarge = false;
    const fields: Record<string, string> = {};
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || taken) {
        stream.resume();
        return;
      }
      fileName = info.filename ?? '';
      stream.on('limit', () => {
        tooLarge = true;
      });
      taken = route.take(stream);
      // Heard here as well: the request may still be read when it fails.
      taken.catch(() => undefined);
    });
    parser.on('field', (field, value) => {
      if (!Object.hasOwn(fields, field)) fields[field] = value;
    });
    parser.on('error', () => reject(route.missing()));
    // A browser gone before its upload ended: the file's stream is ended with an error, so its taker stops.
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('The upload was cut off'));
    });
    parser.on('close', () => {
      if (!taken) return reject(route.missing());
      taken.then((value) => (tooLarge ? reject(route.tooLarge()) : resolve({ taken: value, fileName, fields })), reject);
    });
    req.pipe(parser);
  });
}
