import { z } from 'zod';
import { isRealDay, optionalDecimal, optionalText, pageLimit, pageOffset, text } from '../validation.js';
import { expectedVersion } from '../versions.js';

export const HORSE_SEXES = ['stallion', 'mare', 'gelding', 'female'] as const;
export type HorseSex = (typeof HORSE_SEXES)[number];

export const HORSE_STATUSES = ['on-property', 'off-property', 'deceased'] as const;
export const HORSE_HEALTH = ['needs-attention', 'healthy'] as const;
export const MEDIA_TYPES = ['image', 'video'] as const;

/**
 * The widths every image is re-encoded to; pages ask for the one they show (srcset). 960 is for phones: a photo
 * across a 412-pixel screen at 1.75 device pixels per pixel (a common Android phone, and Lighthouse's) needs about
 * 660, which 640 just misses and 1280 doubles.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export const mediaVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** A picture or clip of a horse. `url` is a path on the site (SPEC: relative, prepended with the host). */
export const mediaSchema = z.object({
  id: z.string(),
  horseId: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  contentType: z.string(),
  /** Images only: the re-encoded widths, smallest first. */
  variants: z.array(mediaVariantSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/**
 * When each kind of care next falls due (YYYY-MM-DD, UTC calendar days): the latest medical record of that kind
 * plus the ranch's interval. A horse with no record of a kind is due from the day it joined the herd (its
 * `createdAt` date), i.e. due now: a date rather than null, so lists can sort and compare it like any other.
 */
export const healthDueSchema = z.object({
  wormed: z.string(),
  trimmed: z.string(),
  yearly_vaccines: z.string(),
  coggins: z.string(),
});
export type HealthDue = z.infer<typeof healthDueSchema>;

/** The date of the latest medical record of each kind of care (YYYY-MM-DD), or null when there is none. */
export const healthLastSchema = z.object({
  wormed: z.string().nullable(),
  trimmed: z.string().nullable(),
  yearly_vaccines: z.string().nullable(),
  coggins: z.string().nullable(),
});
export type HealthLast = z.infer<typeof healthLastSchema>;

export const ridingLogSummarySchema = z.object({ id: z.string(), date: z.string(), notes: z.string() });
export type RidingLogSummary = z.infer<typeof ridingLogSummarySchema>;

/** A horse on the wire, with SPEC.md section 3's field names. */
export const horseSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  sex: z.enum(HORSE_SEXES),
  age: z.number().int().nullable(),
  color: z.string(),
  description: z.string(),
  profileImage: z.string().nullable(),
  /** The profile image at every width, for srcset. */
  profileImageVariants: z.array(mediaVariantSchema),
  foal_year: z.number().int().nullable(),
  /** Hands, to one decimal as horsemen write it (15.2). */
  height: z.number().nullable(),
  /** Pounds. */
  weight: z.number().int().nullable(),
  brand: z.string(),
  HMA: z.string(),
  on_property: z.boolean(),
  off_property_rides: z.boolean(),
  deceased: z.boolean(),
  deceased_date: z.string().nullable(),
  needsWormed: z.boolean(),
  needsYearly: z.boolean(),
  needsTrimmed: z.boolean(),
  needsCoggins: z.boolean(),
  /**
   * Kept by the horses service from the medical service's records and its health policy; `horseCare` of
   * `@remuda/contracts/care` reads them with the needs and `deceased` into what each screen shows.
   */
  healthDue: healthDueSchema,
  healthLast: healthLastSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 1 when added, one more with every change, staff's or the ranch's own (health, measurements, pictures). */
  version: z.number().int().positive(),
});
export type Horse = z.infer<typeof horseSchema>;

/** A horse with its pictures and clips, as the horses service answers it. */
export const horseWithMediaSchema = horseSchema.extend({ media: z.array(mediaSchema) });
export type HorseWithMedia = z.infer<typeof horseWithMediaSchema>;

/** GET /api/horses/{id}: the horse with its pictures and clips and its riding logs, newest first. */
export const horseDetailSchema = horseWithMediaSchema.extend({ ridingLogs: z.array(ridingLogSummarySchema) });
export type HorseDetail = z.infer<typeof horseDetailSchema>;

const THIS_YEAR = new Date().getUTCFullYear();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What staff send to create a horse (POST) or replace its fields (PUT). Only name and sex are required; a
 * field left out takes its default, as a full form would send it.
 */
export const horseInputSchema = z
  .object({
    name: text({ label: 'Name', required: true, max: 100 }),
    breed: optionalText({ label: 'Breed', max: 100 }),
    sex: z.enum(HORSE_SEXES, {
      // A choice left empty is a missing answer, said the way every required field says it (SPEC.md section 5).
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? 'Sex is required' : 'Sex must be stallion, mare, gelding or female',
    }),
    age: optionalDecimal(z.number({ error: 'Age must be a number' }).int({ error: 'Age must be whole years' }).min(0, { error: 'Age cannot be negative' }).max(60, { error: 'Age must be at most 60 years' })),
    color: optionalText({ label: 'Color', max: 60 }),
    description: optionalText({ label: 'Description', max: 4000, multiline: true }),
    foal_year: optionalDecimal(z.number({ error: 'Birth Year must be a number' }).int({ error: 'Birth Year must be a year' }).min(1960, { error: 'Birth Year must be 1960 or later' }).max(THIS_YEAR, { error: `Birth Year cannot be after ${THIS_YEAR}` })),
    height: optionalDecimal(z.number({ error: 'Height must be a number' }).min(5, { error: 'Height must be between 5 and 20 hands' }).max(20, { error: 'Height must be between 5 and 20 hands' })),
    weight: optionalDecimal(z.number({ error: 'Weight must be a number' }).int({ error: 'Weight must be whole pounds' }).min(50, { error: 'Weight must be between 50 and 3000 lbs' }).max(3000, { error: 'Weight must be between 50 and 3000 lbs' })),
    brand: optionalText({ label: 'Brand', max: 100 }),
    HMA: optionalText({ label: 'HMA', max: 100 }),
    on_property: z.boolean({ error: 'On property must be true or false' }).default(true),
    off_property_rides: z.boolean({ error: 'Off-property rides must be true or false' }).default(false),
    deceased: z.boolean({ error: 'Deceased must be true or false' }).default(false),
    deceased_date: z
      .union([
        z
          .string()
          .regex(ISO_DATE, { error: 'Date of death must be a date (YYYY-MM-DD)', abort: true })
          .refine(isRealDay, { error: 'Date of death must be a real calendar date' }),
        z.null(),
      ])
      .default(null),
    needsWormed: z.boolean().default(false),
    needsYearly: z.boolean().default(false),
    needsTrimmed: z.boolean().default(false),
    needsCoggins: z.boolean().default(false),
  })
  .superRefine((horse, ctx) => {
    if (horse.deceased_date && !horse.deceased) {
      ctx.addIssue({ code: 'custom', path: ['deceased_date'], message: 'Only a deceased horse has a date of death' });
    }
    if (horse.deceased_date && horse.deceased_date > new Date().toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['deceased_date'], message: 'Date of death cannot be in the future' });
    }
  });
