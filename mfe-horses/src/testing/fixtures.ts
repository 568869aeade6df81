// Test data for the specs of this remote: the shared horses (shell-kit's testing) and its media.
import { makeHorse, nextId } from '@remuda/shell-kit/testing';
import type { Horse, HorseDetail, Media } from '@remuda/contracts';

export { makeHorse, nextId };

export function makeHorseDetail(overrides: Partial<HorseDetail> = {}): HorseDetail {
  return { ...makeHorse(), media: [], ridingLogs: [], ...overrides };
}

export function makeImage(horseId: string, overrides: Partial<Media> = {}): Media {
  const id = overrides.id ?? nextId();
  return {
    id,
    horseId,
    type: 'image',
    url: `/media/${id}.webp`,
    contentType: 'image/webp',
    variants: [320, 640, 1280].map((width) => ({ width, url: `/media/${id}-${width}.webp` })),
    width: 1600,
    height: 1200,
    size: 400_000,
    createdAt: '2026-04-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeVideo(horseId: string, overrides: Partial<Media> = {}): Media {
  const id = overrides.id ?? nextId();
  return {
    id,
    horseId,
    type: 'video',
    url: `/media/${id}.mp4`,
    contentType: 'video/mp4',
    variants: [],
    width: null,
    height: null,
    size: 9_000_000,
    createdAt: '2026-04-03T09:00:00.000Z',
    ...overrides,
  };
}
