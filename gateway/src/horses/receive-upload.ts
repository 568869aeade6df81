import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { AddMediaMessage } from '@remuda/contracts';
import { type Config, DomainError, type ObjectStore } from '@remuda/service-kit';
import type { ClipScrubber } from './clips/clip-scrubber.js';
import { scrubberFor } from './clips/scrubber-for.js';
import { type Range, zeroing } from './clips/zero-ranges.js';
import { SNIFF_BYTES, type SniffedMedia, picturesOnly, sniffDocument, sniffMedia, unsupportedDocument, unsupportedMedia } from './sniff-media.js';

const MB = 1024 * 1024;
/** How long a service may take to adopt an upload: re-encoding a large picture or copying a long clip takes longer than an ordinary call. */
export const MEDIA_TIMEOUT_MS = 120_000;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);
const NOUNS: Record<SniffedMedia['kind'], string> = { image: 'picture', video: 'clip', document: 'document' };
const tooLarge = (kind: SniffedMedia['kind'], limit: number) => new DomainError('PAYLOAD_TOO_LARGE', `This ${NOUNS[kind]} is too large. The limit is ${sizeText(limit)}.`);

/** What an upload route takes: the multipart field of its file, how a file is judged, and each kind's limit. */
interface Acceptance {
  field: string;
  /** The file's kind by its first bytes, or the refusal. */
  judge: (head: Buffer) => SniffedMedia | DomainError;
  limit: (media: SniffedMedia) => number;
  /** The largest file of any kind it takes. */
  largest: number;
}

function acceptanceOf(limits: Config['uploadLimits'], rules: UploadRules<unknown>): Acceptance {
  if (rules.documents) {
    return {
      field: 'file',
      judge: (head) => sniffDocument(head) ?? unsupportedDocument(),
      limit: () => limits.documentBytes,
      largest: limits.documentBytes,
    };
  }
  const onlyPictures = rules.picturesOnly ?? false;
  return {
    field: 'media',
    judge: (head) => {
      const media = sniffMedia(head);
      if (!media) return unsupportedMedia(onlyPictures);
      return onlyPictures && media.kind !== 'image' ? picturesOnly() : media;
    },
    limit: (media) => (media.kind === 'image' ? limits.imageBytes : limits.videoBytes),
    largest: onlyPictures ? limits.imageBytes : Math.max(limits.imageBytes, limits.videoBytes),
  };
}

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

  constructor(private readonly accept: Acceptance) {
    super();
  }

  private decide(): Error | null {
    const head = Buffer.concat(this.head);
    const judged = this.accept.judge(head);
    if (judged instanceof DomainError) return judged;
    this.media = judged;
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
    return this.accept.limit(this.media!);
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

/** What an upload route takes besides the file. */
export interface UploadRules<F> {
  /**
   * Reads the text fields sent before the file (those after it are not read). What it throws refuses the upload
   * before anything is stored, and the rest of the request is not read.
   */
  fields?: (sent: Record<string, string>) => F;
  /** Pictures only: a clip is refused, and the limit is the pictures' own. */
  picturesOnly?: boolean;
  /** A document for a record, in the field `file`: a PDF or a picture, up to the documents' limit. */
  documents?: boolean;
  /**
   * The upload's name, when the request repeats an earlier one (an Idempotency-Key): the same file under the same
   * name, so the service recognises the repeat by its input. By default a fresh one.
   */
  uploadKey?: string;
}

/** A file stored under `uploads/`, as its bytes say it is. */
export interface StoredUpload {
  key: string;
  kind: SniffedMedia['kind'];
  contentType: string;
  extension: string;
  size: number;
}

/** A media route's upload: a picture or a clip, as its acceptance takes nothing else. */
export const asMedia = (upload: StoredUpload) => upload as AddMediaMessage['upload'];

export interface ReceivedUpload<F> {
  upload: StoredUpload;
  /** The file's name as the browser sent it (only ever shown back, never used as a path). */
  filename: string;
  fields: F;
}

/**
 * Streams the multipart field `media` (a document's: `file`) of a request into the object store under a server-made name, without
 * holding the file in memory, after the text fields sent before it (`rules.fields`). Answers what the service
 * needs to adopt the file, and the fields as read; the caller removes the upload if anything after this fails.
 */
export function receiveUpload<F = undefined>(
  req: Request,
  store: ObjectStore,
  limits: Config['uploadLimits'],
  rules: UploadRules<F> = {},
): Promise<ReceivedUpload<F>> {
  const accept = acceptanceOf(limits, rules);
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new DomainError('UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data in the field "${accept.field}".`));
  }
  const readFields = rules.fields ?? (() => undefined as F);
  const { largest } = accept;
  if (Number(req.get('content-length') ?? 0) > largest + MB) {
    return Promise.reject(new DomainError('PAYLOAD_TOO_LARGE', `This file is too large. The limit is ${sizeText(largest)}.`));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // File names as browsers send them: UTF-8.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fieldSize: 16 * 1024, parts: 20, fileSize: largest + 1 } });
    } catch {
      reject(new DomainError('BAD_REQUEST', 'The upload could not be read.'));
      return;
    }
    let stored: Promise<StoredUpload> | null = null;
    let filename = '';
    let fields: F;
    const sent: Record<string, string> = {};
    const keys = [rules.uploadKey ?? `uploads/${randomUUID()}`];
    parser.on('field', (name, value) => {
      if (!stored && !Object.hasOwn(sent, name)) sent[name] = value;
    });
    parser.on('file', (field, file, info) => {
      if (field !== accept.field || stored) {
        file.resume();
        return;
      }
      try {
        fields = readFields(sent);
      } catch (err) {
        // Refused before anything is stored; the file is left unread.
        reject(err);
        return;
      }
      filename = info.filename ?? '';
      const guard = new SniffAndLimit(accept);
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
      stored.then((upload) => resolve({ upload, filename, fields }), reject);
    });
    parser.on('error', () => reject(new DomainError('BAD_REQUEST', 'The upload could not be read.')));
    parser.on('close', () => {
      if (stored) return;
      try {
        readFields(sent);
      } catch (err) {
        reject(err);
        return;
      }
      reject(new DomainError('VALIDATION_FAILED', 'Choose a file to upload.', [{ field: accept.field, message: 'Choose a file to upload' }]));
    });
    req.on('aborted', () => parser.destroy(new Error('aborted')));
    req.pipe(parser);
  });
}

/**
 * An upload route's work: receives the upload (`receiveUpload`), then has its service adopt it. A refused upload
 * closes the connection after the answer, so the rest of it is not read; if adopting it fails, the upload is
 * removed.
 */
export async function receiveAndAdopt<F, T>(
  req: Request,
  res: Response,
  store: ObjectStore,
  limits: Config['uploadLimits'],
  rules: UploadRules<F>,
  adopt: (received: ReceivedUpload<F>) => Promise<T>,
): Promise<T> {
  let received: ReceivedUpload<F>;
  try {
    received = await receiveUpload(req, store, limits, rules);
  } catch (err) {
    res.setHeader('Connection', 'close');
    throw err;
  }
  try {
    return await adopt(received);
  } catch (err) {
    await store.remove([received.upload.key]).catch(() => undefined);
    throw err;
  }
}
