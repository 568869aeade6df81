import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HorseDetail, UploadLimits } from '@remuda/contracts';
import { HORSE_ROUTES, PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { ApiError, type CallAnswer, SESSION_KEY, callApi, requestOf } from '@remuda/shell-kit';

/** What the upload answers: the stored picture or clip. */
type Media = CallAnswer<typeof HORSE_ROUTES.addMedia>;
import { fileSize } from '../../../lib/file-size';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** What the API takes (anything else is answered 415); how large each kind may be, the server says. */
export const MEDIA_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const;

/** The file picker's accept list. */
export const MEDIA_ACCEPT = [...MEDIA_TYPES.image, ...MEDIA_TYPES.video].join(',');

export const UPLOAD_FALLBACK_MESSAGE = 'Failed to upload the file';

/** The largest picture and clip this site takes, as its gateway says (REMUDA_MAX_IMAGE_BYTES, REMUDA_MAX_VIDEO_BYTES). */
export const useUploadLimits = () =>
  useQuery({
    queryKey: ['upload-limits'],
    queryFn: ({ signal }) => callApi(PLATFORM_ROUTES.uploadLimits, {}, { fallbackMessage: 'Failed to fetch the upload limits', signal }),
    staleTime: Infinity,
  });

/**
 * What the page can already tell about a file before sending it (a known unsupported type, or larger than the
 * server takes), so nobody waits for 500 MB to cross the network to learn it. A file of unknown type is left to
 * the server, which identifies files by their bytes; so is the size while the limits are not known yet.
 */
export function mediaFileProblem(file: File, limits: UploadLimits | undefined): string | null {
  const kind = (['image', 'video'] as const).find((k) => (MEDIA_TYPES[k] as readonly string[]).includes(file.type));
  if (!kind) {
    return file.type ? 'This type of file is not supported. Choose a JPEG, PNG, WebP or GIF image, or an MP4, WebM or QuickTime video.' : null;
  }
  const max = limits && (kind === 'image' ? limits.imageBytes : limits.videoBytes);
  if (max !== undefined && file.size > max) {
    return `This ${kind} is too large: ${kind === 'image' ? 'images' : 'videos'} can be at most ${fileSize(max)}.`;
  }
  return null;
}

export interface UploadRequest {
  file: File;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart field `media`. XMLHttpRequest rather than fetch, because only it reports upload
 * progress. The session cookie goes along (same origin); the header is the one the gateway's cross-site
 * protection asks of every write. Answers the stored media, or fails with the server's message.
 */
export function uploadHorseMedia(horseId: string, { file, onProgress, signal }: UploadRequest): Promise<Media> {
  return new Promise<Media>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', requestOf(HORSE_ROUTES.addMedia, { horseId } as never).path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = readJson(xhr.responseText) as { message?: unknown; code?: unknown } | undefined;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as Media);
      const message = typeof body?.message === 'string' && body.message ? body.message : UPLOAD_FALLBACK_MESSAGE;
      reject(new ApiError(xhr.status, message, typeof body?.code === 'string' ? body.code : undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_FALLBACK_MESSAGE, 'NETWORK'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('media', file, file.name);
    xhr.send(form);
  });
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Uploads one file; each stored file shows at once and refreshes the horse and the list. */
export function useUploadHorseMedia(horseId: string) {
  const queryClient = useQueryClient();
  const detailKey = horseQueryOptions(horseId).queryKey;
  return useMutation({
    mutationFn: (request: UploadRequest) => uploadHorseMedia(horseId, request),
    onSuccess: (media) => {
      queryClient.setQueryData<HorseDetail>(detailKey, (horse) =>
        horse && !horse.media.some((m) => m.id === media.id) ? { ...horse, media: [...horse.media, media] } : horse,
      );
      // Not awaited: the next file starts while the horse (whose profile picture may now be set) reloads.
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey });
    },
    onError: (error) => {
      // A 401 means the session ended: asking again sends the page to sign-in through the route guard.
      if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
