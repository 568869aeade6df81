import { z } from 'zod';
import { defineEvent } from '../event.js';
import { healthDueSchema, healthLastSchema, horseSchema, mediaSchema } from './horses.schemas.js';

/**
 * A horse as its events carry it. Events recorded before horses had due dates, latest records' dates or versions
 * carry none: a consumer reading the history (a new one, or one catching up) must still take them.
 */
const horseEventSchema = horseSchema.extend({
  healthDue: healthDueSchema.optional(),
  healthLast: healthLastSchema.optional(),
  version: horseSchema.shape.version.optional(),
});

/** Domain events the horses service publishes through its outbox. */
export const HORSE_EVENTS = {
  created: defineEvent({ type: 'horses.horse.created', version: 1, payload: horseEventSchema }),
  updated: defineEvent({ type: 'horses.horse.updated', version: 1, payload: horseEventSchema }),
  mediaAdded: defineEvent({ type: 'horses.horse.media-added', version: 1, payload: z.object({ horseId: z.string(), media: mediaSchema }) }),
  mediaRemoved: defineEvent({ type: 'horses.horse.media-removed', version: 1, payload: z.object({ horseId: z.string(), mediaId: z.string() }) }),
  /** A deleted picture or clip brought back, as `media-added` carries it. */
  mediaRestored: defineEvent({ type: 'horses.horse.media-restored', version: 1, payload: z.object({ horseId: z.string(), media: mediaSchema }) }),
  /** A horse's needs changed (a medical record, the daily check of due dates); sent beside `updated`. */
  healthChanged: defineEvent({
    type: 'horses.horse.health-changed',
    version: 1,
    payload: z.object({
      horseId: z.string(),
      needsWormed: z.boolean(),
      needsTrimmed: z.boolean(),
      needsYearly: z.boolean(),
      needsCoggins: z.boolean(),
      healthDue: healthDueSchema,
    }),
  }),
} as const;
