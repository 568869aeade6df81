import { z } from 'zod';
import { defineEdgeRoute, defineOperation } from '../operation.js';
import { DELETED_ROUTES as R } from './deleted.routes.js';

/**
 * One thing deleted within the retention period, as Recently deleted lists it (ADR 024): its kind (the owning
 * aggregate's pattern: `medical.record`, `riding.log`, `horses.media`, `horses.gallery`), its id, what it was (its
 * horse, its date, a title), who deleted it and when, and until when it can be restored.
 */
export const deletedItemSchema = z.object({
  kind: z.string(),
  id: z.string(),
  horseId: z.string().nullable(),
  horseName: z.string().nullable(),
  /** The record's calendar date, or null (pictures, clips). */
  date: z.string().nullable(),
  /** A line saying what it was: a record's description, a picture's title, `Picture` or `Clip`. */
  title: z.string(),
  deletedAt: z.string(),
  /** The email of whoever deleted it, when a signed-in account did. */
  deletedBy: z.string().nullable(),
  /** The last instant it can be restored; it is removed for good after. */
  restorableUntil: z.string(),
});
export type DeletedItem = z.infer<typeof deletedItemSchema>;

const deletedList = z.array(deletedItemSchema);

/** Each service's things deleted within the period, newest first; the gateway composes them (`GET /api/deleted`). */
export const DELETED_OPERATIONS = {
  horses: defineOperation({ ...R.horses, request: z.object({}), answer: deletedList, errors: [] }),
  medical: defineOperation({ ...R.medical, request: z.object({}), answer: deletedList, errors: [] }),
  riding: defineOperation({ ...R.riding, request: z.object({}), answer: deletedList, errors: [] }),
} as const;

export const DELETED_EDGE_ROUTES = {
  list: defineEdgeRoute({ ...R.list, answer: deletedList, errors: [] }),
} as const;
