import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { CARE_GROUP_ORDER } from './horse-care.js';
import { CARE_ROUTES as R } from './care.routes.js';

/** Today's care list, as `careDueGroups` makes it (horse-care.ts). */
export const careDueSchema = z.object({
  /** The day the list is for (YYYY-MM-DD, UTC). */
  today: z.string(),
  /** Care due within this many days is listed (REMUDA_CARE_LEAD_DAYS). */
  leadDays: z.number().int(),
  groups: z.array(
    z.object({
      kind: z.enum(CARE_GROUP_ORDER),
      name: z.string(),
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
  due: defineOperation({ ...R.due, request: z.object({}), answer: careDueSchema, errors: [] }),
} as const;
