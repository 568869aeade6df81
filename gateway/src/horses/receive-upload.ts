import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import type { AddMediaMessage } from '@remuda/contracts';
import { type Config, DomainError, type ObjectStore } from '@remuda/service-kit';
import type { ClipScrubber } from './clips/clip-scrubber.js';
import { scrubberFor } from './clips/scrubber-for.js';
import { type Range, zeroing } from './clips/zero-ranges.js';
import { SNIFF_BYTES, type SniffedMedia, sniffMedia, unsupportedMedia } from './sniff-media.js';

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);
const tooLarge = (kind: string, limit: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', `This ${kind === 'image' ? 'picture' : 'clip'} is too large. The limit is ${sizeText(limit)}.`);

/**
 * Passes a file through while judging it by its first bytes and counting it: an unknown kind of file fails at
 * once, and so does one that grows past the limit of its kind, so nothing beyond the limit is stored. A clip
 * is read as a container on its way through, stripped of its metadata and of the tracks the site does not
 * play, and fails where it stops being one.
 */
class SniffAndLimit extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  media: SniffedMedia | null = null;
  size = 0;
  private clip: ClipScrubber | null = null;

  constructor(private readonly limits: Config['uploadLimits']) {
    super();
  }

  private decide(): Error | null {
    const head = Buffer.concat(this.head);
    this.media = sniffMedia(head);
    if (!this.media) return unsupportedMedia();
    this.head = [];
    if (this.size > this.limit()) return tooLarge(this.media.kind, this.limit());
    if (this.media.kind === 'video') this.clip = scrubberFor(this.media.contentType);
    this.pass(head);
    return null;
  }

  private pass(chunk: Buffer): void {
    if (!this.clip) {
      this.push(chunk);
      return;
    }
    for (const part of this.clip.write(chunk)) this.push(part);
  }

  /** The ranges to zero that had been stored before the clip's index named them (the frames of tracks left out). */
  late(): Range[] {
    return this.clip?.late ?? [];
  }

  private limit(): number {
    return this.media?.kind === 'image' ? this.limits.imageBytes : this.limits.videoBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    try {
      if (!this.media) {
        this.head.push(chunk);
        this.headLength += chunk.length;
        if (this.headLength < SNIFF_BYTES) return callback();
        return callback(this.decide() ?? undefined);
      }
      if (this.size > this.limit()) return callback(tooLarge(this.media.kind, this.limit()));
      this.pass(chunk);
      callback();
    } catch (err) {
      callback(err as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (!this.media) {
        if (this.headLength === 0) return callback(new DomainError('BAD_REQUEST', 'The file is empty.'));
        const refused = this.decide();
        if (refused) return callback(refused);
      }
      this.clip?.end();
      callback();
    } catch (err) {
      callback(err as Error);
    }
  }
}

/**
 * Streams the multipart field `media` of a request into the object store under a server-made name, without
 * holding the file in memory. Answers what the service needs to adopt it; the caller removes the upload if
 * anything after this fails.
 */
export function receiveUpload(req: Request, store: ObjectStore, limits: Config['uploadLimits']): Promise<AddMediaMessage['upload']> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "media".'));
  }
  const largest = Math.max(limits.imageBytes, limits.videoBytes);
  if (Number(req.get('content-length') ?? 0) > largest + MB) {
    return Promise.reject(new DomainError('PAYLOAD_TOO_LARGE', `This file is too large. The limit is ${sizeText(largest)}.`));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, parts: 20, fileSize: largest + 1 } });
    } catch {
      reject(new DomainError('BAD_REQUEST', 'The upload could not be read.'));
      return;
    }
    let stored: Promise<AddMediaMessage['upload']> | null = null;
    const keys = [`uploads/${randomUUID()}`];
    parser.on('file', (field, file) => {
      if (field !== 'media' || stored) {
        file.resume();
        return;
      }
      const guard = new SniffAndLimit(limits);
      // The store attaches its own handlers once it is ready to write; a refusal before then must not go unheard.
      guard.on('error', () => undefined);
      file.on('error', (err) => guard.destroy(err));
      stored = store
        .put(keys[0]!, file.pipe(guard), 'application/octet-stream')
        .then(async () => {
          const late = guard.late();
          if (late.length > 0) {
            // A camera writes a clip's index after its frames: those of the tracks left out had been stored before
            // the index named them. The clip is copied once more, with them zeroed, and the first copy removed.
            keys.push(`uploads/${randomUUID()}`);
            const first = await store.read(keys[0]!);
            const zeroed = zeroing(late);
            first.on('error', (err) => zeroed.destroy(err));
            await store.put(keys[1]!, first.pipe(zeroed), 'application/octet-stream');
            await store.remove([keys.shift()!]);
          }
          return { key: keys[0]!, kind: guard.media!.kind, contentType: guard.media!.contentType, extension: guard.media!.extension, size: guard.size };
        })
        .catch(async (err: unknown) => {
          file.resume();
          await store.remove(keys).catch(() => undefined);
          throw err instanceof DomainError ? err : new DomainError('BAD_REQUEST', 'The upload was interrupted.');
        });
      // Settle as soon as the file is stored or refused: a refused upload is not read to its end first.
      stored.then(resolve, reject);
    });
    parser.on('error', () => reject(new DomainError('BAD_REQUEST', 'The upload could not be read.')));
    parser.on('close', () => {
      if (!stored) reject(new DomainError('VALIDATION_FAILED', 'Choose a file to upload.', [{ field: 'media', message: 'Choose a file to upload' }]));
    });
    req.on('aborted', () => parser.destroy(new Error('aborted')));
    req.pipe(parser);
  });
}
