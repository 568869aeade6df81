import type { Horse, HorseFields, Media, MediaVariant } from '@remuda/contracts';
import { applyNeedsFromForm, healthDueOf, healthLastOf } from '../health/horse-health-fields.js';
import type { HorseEntity } from './horse.entity.js';
import type { MediaEntity, StoredFile } from './media.entity.js';

const MEDIA_PATH = '/media/';

/** Media are served by the gateway at /media/<key>: a path on the site, as the spec's pages expect. */
export const mediaUrl = (key: string) => `${MEDIA_PATH}${key}`;

/** The key of a file `mediaUrl` made (keys are never encoded in it), or null for any other url. */
export const mediaKeyOf = (url: string): string | null => (url.startsWith(MEDIA_PATH) ? url.slice(MEDIA_PATH.length) : null);

/** The width a profile picture is shown at on cards and the detail page. */
export const PROFILE_WIDTH = 640;

export function storedFiles(media: MediaEntity): StoredFile[] {
  return JSON.parse(media.files) as StoredFile[];
}

export function toMedia(media: MediaEntity): Media {
  const files = storedFiles(media);
  const variants: MediaVariant[] = media.type === 'image' ? files.map((f) => ({ width: f.width, url: mediaUrl(f.key) })) : [];
  const main = media.type === 'image' ? (files.find((f) => f.width >= PROFILE_WIDTH) ?? files[files.length - 1]!) : files[0]!;
  return {
    id: media.id,
    horseId: media.horseId,
    type: media.type,
    url: mediaUrl(main.key),
    contentType: media.contentType,
    variants,
    width: media.width,
    height: media.height,
    size: Number(media.size),
    createdAt: media.createdAt,
  };
}

export function toHorse(horse: HorseEntity, profile: MediaEntity | null): Horse {
  const picture = profile ? toMedia(profile) : null;
  return {
    id: horse.id,
    name: horse.name,
    breed: horse.breed,
    sex: horse.sex,
    age: horse.age,
    color: horse.color,
    description: horse.description,
    profileImage: picture?.url ?? null,
    profileImageVariants: picture?.variants ?? [],
    foal_year: horse.foalYear,
    height: horse.heightTenths === null ? null : horse.heightTenths / 10,
    weight: horse.weight,
    brand: horse.brand,
    HMA: horse.hma,
    on_property: horse.onProperty,
    off_property_rides: horse.offPropertyRides,
    deceased: horse.deceased,
    deceased_date: horse.deceasedDate,
    needsWormed: horse.needsWormed,
    needsYearly: horse.needsYearly,
    needsTrimmed: horse.needsTrimmed,
    needsCoggins: horse.needsCoggins,
    healthDue: healthDueOf(horse),
    healthLast: healthLastOf(horse),
    createdAt: horse.createdAt,
    updatedAt: horse.updatedAt,
    version: horse.version,
  };
}

/**
 * Marks a change to a horse's row: when, and one more version. Every change counts, the ranch's own from medical
 * events and the daily check too: a form read before it would otherwise put back the weight, height or needs it
 * replaced.
 */
export function markChanged(horse: HorseEntity, now: string): void {
  horse.updatedAt = now;
  horse.version += 1;
}

/** `markChanged` for a change made with a plain UPDATE of the row. */
export const changedColumns = (now: string) => ({ updatedAt: now, version: () => 'version + 1' });

/**
 * Applies validated fields to an entity (a new one, or one being replaced) at `now`; a need ticked by hand is raised
 * on `today`, the ranch's day (records are dated in it too).
 */
export function applyFields(horse: HorseEntity, fields: HorseFields, now: string, today: string): HorseEntity {
  horse.name = fields.name;
  horse.nameKey = fields.name.toLowerCase();
  horse.breed = fields.breed;
  horse.sex = fields.sex;
  horse.age = fields.age;
  horse.color = fields.color;
  horse.description = fields.description;
  horse.foalYear = fields.foal_year;
  horse.heightTenths = fields.height === null ? null : Math.round(fields.height * 10);
  horse.weight = fields.weight;
  horse.brand = fields.brand;
  horse.hma = fields.HMA;
  horse.onProperty = fields.on_property;
  horse.offPropertyRides = fields.off_property_rides;
  horse.deceased = fields.deceased;
  horse.deceasedDate = fields.deceased ? fields.deceased_date : null;
  applyNeedsFromForm(horse, fields, today);
  horse.updatedAt = now;
  return horse;
}
