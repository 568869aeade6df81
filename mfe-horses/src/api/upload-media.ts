import type { UploadLimits } from '@remuda/contracts';
import { fileSize } from '@remuda/shell-kit';

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
