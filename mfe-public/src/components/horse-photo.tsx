import { preload } from 'react-dom';
import type { MediaVariant } from '@remuda/contracts';
import { srcSetOf, variantSrc } from '@remuda/shell-kit';

export { srcSetOf };

export type PhotoLoading = 'priority' | 'eager' | 'lazy';

interface HorsePhotoProps {
  /** The full-size image (a path on the site), or null when the horse has none. */
  src: string | null;
  /** The re-encoded widths of the same image (320/640/960/1280), for srcset. */
  variants?: readonly MediaVariant[];
  alt: string;
  /** How wide the image is drawn at each viewport width, so the browser picks the right variant. */
  sizes: string;
  /**
   * 'lazy' for images below the first screenful; 'priority' for the page's largest image (what the visitor waits
   * for): asked for before the page's scripts and other images, from a preload in the page's head.
   */
  loading?: PhotoLoading;
  className?: string;
}

/**
 * A horse's photo in a 4:3 frame, served at the width the screen needs; when there is no photo yet, a quiet
 * placeholder that says so instead of a broken image.
 */
export function HorsePhoto({ src, variants = [], alt, sizes, loading = 'eager', className = '' }: HorsePhotoProps) {
  if (!src && !variants.length) {
    return (
      <div className={`horse-photo horse-photo--empty ${className}`.trim()}>
        <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
          <path d="M20 8v26a12 12 0 0 0 24 0V8" fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
          <circle cx="20" cy="24" r="1.8" fill="#efe4d2" />
          <circle cx="44" cy="24" r="1.8" fill="#efe4d2" />
        </svg>
        <span>Photo coming soon</span>
      </div>
    );
  }
  const url = variantSrc(src ?? '', variants);
  const srcSet = srcSetOf(variants);
  const shownSizes = variants.length ? sizes : undefined;
  const priority = loading === 'priority';
  if (priority) preload(url, { as: 'image', imageSrcSet: srcSet, imageSizes: shownSizes, fetchPriority: 'high' });
  return (
    <img
      className={`horse-photo ${className}`.trim()}
      src={url}
      srcSet={srcSet}
      sizes={shownSizes}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      width={640}
      height={480}
    />
  );
}

/** The photo frame's styles; each page that draws a HorsePhoto includes them (React dedupes by href). */
export const HORSE_PHOTO_CSS = `
.horse-photo { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: #efe4d2; }
.horse-photo--empty { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; color: #5e4f42; font-weight: 600; }
`;

/** Draws the photo frame's styles once per page. */
export function HorsePhotoStyles() {
  return (
    <style href="remuda-horse-photo" precedence="remuda">
      {HORSE_PHOTO_CSS}
    </style>
  );
}
