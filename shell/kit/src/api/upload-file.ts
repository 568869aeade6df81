import { type QueryClient, useQuery } from '@tanstack/react-query';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { SESSION_KEY } from './query-keys';
import { ApiError, apiErrorOf } from './api-client';
import { callApi } from './call-api';

export const UPLOAD_FALLBACK_MESSAGE = 'Failed to upload the file';

/** The largest upload of each kind this site takes, as its gateway says (`GET /api/uploads/limits`). */
export const useUploadLimits = () =>
  useQuery({
    queryKey: ['upload-limits'],
    queryFn: ({ signal }) => callApi(PLATFORM_ROUTES.uploadLimits, {}, { fallbackMessage: 'Failed to fetch the upload limits', signal }),
    staleTime: Infinity,
  });

export interface UploadRequest {
  file: File;
  /** The multipart field the file goes in: `media` unless the route names another. */
  field?: string;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file to `path` as multipart field `media` (or `field`), after the text `fields` (the server reads them first).
 * XMLHttpRequest rather than fetch, because only it reports upload progress. The session cookie goes along (same
 * origin); the header is the one the gateway's cross-site protection asks of every write. Answers what the server
 * stored, or fails as any call of the API does: the server's message, its field errors, else the fallback.
 */
export function uploadFile<T>(path: string, { file, field = 'media', onProgress, signal }: UploadRequest, fields: Record<string, string> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(apiErrorOf(xhr.status, body, UPLOAD_FALLBACK_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_FALLBACK_MESSAGE, 'NETWORK'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** After a refused upload: a 401 means the session ended, and asking again sends the page to sign-in through the route guard. */
export function askAgainWhoIsSignedIn(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
