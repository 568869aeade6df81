// Wire-shaped test data for the public gallery, as GET /api/gallery answers it.
import type { GalleryCategory, GalleryPicture } from '@remuda/contracts';
import { nextId } from './horses';

/** A picture 1600 by 1067 (variants at 320, 640, 960 and 1280); `overrides` changes any field. */
export function makeGalleryPicture(overrides: Partial<GalleryPicture> = {}): GalleryPicture {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: 'The Home Barn at Sunrise',
    description: 'First light on the home barn.',
    category: 'ranch',
    position: 0,
    url: `/media/gallery/${id}-1280.webp`,
    variants: [320, 640, 960, 1280].map((width) => ({ width, url: `/media/gallery/${id}-${width}.webp` })),
    width: 1280,
    height: 853,
    createdAt: '2026-04-02T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** A gallery of pictures in order, each `[title, category]` (a description of its own unless given). */
export function makeGallery(pictures: ReadonlyArray<readonly [string, GalleryCategory, string?]>): GalleryPicture[] {
  return pictures.map(([title, category, description], position) =>
    makeGalleryPicture({ title, category, position, description: description ?? `What ${title} shows.` }),
  );
}
