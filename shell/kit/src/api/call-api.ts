import type { HttpAnswer, OperationFor, OperationRequest } from '@remuda/contracts';
import { type HttpHead, inputKind, pathParams } from '@remuda/contracts/routes';
import { type ApiRequest, apiFetch } from './api-client';
import { type ListPage, type Paging, apiFetchPage, queryString } from './paged-list';

type OperationOf<H extends HttpHead> = OperationFor<H['pattern']>;
/** What a call of a head sends: its operation's request (path parameters, and the body or query). */
export type CallInput<H extends HttpHead> = OperationRequest<OperationOf<H>>;
/** What a call of a head answers over HTTP. */
export type CallAnswer<H extends HttpHead> = HttpAnswer<OperationOf<H>>;
/** The item of a paged list's answer. */
export type CallItem<H extends HttpHead> = CallAnswer<H> extends ReadonlyArray<infer I> ? I : never;

/** The request a call makes: its method, its path with the parameters filled in and the query string, its body. */
export interface CallRequest {
  method: HttpHead['http']['method'];
  path: string;
  body?: unknown;
}

/**
 * The HTTP request of a call, as the gateway reads it (`routeInput`): the path's `{params}` from the input, the
 * rest as the JSON body (the one `bodyField` when the head names it) or as the query string.
 */
export function requestOf<H extends HttpHead>(head: H, input: CallInput<H>): CallRequest {
  const { http } = head;
  const fields = { ...(input as Record<string, unknown>) };
  let path = http.path;
  for (const name of pathParams(http.path)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(fields[name] ?? '')));
    delete fields[name];
  }
  if (inputKind(http) === 'body') return { method: http.method, path, body: http.bodyField ? fields[http.bodyField] : fields };
  return { method: http.method, path: `${path}${queryString(fields as Record<string, string | number | undefined>)}` };
}

/** Makes a call through its head: method, path and types come from the contract, never written by hand. */
export function callApi<H extends HttpHead>(head: H, input: CallInput<H>, request: Omit<ApiRequest, 'method' | 'body'>): Promise<CallAnswer<H>> {
  const { method, path, body } = requestOf(head, input);
  return apiFetch<CallAnswer<H>>(path, { ...request, method, body });
}

/** One page of a paged list call (`limit` and `offset` after the filters), with the list's total. */
export function callApiPage<H extends HttpHead & { http: { paged: true } }>(
  head: H,
  filters: Record<string, string | undefined>,
  paging: Paging,
  request: Omit<ApiRequest, 'method' | 'body'>,
): Promise<ListPage<CallItem<H>>> {
  return apiFetchPage<CallItem<H>>(head.http.path, filters, paging, request);
}
