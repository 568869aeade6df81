import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { UploadLimits } from '@remuda/contracts';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { ApiError, SESSION_KEY, apiErrorOf, callApi } from '@remuda/shell-kit';
import { fileSize } from '../lib/file-size';

/** What the API takes (anything else is answered 415); how large each kind may be, the server says. */
export const MEDIA_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const;

export type MediaKind = keyof typeof MEDIA_TYPES;

/** Each kind in words, for a message naming what may be chosen. */
const KIND_CHOICES: Record<MediaKind, string> = {
  image: 'a JPEG, PNG, WebP or GIF image',
  video: 'an MP4, WebM or QuickTime video',
};

/** A file picker's accept list for the kinds a page takes. */
export const mediaAccept = (kinds: readonly MediaKind[]) => kinds.flatMap((kind) => MEDIA_TYPES[kind]).join(',');

export const UPLOAD_FALLBACK_MESSAGE = 'Failed to upload the file';

/** The largest picture and clip this site takes, as its gateway says (REMUDA_MAX_IMAGE_BYTES, REMUDA_MAX_VIDEO_BYTES). */
export const useUploadLimits = () =>
  useQuery({
    queryKey: ['upload-limits'],
    queryFn: ({ signal }) => callApi(PLATFORM_ROUTES.uploadLimits, {}, { fallbackMessage: 'Failed to fetch the upload limits', signal }),
    staleTime: Infinity,
  });

/**
 * What the page can already tell about a file before sending it (a known type the page does not take, or larger
 * than the server takes), so nobody waits for 500 MB to cross the network to learn it. A file of unknown type is
 * left to the server, which identifies files by their bytes; so is the size while the limits are not known yet.
 */
export function mediaFileProblem(file: File, limits: UploadLimits | undefined, kinds: readonly MediaKind[] = ['image', 'video']): string | null {
  const kind = kinds.find((k) => (MEDIA_TYPES[k] as readonly string[]).includes(file.type));
  if (!kind) {
    return file.type ? `This type of file is not supported. Choose ${kinds.map((k) => KIND_CHOICES[k]).join(', or ')}.` : null;
  }
  const max = limits && (kind === 'image' ? limits.imageBytes : limits.videoBytes);
  if (max !== undefined && file.size > max) {
    return `This ${kind} is too large: ${kind === 'image' ? 'images' : 'videos'} can be at most ${fileSize(max)}.`;
  }
  return null;
}

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
export function uploadMedia<T>(path: string, { file, field = 'media', onProgress, signal }: UploadRequest, fields: Record<string, string> = {}): Promise<T> {
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
