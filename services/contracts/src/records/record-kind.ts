import { z } from 'zod';
import { type EventDefinition, type Upcaster, defineEvent } from '../event.js';
import { type EdgeRoute, type Operation, defineEdgeRoute, defineOperation, fromArchive } from '../operation.js';
import { calendarDate, manyAtOnce, pageLimit, pageOffset, pastCalendarDate, text } from '../validation.js';
import { expectedVersion, expectedVersionQuery } from '../versions.js';
import type { AccessLevel } from '../roles.js';
import type { RecordDocumentHeads, RecordHeads } from './record-routes.js';

const idSchema = z.object({ id: z.uuid({ error: 'Not found' }) });



/**
 * A kind of record about a horse, defined once: the heads of its calls (record-routes.ts) and its own fields.
 * What every kind shares comes from here: the answer carries the record's id, horse (and the horse's name as the
 * owning service last heard it), calendar date (YYYY-MM-DD), when it was made and changed, and its version; the
 * form sends the horse and the date (SPEC.md section 5's messages) besides its own fields; the list is filtered by
 * horse and by a range of days, searched and paged; each change goes out as `<pattern>.created`, `.updated` or
 * `.deleted`, and one brought back within the retention period as `.restored`.
 */
export function defineRecordKind<
  const P extends string,
  const R extends AccessLevel,
  const W extends AccessLevel,
  const B extends string,
  const F extends z.ZodRawShape,
  const A extends z.ZodRawShape,
