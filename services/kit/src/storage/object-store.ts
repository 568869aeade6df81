import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

/** Inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live: a folder on local disk in the embedded default, an S3 bucket (MinIO) in the
 * distributed mode. Keys are made by the server (`horses/<id>/<media>/<file>`), never taken from a user.
 */
export interface ObjectStore {
  /** Streams `body` in; never holds the whole object in memory. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredObject>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  remove(keys: string[]): Promise<void>;
  /** The keys under a folder (`imports/`), at any depth, in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Readiness: the store answers. */
  check(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Whether `key` has one of the server's own key shapes: no `..`, no absolute paths, no surprises. */
export const isObjectKey = (key: string): boolean => KEY.test(key) && !key.includes('..') && key.length <= 300;

/** Refuses anything but the server's own key shapes (`isObjectKey`). */
export function assertKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
};

/** The content type of a stored object, from the extension the server gave its key. */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
