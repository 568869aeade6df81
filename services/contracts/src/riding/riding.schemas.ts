import { z } from 'zod';
import { calendarDate, decimal, optionalDecimal, pageLimit, pageOffset, pastCalendarDate } from '../validation.js';
import { expectedVersion, expectedVersionQuery } from '../versions.js';

/** What kind of ride a log records. */
export const RIDE_TYPES = ['trail', 'arena', 'training', 'groundwork', 'other'] as const;
export type RideType = (typeof RIDE_TYPES)[number];

/** The longest ride a log may record: a whole day. */
export const MAX_RIDE_MINUTES = 1440;

/**
 * A ride on a horse (SPEC.md section 3's id, horseId, date and notes, plus how long, who rode and what kind of
 * ride). `date` is a calendar date, YYYY-MM-DD.
 */
export const ridingLogSchema = z.object({
  id: z.string(),
  horseId: z.string(),
  /** The horse's name as the riding service last heard it from the horses service; null before it has. */
  horseName: z.string().nullable(),
  date: z.string(),
  notes: z.string(),
  /** Minutes; null when not recorded. */
  durationMinutes: z.number().int().nullable(),
  /** Who rode: the email of the staff member who logged it unless they named someone else. */
  rider: z.string(),
  type: z.enum(RIDE_TYPES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 1 when logged, one more with every change. */
  version: z.number().int().positive(),
});
export type RidingLog = z.infer<typeof ridingLogSchema>;

/**
 * What staff send to log a ride (POST) or replace a log (PUT). A field left out takes its default, as a full
 * form would send it: no notes, no duration, type `other`, and the signed-in user as the rider.
 */
export const ridingLogInputSchema = z.object({
  horseId: z.uuid({ error: 'Horse is required' }),
  date: pastCalendarDate('Date is required'),
  notes: z.string({ error: 'Notes must be text' }).trim().max(4000, { error: 'Notes must be at most 4000 characters' }).default(''),
  /** An empty form field means "not recorded"; decimal text is read as a number. */
  durationMinutes: optionalDecimal(
    z
      .number({ error: 'Duration must be a number of minutes' })
      .int({ error: 'Duration must be whole minutes' })
      .min(1, { error: `Duration must be between 1 and ${MAX_RIDE_MINUTES} minutes` })
      .max(MAX_RIDE_MINUTES, { error: `Duration must be between 1 and ${MAX_RIDE_MINUTES} minutes` }),
  ),
  /** Empty or left out: the signed-in user's email. */
  rider: z.string({ error: 'Rider must be text' }).trim().max(120, { error: 'Rider must be at most 120 characters' }).default(''),
  type: z.enum(RIDE_TYPES, { error: 'Type must be trail, arena, training, groundwork or other' }).default('other'),
});
export type RidingLogInput = z.input<typeof ridingLogInputSchema>;
export type RidingLogFields = z.output<typeof ridingLogInputSchema>;

/** GET /api/riding-logs: all optional; newest first; without `limit` the whole list. */
export const ridingLogListQuerySchema = z.object({
  horseId: z.uuid({ error: 'Unknown horse' }).optional(),
  /** Rides on or after this day. */
  from: calendarDate('From').optional(),
  /** Rides on or before this day. */
  to: calendarDate('To').optional(),
  /** Searches the horse's name, the notes and the rider. */
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters' }).optional(),
  limit: pageLimit.optional(),
  offset: pageOffset.optional(),
});

export const ridingLogPageSchema = z.object({ items: z.array(ridingLogSchema), total: z.number().int() });
export type RidingLogPage = z.infer<typeof ridingLogPageSchema>;

export const ridingLogIdSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
/**
 * What staff send to replace a log (PUT): its fields, and optionally the `version` they read. With it, a log
 * changed since is refused with CONFLICT and the log as it is now; without it, the last write wins.
 */
export const ridingLogUpdateSchema = ridingLogInputSchema.extend({ version: expectedVersion.optional() });
export type RidingLogUpdate = z.input<typeof ridingLogUpdateSchema>;

export const updateRidingLogMessageSchema = ridingLogIdSchema.extend({ log: ridingLogUpdateSchema });

/** Which log to delete (DELETE), and optionally the `version` the client read: a log changed since is refused with CONFLICT. */
export const deleteRidingLogSchema = ridingLogIdSchema.extend({ version: expectedVersionQuery.optional() });

/** A horse's rides as its page shows them. */
export const horseRidingLogsQuerySchema = z.object({ horseId: z.uuid({ error: 'Unknown horse' }) });

/** The riding activity report: how many weeks it covers, the current one included (1 to 52, 12 by default). */
export const ridingActivityQuerySchema = z.object({
  weeks: decimal(
    z
      .number({ error: 'Weeks must be a number' })
      .int({ error: 'Weeks must be a whole number' })
      .min(1, { error: 'Weeks must be between 1 and 52' })
      .max(52, { error: 'Weeks must be between 1 and 52' }),
  ).default(12),
});

/** One living horse's rides in the report's weeks and its last ride ever. */
export const horseRidingActivitySchema = z.object({
  horseId: z.string(),
  horseName: z.string(),
  /** Rides in each of the report's weeks, in the order of `weeks`. */
  rides: z.array(z.number().int()),
  /** The day of its latest ride (YYYY-MM-DD), however long ago; null if it has never been ridden. */
  lastRide: z.string().nullable(),
  /** Whole days from `lastRide` to `today`; null if it has never been ridden. */
  daysSinceLastRide: z.number().int().nullable(),
});
export type HorseRidingActivity = z.infer<typeof horseRidingActivitySchema>;

/**
 * Rides per horse per week: the weeks run Monday to Sunday on UTC calendar days, oldest first, the last one
 * holding today; every living horse the riding service knows, by name, ridden or not.
 */
export const ridingActivitySchema = z.object({
  /** The UTC calendar day the report was made on (YYYY-MM-DD). */
  today: z.string(),
  /** The first day (a Monday, YYYY-MM-DD) of each week, oldest first. */
  weeks: z.array(z.string()),
  horses: z.array(horseRidingActivitySchema),
});
export type RidingActivity = z.infer<typeof ridingActivitySchema>;