>(heads: RecordHeads<P, R, W, B>, own: { fields: F; answer: A; events?: { version: number; upcasters: Record<number, Upcaster> } }) {
  const schema = z.object({
    id: z.string(),
    horseId: z.string(),
    horseName: z.string().nullable(),
    date: z.string(),
    ...own.answer,
    createdAt: z.string(),
    updatedAt: z.string(),
    /** 1 when made, one more with every change. */
    version: z.number().int().positive(),
  });
  const input = z.object({ horseId: z.uuid({ error: 'Horse is required' }), date: pastCalendarDate('Date is required'), ...own.fields });
  const listQuery = z.object({
    horseId: z.uuid({ error: 'Unknown horse' }).optional(),
    /** Records on or after this day. */
    from: calendarDate('From').optional(),
    /** Records on or before this day. */
    to: calendarDate('To').optional(),
    q: text({ label: 'Search', max: 100 }).optional(),
    limit: pageLimit.optional(),
    offset: pageOffset.optional(),
  });
  const page = z.object({ items: z.array(schema), total: z.number().int() });
  /**
   * A replacement (PUT): the fields, and optionally the `version` the client read. With it, a record changed since
   * is refused with CONFLICT and the record as it is now; without it, the last write wins.
   */
  const update = input.extend({ version: expectedVersion.optional() });
  const updateMessage = idSchema.extend({ [heads.update.http.bodyField]: update } as { [K in B]: typeof update });
  /** Which record to delete, and optionally the `version` the client read: a record changed since is refused. */
  const removal = idSchema.extend({ version: expectedVersionQuery.optional() });
  /** A record as its events carry it; those made before records had versions carry none. */
  const eventPayload = schema.extend({ version: schema.shape.version.optional() });
  const prefix = heads.list.pattern.slice(0, -'.list'.length) as P;
  const event = (what: string) => `${prefix}.${what}` as const;
  const written = own.events ?? { version: 1, upcasters: {} };

  return {
    heads,
    schema,
    input,
    update,
    listQuery,
    page,
    operations: {
      list: defineOperation({ ...heads.list, request: listQuery, answer: page, errors: ['VALIDATION_FAILED'] }),
      get: defineOperation({ ...heads.get, request: idSchema, answer: schema, errors: ['NOT_FOUND'] }),
      create: defineOperation({ ...heads.create, request: input, answer: schema, errors: ['VALIDATION_FAILED'] }),
      update: defineOperation({ ...heads.update, request: updateMessage, answer: schema, errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'] }),
      remove: defineOperation({ ...heads.remove, request: removal, answer: z.object({ ok: z.literal(true) }), errors: ['NOT_FOUND', 'CONFLICT'] }),
      /** Not deleted, or deleted too long ago: CONFLICT; nothing deleted under the id, or its horse unknown: NOT_FOUND. */
      restore: defineOperation({ ...heads.restore, request: idSchema, answer: schema, errors: ['NOT_FOUND', 'CONFLICT'] }),
      /**
       * Many records at once, all or none, as their writers may make them one by one (an import's rows): not over
       * HTTP. Answers how many it made.
       */
      createMany: defineOperation({
        pattern: `${prefix}.create-many`,
        idempotent: true,
        access: heads.create.access,
        request: manyAtOnce(input),
        answer: z.object({ created: z.number().int() }),
        errors: ['VALIDATION_FAILED'],
      }),
      /** An archive's records put back with their ids, dates, versions and documents (their files are put back first). */
      fromArchive: fromArchive(`${prefix}.from-archive`, schema),
    },
    events: {
      created: defineEvent({ type: event('created'), ...written, payload: eventPayload }),
      updated: defineEvent({ type: event('updated'), ...written, payload: eventPayload }),
      deleted: defineEvent({ type: event('deleted'), version: 1, payload: z.object({ id: z.string(), horseId: z.string() }) }),
      /** A deleted record brought back, in full as `created` carries it (its version one more than when deleted). */
      restored: defineEvent({ type: event('restored'), version: 1, payload: schema }),
    },
  };
}

/** What a kind's documents may be: how many on one record, and the longest name kept. */
export const DOCUMENT_LIMITS = { perRecord: 20, nameLength: 200 } as const;

/** The kinds of file a document may be, judged by their bytes: a PDF, or a picture (stored re-encoded as WebP). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A document on a record, as the record answers it. */
export const recordDocumentSchema = z.object({
  id: z.string(),
  /** The file's name as it was uploaded, offered again when it is downloaded. */
  name: z.string(),
  /** `application/pdf`, or `image/webp` for a picture (re-encoded, its metadata removed). */
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  addedAt: z.string(),
  /** Who attached it (their email), or null. */
  addedBy: z.string().nullable(),
});
export type RecordDocument = z.infer<typeof recordDocumentSchema>;

/**
 * A kind's answer field for its documents (oldest first); a kind that carries documents lists it in its `answer`.
 * Events and answers kept from before records carried documents have none: a field added, so no new event version.
 */
export const recordDocumentsField = z.array(recordDocumentSchema).default([]);

/** Where a document's file is kept in the media store: under `documents/`, which `/media` never serves. */
export const documentKey = (document: Pick<RecordDocument, 'id' | 'contentType'>) =>
  `documents/${document.id}.${document.contentType === 'application/pdf' ? 'pdf' : 'webp'}`;

/**
 * A browser's name for a file as a document's name: without control characters, at most the limit's length, and
 * `document` when nothing is left. Only ever shown and offered back on download, never used as a path.
 */
export function documentName(filename: string): string {
  const clean = [...filename.replace(/[\p{Cc}\p{Cs}]/gu, '').trim()].slice(0, DOCUMENT_LIMITS.nameLength).join('').trim();
  return clean || 'document';
}

/** A file the gateway has streamed into object storage and judged by its bytes, for the service to adopt as a document. */
export const documentUploadSchema = z.object({
  key: z.string().regex(/^uploads\/[0-9a-f-]{36}$/),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
});

/**
 * A kind of record that carries documents: its operations gain attaching one (`addDocument`: the upload and its
 * name; the record answered with one more version, as its `updated` event carries it) and removing one, and its
 * download route. The kind's `answer` lists `documents: recordDocumentsField`.
 */
export function withDocuments<K extends { schema: z.ZodObject<{ documents: typeof recordDocumentsField }>; operations: object }, P extends string>(
  kind: K,
  heads: RecordDocumentHeads<P>,
) {
  const { schema } = kind;
  const record = z.object({ id: z.uuid({ error: 'Not found' }) });
  const documentRef = record.extend({ documentId: z.uuid({ error: 'Not found' }) });
  return {
    ...kind,
    documentHeads: heads,
    operations: {
      ...(kind.operations as K['operations']),
      addDocument: defineOperation({
        ...heads.addDocument,
        /** The file's name as the browser sent it, made fit by the gateway (`documentName`). */
        request: record.extend({ name: text({ label: 'Name', required: true, max: DOCUMENT_LIMITS.nameLength }), upload: documentUploadSchema }),
        answer: schema as K['schema'],
        errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
      }),
      removeDocument: defineOperation({
        ...heads.removeDocument,
        /** Optionally the record's `version` the client read: a record changed since is refused. */
        request: documentRef.extend({ version: expectedVersionQuery.optional() }),
        answer: schema as K['schema'],
        errors: ['NOT_FOUND', 'CONFLICT'],
      }),
      document: defineEdgeRoute({ ...heads.document, request: documentRef, answer: z.string(), errors: ['NOT_FOUND'] }),
    },
  };
}

/** Any kind of record, as the building blocks that serve every kind see it. */
export interface RecordKindContract {
  heads: RecordHeads;
  schema: z.ZodObject;
  input: z.ZodObject;
  operations: Record<'list' | 'get' | 'create' | 'update' | 'remove' | 'restore' | 'createMany' | 'fromArchive', Operation> & {
    /** A kind that carries documents (`withDocuments`). */
    addDocument?: Operation;
    removeDocument?: Operation;
    document?: EdgeRoute;
  };
  events: Record<'created' | 'updated' | 'deleted' | 'restored', EventDefinition>;
}
