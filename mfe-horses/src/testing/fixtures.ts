// Test data for the specs of this remote: wire-shaped horses and media.
import type { Horse, HorseDetail, Media } from '@remuda/contracts';

let serial = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const nextId = () => uuid(++serial + 1000);

export function makeHorse(overrides: Partial<Horse> = {}): Horse {
  return {
    id: nextId(),
    name: 'Dusty',
    breed: 'Mustang',
    sex: 'gelding',
    age: 7,
    color: 'Bay',
    description: 'A steady trail horse.',
    profileImage: null,
    profileImageVariants: [],
    foal_year: 2019,
    height: 14.3,
    weight: 950,
    brand: 'Freeze mark',
    HMA: 'Sand Wash Basin',
    on_property: true,
    off_property_rides: false,
    deceased: false,
    deceased_date: null,
    needsWormed: false,
    needsYearly: false,
    needsTrimmed: false,
    needsCoggins: false,
    healthDue: { wormed: '2026-05-01', trimmed: '2026-04-19', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

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
