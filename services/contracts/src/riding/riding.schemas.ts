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

/** A horse's rides as its page shows them. */
export const horseRidingLogsQuerySchema = z.object({ horseId: z.uuid({ error: 'Unknown horse' }) });
