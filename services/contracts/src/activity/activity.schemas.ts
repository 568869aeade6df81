import { z } from 'zod';
import { roleSchema } from '../role.schema.js';
import { calendarDate, pageLimit, pageOffset, text } from '../validation.js';

/** One field a change touched: its value before (null when the thing was new) and after (null once deleted). */
export const historyChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/**
 * One change, as the history keeps it: the event it was read from (`id`, `type`), who made it (null for the
 * platform itself), when, the thing it touched (its kind, id, the horse it belongs to and a label such as the
 * horse's name or a record's date), the action, and each changed field before and after.
 */
export const historyEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  occurredAt: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), role: roleSchema }).nullable(),
  kind: z.string(),
  thingId: z.string(),
  horseId: z.string().nullable(),
  horseName: z.string().nullable(),
  label: z.string().nullable(),
  action: z.string(),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({ items: z.array(historyEntrySchema), total: z.number().int() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** History is read a page at a time: 50 entries unless `limit` says otherwise (the whole history may be millions). */
const paging = { limit: pageLimit.default(50), offset: pageOffset.optional() };

export const horseHistoryQuerySchema = z.object({ horseId: z.uuid({ error: 'Unknown horse' }), ...paging });
export const thingHistoryQuerySchema = z.object({ thingId: text({ label: 'Thing', max: 64, required: true }), ...paging });

const KEY = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
export const activityQuerySchema = z
  .object({
    actorId: text({ label: 'Person', max: 64 }).optional(),
    kind: z.string().regex(KEY, { error: 'Unknown kind of thing' }).max(100).optional(),
    action: z.string().regex(KEY, { error: 'Unknown action' }).max(50).optional(),
    /** Changes on or after this day (UTC). */
    from: calendarDate('From').optional(),
    /** Changes on or before this day (UTC). */
    to: calendarDate('To').optional(),
    ...paging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'From must be on or before To', path: ['to'] });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPersonSchema = z.object({ id: z.string(), email: z.string() });
export type ActivityPerson = z.infer<typeof activityPersonSchema>;
