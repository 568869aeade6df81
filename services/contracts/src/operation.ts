import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import { type HttpBinding, type HttpMethod, type OperationHead, inputKind, pathParams } from './http-route.js';
import type { AccessLevel } from './roles.js';
import { manyAtOnce } from './validation.js';


/**
 * One call a client or a service makes, defined once: its head (the message pattern the owning service answers,
 * who may call it, checked by the gateway and again by the service, and where it is exposed over HTTP), the
 * request and answer schemas, and the error codes it may answer.
 */
export interface Operation<
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Ans extends z.ZodType = z.ZodType,
  A extends AccessLevel = AccessLevel,
  H extends HttpBinding | undefined = HttpBinding | undefined,
  HA extends z.ZodType | undefined = z.ZodType | undefined,
> extends OperationHead<P, A> {
  kind: 'operation';
  request: Req;
  answer: Ans;
  errors: readonly ErrorCode[];
  http?: H;
  /** The HTTP answer, when the gateway composes more than the operation answers (a horse with its rides). */
  httpAnswer?: HA;
}

/**
 * An HTTP route the gateway answers itself (sessions, the remote registry), calling operations as it needs.
 * Listed beside the operations so the API's description and the mounted routes have one source; `request` is its
 * body or query string, as its method says.
 */
export interface EdgeRoute<P extends string = string, Req extends z.ZodType | undefined = z.ZodType | undefined, Ans extends z.ZodType = z.ZodType, A extends AccessLevel = AccessLevel>
  extends OperationHead<P, A> {
  kind: 'edge';
  http: HttpBinding;
  request?: Req;
  answer: Ans;
  errors: readonly ErrorCode[];
}

/** The header a client names a write with, so a repeat of it is recognised (see `OperationHead.idempotent`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key: 1 to 200 letters, digits and `_ . : -` (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,200}$/, { error: 'An Idempotency-Key is 1 to 200 letters, digits and _ . : - characters.' });

export type OperationRequest<O extends Operation | EdgeRoute> = O['request'] extends z.ZodType ? z.input<O['request']> : Record<string, never>;
export type OperationInput<O extends Operation | EdgeRoute> = O['request'] extends z.ZodType ? z.output<O['request']> : Record<string, never>;
export type OperationAnswer<O extends Operation | EdgeRoute> = z.output<O['answer']>;

/** What an HTTP client receives: a page's items as a plain array, a composed answer, or the operation's answer. */
export type HttpAnswer<O extends Operation | EdgeRoute> =
  NonNullable<O['http']> extends { paged: true }
    ? z.output<O['answer']> extends { items: infer I } ? I : never
    : z.output<O extends { httpAnswer?: infer HA } ? (Exclude<HA, undefined> extends never ? O['answer'] : Exclude<HA, undefined>) : O['answer']>;

const PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export function defineOperation<
  const P extends string,
  const Req extends z.ZodType,
  const Ans extends z.ZodType,
  const A extends AccessLevel,
  const H extends HttpBinding | undefined = undefined,
  const HA extends z.ZodType | undefined = undefined,
>(definition: Omit<Operation<P, Req, Ans, A, H, HA>, 'kind'>): Operation<P, Req, Ans, A, H, HA> {
  if (!PATTERN.test(definition.pattern)) throw new Error(`Operation pattern ${definition.pattern} is not dotted lower case`);
  if (definition.http) {
    const params = pathParams(definition.http.path);
    const shape = definition.request instanceof z.ZodObject ? (definition.request.shape as Record<string, unknown>) : {};
    for (const name of params) {
      if (!(name in shape)) throw new Error(`${definition.pattern}: path parameter {${name}} is not a field of the request`);
    }
    if (definition.http.bodyField && !(definition.http.bodyField in shape)) {
      throw new Error(`${definition.pattern}: body field ${definition.http.bodyField} is not a field of the request`);
    }
    if (definition.http.paged && !(definition.answer instanceof z.ZodObject && definition.answer.shape.items instanceof z.ZodArray)) {
      throw new Error(`${definition.pattern}: a paged answer is { items, total }`);
    }
  }
  return { kind: 'operation', ...definition };
}

/** What putting back an archive's items answers: how many it added, and how many were here already (left as they are). */
export const archiveLoadedSchema = z.object({ added: z.number().int(), present: z.number().int() });
export type ArchiveLoaded = z.infer<typeof archiveLoadedSchema>;

