import { z } from 'zod';

/** A ride on a horse (SPEC.md section 3). `date` is a calendar date, YYYY-MM-DD. */
export const ridingLogSchema = z.object({
  id: z.string(),
  horseId: z.string(),
  date: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RidingLog = z.infer<typeof ridingLogSchema>;

export const ridingLogListQuerySchema = z.object({
  horseId: z.uuid({ error: 'Unknown horse' }).optional(),
});

/** Request/reply message patterns the riding service answers. */
export const RIDING_PATTERNS = {
  list: 'riding.log.list',
} as const;
