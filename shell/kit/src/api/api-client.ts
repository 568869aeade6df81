import type { ApiErrorBody, FieldError } from '@remuda/contracts';

/** A failed API call: the server's message when it sent one, otherwise the caller's fallback text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors: FieldError[] = [],
    /** With a 409 for a stale version: the record as it is now, for the user to compare with theirs. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The shell decides what a 401 means for the page (sign out, go to /login); set once at start-up. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Shown when the server gives no message of its own (SPEC.md section 8). */
  fallbackMessage: string;
  /** A 401 here is an answer, not an expired session (sign-in, the session probe). */
  expectUnauthorized?: boolean;
  /** Sent as `Idempotency-Key`: the same key on every try of one write, so a retried write is applied once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Calls the gateway. The session rides the HttpOnly cookie, which page scripts never see; writes carry the
 * header the gateway's cross-site protection asks for.
 */
export async function apiFetch<T>(path: string, request: ApiRequest): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, request)).body;
}

/** `apiFetch`, answering the response's headers with its body (a paged list's total rides in X-Total-Count). */
export async function apiFetchWithHeaders<T>(path: string, request: ApiRequest): Promise<{ body: T; headers: Headers }> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  // A form with files goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = request.body instanceof FormData ? request.body : null;
  if (request.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: request.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, request.fallbackMessage, 'NETWORK');
  }
  const body = await readJson(res);
  if (res.ok) return { body: body as T, headers: res.headers };
  if (res.status === 401 && !request.expectUnauthorized) onUnauthorized();
  throw apiErrorOf(res.status, body, request.fallbackMessage);
}

/**
 * The failure an error answer of the API stands for: its message (else `fallbackMessage`), code, field errors and,
 * with a 409, the record as it is now. For any way of calling the API (fetch here, an upload's XMLHttpRequest).
 */
export function apiErrorOf(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = (body ?? {}) as Partial<ApiErrorBody>;
  return new ApiError(
    status,
    typeof error.message === 'string' && error.message ? error.message : fallbackMessage,
    typeof error.code === 'string' ? error.code : undefined,
    Array.isArray(error.errors) ? error.errors : [],
    error.current,
  );
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