export type HorseInput = z.input<typeof horseInputSchema>;
export type HorseFields = z.output<typeof horseInputSchema>;

/** GET /api/horses query: all optional; without `limit` the whole list is answered. */
export const horseListQuerySchema = z.object({
  q: text({ label: 'Search', max: 100 }).optional(),
  status: z.enum(HORSE_STATUSES, { error: 'Status must be on-property, off-property or deceased' }).optional(),
  health: z.enum(HORSE_HEALTH, { error: 'Health must be needs-attention or healthy' }).optional(),
  /** `mustang` (any breed naming mustang), `other` (every other breed), or a breed name. */
  breed: text({ label: 'Breed', max: 100 }).optional(),
  /** One sex or several, comma-separated (`mare,female`). */
  sex: z
    .union([z.string(), z.array(z.string())], { error: 'Sex must be stallion, mare, gelding or female' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(HORSE_SEXES, { error: 'Sex must be stallion, mare, gelding or female' })))
    .optional(),
  limit: pageLimit.optional(),
  offset: pageOffset.optional(),
});
export type HorseListQuery = z.output<typeof horseListQuerySchema>;

/**
 * One living horse's care dates, all a calendar of the herd's care needs: when each kind the ranch follows (the
 * spec's four and those added, in the care plan's order) falls due, its latest record, and when the horse last
 * changed.
 */
export const horseCareDatesSchema = horseSchema.pick({ id: true, name: true, updatedAt: true }).extend({
  care: z.array(z.object({ kind: z.string(), name: z.string(), due: z.string(), last: z.string().nullable() })),
});
export type HorseCareDates = z.infer<typeof horseCareDatesSchema>;
/** The most horses one answer of the herd's care dates carries (a message stays well under the broker's 1 MB). */
export const CARE_DATES_PAGE_LIMIT = 1000;
/** A page of the herd's care dates, by name, from `offset`; with `mark`, none when the herd has not changed since. */
export const herdCareDatesQuerySchema = z.object({ offset: pageOffset.optional(), mark: text({ label: 'Mark', max: 200 }).optional() });
/**
 * A page of every living horse's care dates, by name. `mark` changes with any change to the herd or the care plan:
 * asked with the mark it has, the answer is `unchanged` and carries no horses.
 */
export const herdCareDatesSchema = z.object({ mark: z.string(), unchanged: z.boolean(), total: z.number().int(), horses: z.array(horseCareDatesSchema) });
export type HerdCareDates = z.infer<typeof herdCareDatesSchema>;

export const horseListPageSchema = z.object({ items: z.array(horseSchema), total: z.number().int() });
export type HorseListPage = z.infer<typeof horseListPageSchema>;

export const profileImageRequestSchema = z.object({ mediaId: z.uuid({ error: 'Choose one of the horse’s images' }) });

/** The id of a horse or a media item, as message data. */
export const idMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
export const horseNameMessageSchema = z.object({ name: text({ label: 'Name', required: true, max: 100 }) });

/**
 * What staff send to replace a horse's fields (PUT): the fields, and optionally the `version` they read. With it,
 * a horse changed since is refused with CONFLICT and the horse as it is now; without it, the last write wins.
 */
export const horseUpdateSchema = horseInputSchema.safeExtend({ version: expectedVersion.optional() });
export type HorseUpdate = z.input<typeof horseUpdateSchema>;

export const updateHorseMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }), horse: horseUpdateSchema });
export const setProfileImageMessageSchema = idMessageSchema.extend(profileImageRequestSchema.shape);

/** A file the gateway has streamed into object storage and identified by its bytes, for the service to adopt. */
export const addMediaMessageSchema = z.object({
  horseId: z.uuid({ error: 'Not found' }),
  upload: z.object({
    key: z.string().regex(/^uploads\/[0-9a-f-]{36}$/),
    kind: z.enum(MEDIA_TYPES),
    contentType: z.string(),
    extension: z.string().regex(/^[a-z0-9]{2,5}$/),
    size: z.number().int().nonnegative(),
  }),
});
export type AddMediaMessage = z.infer<typeof addMediaMessageSchema>;