/**
 * Items of an exported archive (docs/adr/026-export.md) put back as they were, with their ids, dates and versions,
 * by an administrator restoring a ranch into a new install (docs/adr/032-restore-from-archive.md): each checked by
 * the kind's answer schema, all in one transaction; an id already here is left as it is, so a call sent again (a
 * restore that stopped) changes nothing more: idempotent by what it holds, with no Idempotency-Key. Not over HTTP.
 * Their events go out as for items made by hand, so every consumer applies them.
 */
export const fromArchive = <const P extends string, const T extends z.ZodType>(pattern: P, item: T) =>
  defineOperation({ pattern, access: 'admin', request: manyAtOnce(item), answer: archiveLoadedSchema, errors: ['VALIDATION_FAILED'] });

export function defineEdgeRoute<const P extends string, const A extends AccessLevel, const Ans extends z.ZodType, const Req extends z.ZodType | undefined = undefined>(
  definition: Omit<EdgeRoute<P, Req, Ans, A>, 'kind'>,
): EdgeRoute<P, Req, Ans, A> {
  return { kind: 'edge', ...definition };
}

/** Every /api route as the gateway mounts it and OpenAPI describes it. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: AccessLevel;
  status: 200 | 201;
  body?: z.ZodType;
  query?: z.ZodObject;
  multipart: boolean;
  answer: z.ZodType;
  /** HTTP statuses beyond the success one, from the declared error codes and the access level. */
  errors: number[];
  /** The operation behind the route, when the route forwards one. */
  operation?: Operation;
  /** The answer is a page sent as a plain array with paging headers. */
  paged: boolean;
  /** The route reads an `Idempotency-Key` header (see `OperationHead.idempotent`). */
  idempotent: boolean;
  /** The media type of the success answer: `application/json` unless the binding names another. */
  contentType: string;
}

/** The fields of a request that are not path parameters, as the body or query schema. */
function inputSchema(request: z.ZodType | undefined, http: HttpBinding): z.ZodType | undefined {
  if (!request) return undefined;
  if (http.bodyField) return (request as z.ZodObject).shape[http.bodyField] as z.ZodType;
  const params = pathParams(http.path);
  if (params.length === 0) return request;
  const rest = (request as z.ZodObject).omit(Object.fromEntries(params.map((p) => [p, true])) as never);
  return Object.keys(rest.shape).length ? rest : undefined;
}

function statuses(access: AccessLevel, errors: readonly ErrorCode[], readsBody: boolean, idempotent = false): number[] {
  const set = new Set<number>(errors.map((code) => ERROR_STATUS[code]));
  if (readsBody) set.add(ERROR_STATUS.PAYLOAD_TOO_LARGE);
  // A malformed key, and a key already used for a different request.
  if (idempotent) set.add(ERROR_STATUS.BAD_REQUEST).add(ERROR_STATUS.IDEMPOTENCY_KEY_REUSED);
  if (access !== 'public') set.add(401);
  if (access === 'staff' || access === 'admin') set.add(403);
  return [...set].sort((a, b) => a - b);
}

/** The HTTP answer's schema: a page's items as an array, or the composed answer, or the operation's own. */
function httpAnswerSchema(entry: Operation | EdgeRoute): z.ZodType {
  if (entry.http?.paged) return (entry.answer as z.ZodObject).shape.items as z.ZodType;
  return (entry.kind === 'operation' && entry.httpAnswer) || entry.answer;
}

/** The HTTP route of an operation or an edge route. */
export function apiRoute(entry: Operation | EdgeRoute): ApiRoute {
  const http = entry.http;
  if (!http) throw new Error(`${entry.pattern} is not exposed over HTTP`);
  const kind = inputKind(http);
  const input = kind === 'multipart' ? undefined : inputSchema(entry.request, http);
  const readsBody = entry.kind === 'edge' ? kind === 'body' && input !== undefined : kind !== 'query';
  return {
    method: http.method,
    path: http.path,
    summary: http.summary,
    tag: http.tag,
    access: entry.access,
    status: http.status ?? 200,
    body: kind === 'body' ? input : undefined,
    query: kind === 'query' && input instanceof z.ZodObject ? input : undefined,
    multipart: kind === 'multipart',
    answer: httpAnswerSchema(entry),
    errors: statuses(entry.access, entry.errors, readsBody, entry.idempotent),
    operation: entry.kind === 'operation' ? entry : undefined,
    paged: http.paged === true,
    idempotent: entry.idempotent === true,
    contentType: http.contentType ?? 'application/json',
  };
}
