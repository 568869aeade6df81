import { z } from 'zod';
import { defineEvent } from '../event.js';
import { defineOperation } from '../operation.js';
import { decimal, pageOffset, text } from '../validation.js';
import { expectedVersion } from '../versions.js';
import { CARE_KEY, CARE_LIMITS } from './horse-care.js';
import { CARE_ROUTES as R } from './care.routes.js';

/** A whole number from `min` to `max`, named in its messages. */
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

const intervalDays = wholeNumber('Interval', CARE_LIMITS.minIntervalDays, CARE_LIMITS.maxIntervalDays);

/** A kind of care as a key in a path or a record: lower-case letters, digits and underscores. */
export const careKindKey = z.string({ error: 'Unknown kind of care' }).regex(CARE_KEY, { error: 'Unknown kind of care' });

/** An IANA time zone this runtime knows (`America/Denver`), answered in its canonical spelling. */
export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .trim()
  .min(1, { error: 'Time zone is required', abort: true })
  .transform((zone, ctx) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Time zone must be a time zone such as America/Denver' });
      return z.NEVER;
    }
  });

/** A kind of care the ranch follows: the spec's four (built in) and those an administrator added. */
export const careKindSchema = z.object({
  kind: z.string(),
  name: z.string(),
  /** Days from one to the next, for the ranch. */
  intervalDays: z.number().int(),
  /** One of the spec's four: renamed or re-timed, never removed. */
  builtIn: z.boolean(),
});
export type CareKindSetting = z.infer<typeof careKindSchema>;

export const horseIntervalSchema = z.object({ horseId: z.string(), horseName: z.string(), kind: z.string(), days: z.number().int() });
export type HorseInterval = z.infer<typeof horseIntervalSchema>;

/** The care plan's settings, kept by the horses service in its database. */
export const careSettingsSchema = z.object({
  /** The ranch's IANA time zone: due dates are all-day dates there, and "today" is its day. */
  timeZone: z.string(),
  /** Care due within this many days is on today's list and in the digest. */
  leadDays: z.number().int(),
  /** The hour (0-23, ranch time) the daily digest goes out. */
  digestHour: z.number().int(),
  kinds: z.array(careKindSchema),
  /** Horses on their own interval for a kind, by horse name. */
  horseIntervals: z.array(horseIntervalSchema),
  /** 1 at first start, one more with every change of the time zone, lead days, digest hour or a kind. */
  version: z.number().int().positive(),
});
export type CareSettings = z.infer<typeof careSettingsSchema>;

export const careSettingsInputSchema = z.object({
  timeZone: timeZoneSchema,
  leadDays: wholeNumber('Lead days', 0, CARE_LIMITS.maxLeadDays),
  digestHour: wholeNumber('Digest hour', 0, 23),
  /** The version read: a change since is refused with CONFLICT. */
  version: expectedVersion.optional(),
});
export type CareSettingsInput = z.input<typeof careSettingsInputSchema>;

export const careKindInputSchema = z.object({
  name: text({ label: 'Name', required: true, max: CARE_LIMITS.maxNameLength }),
  intervalDays,
});
export type CareKindInput = z.input<typeof careKindInputSchema>;

export const horseIntervalInputSchema = z.object({
  horseId: z.uuid({ error: 'Not found' }),
  kind: careKindKey,
  /** The horse's own days, or null to put it back on the ranch's interval. */
  days: intervalDays.nullable(),
});
export type HorseIntervalInput = z.input<typeof horseIntervalInputSchema>;

/** The most of a group's horses one answer of today's care carries. */
export const CARE_DUE_PAGE_LIMIT = 500;

/**
 * Which of today's care to answer: every group, or only `kind`'s; of each, `limit` horses (50 unless said, at most
 * CARE_DUE_PAGE_LIMIT) from `offset`. A large herd's list is read a page at a time, never in one answer.
 */
export const careDueQuerySchema = z.object({
  kind: careKindKey.optional(),
  limit: decimal(
    z
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be at least 1' })
      .max(CARE_DUE_PAGE_LIMIT, { error: `Limit must be at most ${CARE_DUE_PAGE_LIMIT}` }),
  ).optional(),
  offset: pageOffset.optional(),
});
export type CareDueQuery = z.input<typeof careDueQuerySchema>;

/** Today's care list, as `careDueGroups` makes it (horse-care.ts), a page of each group. */
export const careDueSchema = z.object({
  /** The day the list is for (YYYY-MM-DD, the ranch's day). */
  today: z.string(),
  /** Care due within this many days is listed. */
  leadDays: z.number().int(),
  groups: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      /** How many horses the whole group lists; `items` is the page asked for. */
      total: z.number().int(),
      items: z.array(
        z.object({
          horseId: z.string(),
          horseName: z.string(),
          away: z.boolean(),
          due: z.string(),
          last: z.string().nullable(),
          status: z.enum(['overdue', 'due-soon', 'ok']),
          text: z.string(),
          when: z.string(),
        }),
      ),
    }),
  ),
});
export type CareDue = z.infer<typeof careDueSchema>;

export const CARE_OPERATIONS = {
  due: defineOperation({ ...R.due, request: careDueQuerySchema, answer: careDueSchema, errors: ['VALIDATION_FAILED'] }),
  settings: defineOperation({ ...R.settings, request: z.object({}), answer: careSettingsSchema, errors: [] }),
  updateSettings: defineOperation({ ...R.updateSettings, request: careSettingsInputSchema, answer: careSettingsSchema, errors: ['VALIDATION_FAILED', 'CONFLICT'] }),
  addKind: defineOperation({ ...R.addKind, request: careKindInputSchema, answer: careSettingsSchema, errors: ['VALIDATION_FAILED'] }),
  updateKind: defineOperation({
    ...R.updateKind,
    request: careKindInputSchema.extend({ kind: careKindKey }),
    answer: careSettingsSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
  removeKind: defineOperation({ ...R.removeKind, request: z.object({ kind: careKindKey }), answer: careSettingsSchema, errors: ['NOT_FOUND', 'VALIDATION_FAILED'] }),
  setHorseInterval: defineOperation({ ...R.setHorseInterval, request: horseIntervalInputSchema, answer: careSettingsSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  /**
   * An archive's care settings put back whole, its version too, over the first start's (an administrator restoring
   * a ranch into a new install): not over HTTP. Put back after the horses, whose own intervals it holds, and before
   * the medical records, whose events then assess each horse under the ranch's own plan.
   */
  settingsFromArchive: defineOperation({
    pattern: 'horses.care.settings-from-archive',
    access: 'admin',
    // Its time zone checked as an administrator's is: one this runtime knows.
    request: careSettingsSchema.extend({ timeZone: timeZoneSchema }),
    answer: careSettingsSchema,
    errors: ['VALIDATION_FAILED'],
  }),
} as const;

/** One horse's care after a change: every kind the ranch follows, with its due date and latest record. */
export const careDueChangedSchema = z.object({
  horseId: z.string(),
  horseName: z.string(),
  deceased: z.boolean(),
  away: z.boolean(),
  care: z.array(z.object({ kind: z.string(), due: z.string(), last: z.string().nullable() })),
});
export type CareDueChanged = z.infer<typeof careDueChangedSchema>;

export const CARE_EVENTS = {
  /** A horse's due dates moved (a record, a death, a departure or return, an interval): what they are now. */
  dueChanged: defineEvent({ type: 'horses.care.due-changed', version: 1, payload: careDueChangedSchema }),
  /** The settings changed: what they are now. */
  settingsChanged: defineEvent({ type: 'horses.care.settings-changed', version: 1, payload: careSettingsSchema }),
} as const;
