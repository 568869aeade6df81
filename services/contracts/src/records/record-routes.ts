// No schema code here (no zod): see http-route.ts.
import { type HttpBinding, type HttpHead, defineHeads } from '../http-route.js';
import type { AccessLevel } from '../roles.js';

/**
 * The calls of a kind of record about a horse (medical records, riding logs): listed by horse, searched
 * and paged; read one; create, replace and delete, each idempotent and the last two checked against the version
 * the client read.
 */
export interface RecordHeads<P extends string = string, R extends AccessLevel = AccessLevel, W extends AccessLevel = AccessLevel, B extends string = string> {
  list: HttpHead<`${P}.list`, R> & { http: HttpBinding & { paged: true } };
  get: HttpHead<`${P}.get`, R>;
  create: HttpHead<`${P}.create`, W> & { idempotent: true };
  update: HttpHead<`${P}.update`, W> & { idempotent: true; http: HttpBinding & { bodyField: B } };
  remove: HttpHead<`${P}.delete`, W> & { idempotent: true };
  /** Brings a record deleted within the retention period back, with its id: administrators only (ADR 024). */
  restore: HttpHead<`${P}.restore`, 'admin'> & { idempotent: true };
}

export interface RecordRoutesSpec<D extends string, G extends string, R extends AccessLevel, W extends AccessLevel, B extends string> {
  /** The owning domain (its service, the OpenAPI tag) and the record's name in patterns and event types: `medical`, `record`. */
  domain: D;
  aggregate: G;
  /** The collection's path: `/api/medical-records`. */
  path: string;
  /** Who may read the records, and who may write them. */
  read: R;
  write: W;
  /** One record in words: `medical record`. */
  noun: string;
  /** What a search looks in, for the API's description: `the horse's name, the description, the vet and the notes`. */
  searchedText: string;
  /** What creating one does, for the API's description. */
  createSummary: string;
  /** The field of an update message that holds the record (`record`; riding logs, named before, `log`). */
  bodyField: B;
}

/** The heads of a kind of record's calls, from its names, path and access. */
export function recordRoutes<const D extends string, const G extends string, const R extends AccessLevel, const W extends AccessLevel, const B extends string>(
  spec: RecordRoutesSpec<D, G, R, W, B>,
): RecordHeads<`${D}.${G}`, R, W, B> {
  const { domain: tag, path, read, write, noun } = spec;
  const pattern = `${spec.domain}.${spec.aggregate}` as const;
  const plural = `${noun[0]!.toUpperCase()}${noun.slice(1)}s`;
  return defineHeads({
    list: {
      pattern: `${pattern}.list`,
      access: read,
      http: {
        method: 'GET', path, tag, paged: true,
        summary: `${plural}, newest first, with the horse’s name. Optional horseId, from, to, q (searching ${spec.searchedText}), limit, offset; X-Total-Count and a Link header for the next page`,
      },
    },
    get: { pattern: `${pattern}.get`, access: read, http: { method: 'GET', path: `${path}/{id}`, tag, summary: `A ${noun}` } },
    create: { pattern: `${pattern}.create`, idempotent: true, access: write, http: { method: 'POST', path, tag, status: 201, summary: spec.createSummary } },
    update: {
      pattern: `${pattern}.update`,
      idempotent: true,
      access: write,
      http: { method: 'PUT', path: `${path}/{id}`, tag, bodyField: spec.bodyField, summary: `Replace a ${noun}'s fields` },
    },
    remove: { pattern: `${pattern}.delete`, idempotent: true, access: write, http: { method: 'DELETE', path: `${path}/{id}`, tag, summary: `Delete a ${noun}` } },
    restore: {
      pattern: `${pattern}.restore`,
      idempotent: true,
      access: 'admin',
      http: { method: 'POST', path: `${path}/{id}/restore`, tag, summary: `Restore a ${noun} deleted within the retention period, with its id` },
    },
  });
}

/**
 * The calls of a kind's documents (a vet's papers on a medical record): attach one (a multipart upload the gateway
 * receives; idempotent, as a record's create is), remove one, and download one (answered by the gateway from the media store, always as an attachment).
 * Whoever writes the kind's records attaches and removes; whoever reads them downloads.
 */
export function recordDocumentRoutes<const P extends string, const R extends AccessLevel, const W extends AccessLevel>(heads: RecordHeads<P, R, W>, noun: string) {
  const pattern = heads.list.pattern.slice(0, -'.list'.length) as P;
  const { path: one, tag } = heads.get.http;
  return defineHeads({
    addDocument: {
      pattern: `${pattern}.add-document`,
      // A phone back online sends a document attached offline again until it hears the answer: applied once.
      idempotent: true,
      access: heads.create.access,
      http: {
        method: 'POST', path: `${one}/documents`, tag, status: 201, input: 'multipart',
        summary: `Attach a document to a ${noun}: a PDF, or a picture (JPEG, PNG, WebP, GIF; re-encoded, metadata removed), as multipart field "file"; answers the ${noun}`,
      },
    },
    removeDocument: {
      pattern: `${pattern}.remove-document`,
      access: heads.create.access,
      http: { method: 'DELETE', path: `${one}/documents/{documentId}`, tag, summary: `Remove a document from a ${noun}; answers the ${noun}` } },
    document: {
      pattern: `${pattern}.document`,
      access: heads.get.access,
      http: {
        method: 'GET', path: `${one}/documents/{documentId}`, tag, contentType: 'application/octet-stream',
        summary: `Download a document of a ${noun}, always as an attachment (PDFs under a sandboxing Content-Security-Policy)`,
      },
    },
  });
}

/** The heads of a kind's documents. */
export type RecordDocumentHeads<P extends string = string> = ReturnType<typeof recordDocumentRoutes<P, AccessLevel, AccessLevel>>;
