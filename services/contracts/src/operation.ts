import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import type { AccessLevel } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an operation is exposed over HTTP by the gateway. */
export interface HttpBinding {
  method: HttpMethod;
  /** The full path, `{name}` for path parameters: `/api/horses/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** The success status when it is not 200. */
  status?: 201;
  /**
   * Where the request's fields other than the path parameters come from: the JSON body (default for POST and
   * PUT), the query string (default for GET and DELETE), or a multipart upload the gateway receives itself.
   */
  input?: 'body' | 'query' | 'multipart';
  /** The JSON body is this one field of the request (`PUT /api/horses/{id}` sends the horse as `horse`). */
  bodyField?: string;
  /** The HTTP answer, when the gateway reshapes the operation's answer (a page becomes an array and headers). */
  answer?: z.ZodType;
}

/**
 * One call a client or a service makes, defined once: the message pattern the owning service answers, the
 * request and answer schemas, who may call it (checked by the gateway and again by the service), the error
 * codes it may answer, and where it is exposed over HTTP.
 */
export interface Operation<Req extends z.ZodType = z.ZodType, Ans extends z.ZodType = z.ZodType, A extends AccessLevel = AccessLevel> {
  kind: 'operation';
  pattern: string;
  access: A;
  request: Req;
  answer: Ans;
  errors: readonly ErrorCode[];
  http?: HttpBinding;
  /**
   * A write a client may send again when its answer was lost (a phone back online): with an `Idempotency-Key`
   * the owning service applies it once per key and user, and answers a repeat with the first answer.
   */
  idempotent?: true;
}

/** The header a client names a write with, so a repeat of it is recognised (see `Operation.idempotent`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key: 1 to 200 letters, digits and `_ . : -` (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,200}$/, { error: 'An Idempotency-Key is 1 to 200 letters, digits and _ . : - characters.' });

export type OperationRequest<O extends Operation> = z.input<O['request']>;
export type OperationInput<O extends Operation> = z.output<O['request']>;
export type OperationAnswer<O extends Operation> = z.output<O['answer']>;

const PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export function defineOperation<const Req extends z.ZodType, const Ans extends z.ZodType, const A extends AccessLevel>(
  definition: Omit<Operation<Req, Ans, A>, 'kind'>,
): Operation<Req, Ans, A> {
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
  }
  return { kind: 'operation', ...definition };
}

/**
 * An HTTP route the gateway answers itself (sessions, the remote registry), calling operations as it needs.
 * Listed beside the operations so the API's description and the mounted routes have one source.
 */
export interface EdgeRoute {
  kind: 'edge';
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: AccessLevel;
  status?: 201;
  body?: z.ZodType;
  query?: z.ZodObject;
  answer: z.ZodType;
  errors: readonly ErrorCode[];
}

export function defineEdgeRoute(definition: Omit<EdgeRoute, 'kind'>): EdgeRoute {
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
  /** The route reads an `Idempotency-Key` header (see `Operation.idempotent`). */
  idempotent: boolean;
}

export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);

/** The fields of an operation's request that are not path parameters, as the body or query schema. */
function inputSchema(op: Operation, http: HttpBinding): z.ZodType | undefined {
  if (http.bodyField) return (op.request as z.ZodObject).shape[http.bodyField] as z.ZodType;
  const params = pathParams(http.path);
  if (params.length === 0) return op.request;
  const rest = (op.request as z.ZodObject).omit(Object.fromEntries(params.map((p) => [p, true])) as never);
  return Object.keys(rest.shape).length ? rest : undefined;
}

export function inputKind(http: HttpBinding): 'body' | 'query' | 'multipart' {
  return http.input ?? (http.method === 'POST' || http.method === 'PUT' ? 'body' : 'query');
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

/** The HTTP route of an operation or an edge route. */
export function apiRoute(entry: Operation | EdgeRoute): ApiRoute {
  if (entry.kind === 'edge') {
    return {
      method: entry.method,
      path: entry.path,
      summary: entry.summary,
      tag: entry.tag,
      access: entry.access,
      status: entry.status ?? 200,
      body: entry.body,
      query: entry.query,
      multipart: false,
      answer: entry.answer,
      errors: statuses(entry.access, entry.errors, entry.body !== undefined),
      idempotent: false,
    };
  }
  const http = entry.http;
  if (!http) throw new Error(`${entry.pattern} is not exposed over HTTP`);
  const kind = inputKind(http);
  const input = kind === 'multipart' ? undefined : inputSchema(entry, http);
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
    answer: http.answer ?? entry.answer,
    errors: statuses(entry.access, entry.errors, kind !== 'query', entry.idempotent),
    operation: entry,
    idempotent: entry.idempotent === true,
  };
}

/** Every operation of a table of them, for code that walks all of a domain's operations. */
export function operationsOf(table: Record<string, Operation | EdgeRoute>): Operation[] {
  return Object.values(table).filter((entry): entry is Operation => entry.kind === 'operation');
}
