import type { Horse, HorseDetail, Media } from '@remuda/contracts';

// Test data for the public pages: a horse as GET /api/horses answers it, with any field overridden.

export function aHorse(overrides: Partial<Horse> = {}): Horse {
  const id = overrides.id ?? 'h-dusty';
  return {
    id,
    name: 'Dusty',
    breed: 'Mustang',
    sex: 'gelding',
    age: 7,
    color: 'Bay',
    description: 'A steady trail horse who loves cattle work.',
    profileImage: `/media/${id}/profile.webp`,
    profileImageVariants: [
      { width: 320, url: `/media/${id}/profile-320.webp` },
      { width: 640, url: `/media/${id}/profile-640.webp` },
      { width: 1280, url: `/media/${id}/profile-1280.webp` },
    ],
    foal_year: 2018,
    height: 14.3,
    weight: 950,
    brand: 'Freeze brand 18-1234',
    HMA: 'Sand Wash Basin',
    on_property: true,
    off_property_rides: true,
    deceased: false,
    deceased_date: null,
    needsWormed: false,
    needsYearly: false,
    needsTrimmed: false,
    needsCoggins: false,
    healthDue: { wormed: '2026-04-10', trimmed: '2026-02-28', yearly_vaccines: '2027-01-10', coggins: '2027-01-10' },
    healthLast: { wormed: '2026-01-10', trimmed: '2026-01-10', yearly_vaccines: '2026-01-10', coggins: '2026-01-10' },
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function aMedia(overrides: Partial<Media> = {}): Media {
  const id = overrides.id ?? 'm-1';
  const image = (overrides.type ?? 'image') === 'image';
  return {
    id,
    horseId: 'h-dusty',
    type: 'image',
    url: `/media/${id}.${image ? 'webp' : 'mp4'}`,
    contentType: image ? 'image/webp' : 'video/mp4',
    variants: image
      ? [
          { width: 320, url: `/media/${id}-320.webp` },
          { width: 640, url: `/media/${id}-640.webp` },
          { width: 1280, url: `/media/${id}-1280.webp` },
        ]
      : [],
    width: 1600,
    height: 1200,
    size: 123_456,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function aHorseDetail(overrides: Partial<HorseDetail> = {}): HorseDetail {
  return { ...aHorse(overrides), media: [], ridingLogs: [], ...overrides };
}
