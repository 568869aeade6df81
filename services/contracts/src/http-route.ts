// No schema code here (no zod): front ends import these heads at run time through `@remuda/contracts/routes`
// and take the matching schemas' types only, so a page's bundle carries a few strings per call, not a validator.
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
  /**
   * The answer is a page (`{ items, total }`) that goes out as the spec's plain array of its items, with the
   * total in X-Total-Count and a Link to the next page.
   */
  paged?: true;
  /** The answer's media type when it is not JSON (`text/calendar` for a calendar feed). */
  contentType?: string;
}

/**
 * What a call is before its schemas: the message pattern (or, for a route the gateway answers itself, its name),
 * who may make it, whether a repeat is recognised, and where HTTP reaches it. An operation is its head plus its
 * request, answer and error codes (operation.ts); the front ends call through the head.
 */
export interface OperationHead<P extends string = string, A extends AccessLevel = AccessLevel> {
  pattern: P;
  access: A;
  /**
   * A write a client may send again when its answer was lost (a phone back online): with an `Idempotency-Key`
   * the owning service applies it once per key and user, and answers a repeat with the first answer.
   */
  idempotent?: true;
  http?: HttpBinding;
}

/** A head exposed over HTTP. */
export type HttpHead<P extends string = string, A extends AccessLevel = AccessLevel> = OperationHead<P, A> & { http: HttpBinding };

const PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** A table of heads, checked once: dotted lower-case patterns. */
export function defineHeads<const T extends Record<string, OperationHead>>(heads: T): T {
  for (const head of Object.values(heads)) {
    if (!PATTERN.test(head.pattern)) throw new Error(`Operation pattern ${head.pattern} is not dotted lower case`);
  }
  return heads;
}

export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);

export function inputKind(http: HttpBinding): 'body' | 'query' | 'multipart' {
  return http.input ?? (http.method === 'POST' || http.method === 'PUT' ? 'body' : 'query');
}
