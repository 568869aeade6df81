import { z } from 'zod';
import { defineRecordKind } from '../records/record-kind.js';
import { decimal, optionalDecimal, optionalText } from '../validation.js';
import { RIDING_LOG_ROUTES } from './riding.routes.js';

/** What kind of ride a log records. */
export const RIDE_TYPES = ['trail', 'arena', 'training', 'groundwork', 'other'] as const;
export type RideType = (typeof RIDE_TYPES)[number];

/** The longest ride a log may record: a whole day. */
export const MAX_RIDE_MINUTES = 1440;

/**
 * A ride on a horse (SPEC.md section 3's id, horseId, date and notes, plus how long, who rode and what kind of
 * ride). A field left out takes its default, as a full form would send it: no notes, no duration, type `other`,
 * and the signed-in user as the rider.
 */
export const RIDING_LOGS = defineRecordKind(RIDING_LOG_ROUTES, {
  fields: {
    notes: optionalText({ label: 'Notes', multiline: true, max: 4000 }),
    /** An empty form field means "not recorded"; decimal text is read as a number. */
    durationMinutes: optionalDecimal(
      z
        .number({ error: 'Duration must be a number of minutes' })
        .int({ error: 'Duration must be whole minutes' })
        .min(1, { error: `Duration must be between 1 and ${MAX_RIDE_MINUTES} minutes` })
        .max(MAX_RIDE_MINUTES, { error: `Duration must be between 1 and ${MAX_RIDE_MINUTES} minutes` }),
    ),
    /** Empty or left out: the signed-in user's email. */
    rider: optionalText({ label: 'Rider', max: 120 }),
    type: z.enum(RIDE_TYPES, { error: 'Type must be trail, arena, training, groundwork or other' }).default('other'),
  },
  answer: {
    notes: z.string(),
    /** Minutes; null when not recorded. */
    durationMinutes: z.number().int().nullable(),
    /** Who rode: the email of the staff member who logged it unless they named someone else. */
    rider: z.string(),
    type: z.enum(RIDE_TYPES),
  },
});

export const ridingLogSchema = RIDING_LOGS.schema;
export const ridingLogInputSchema = RIDING_LOGS.input;
export type RidingLog = z.infer<typeof RIDING_LOGS.schema>;
export type RidingLogInput = z.input<typeof RIDING_LOGS.input>;
export type RidingLogFields = z.output<typeof RIDING_LOGS.input>;
export type RidingLogUpdate = z.input<typeof RIDING_LOGS.update>;
export type RidingLogPage = z.infer<typeof RIDING_LOGS.page>;

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
