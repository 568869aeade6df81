import { z } from 'zod';
import { ridingLogSummarySchema } from '../horses/horses.schemas.js';
import { defineOperation } from '../operation.js';
import { horseRidingLogsQuerySchema, ridingLogListQuerySchema, ridingLogSchema } from './riding.schemas.js';

/** What the riding service answers. */
export const RIDING_OPERATIONS = {
  list: defineOperation({
    pattern: 'riding.log.list',
    access: 'signed-in',
    request: ridingLogListQuerySchema,
    answer: z.array(ridingLogSchema),
    errors: ['VALIDATION_FAILED'],
    http: { method: 'GET', path: '/api/riding-logs', tag: 'riding', summary: 'Riding logs, newest first; optional horseId' },
  }),
  /** The rides a public horse page shows (date and notes), newest first: anyone may read them there. */
  listForHorse: defineOperation({
    pattern: 'riding.log.list-for-horse',
    access: 'public',
    request: horseRidingLogsQuerySchema,
    answer: z.array(ridingLogSummarySchema),
    errors: ['VALIDATION_FAILED'],
  }),
} as const;
