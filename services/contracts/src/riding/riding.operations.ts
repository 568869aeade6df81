import { z } from 'zod';
import { ridingLogSummarySchema } from '../horses/horses.schemas.js';
import { defineOperation } from '../operation.js';
import { RIDING_ROUTES as R } from './riding.routes.js';
import { RIDING_LOGS, horseRidingLogsQuerySchema, ridingActivityQuerySchema, ridingActivitySchema } from './riding.schemas.js';

/** What the riding service answers: its logs' calls, a horse's rides for its page, and the activity report. */
export const RIDING_OPERATIONS = {
  ...RIDING_LOGS.operations,
  /** The rides a public horse page shows (date and notes), newest first: anyone may read them there. */
  listForHorse: defineOperation({
    pattern: 'riding.log.list-for-horse',
    access: 'public',
    request: horseRidingLogsQuerySchema,
    answer: z.array(ridingLogSummarySchema),
    errors: ['VALIDATION_FAILED'],
  }),
  activity: defineOperation({ ...R.activity, request: ridingActivityQuerySchema, answer: ridingActivitySchema, errors: ['VALIDATION_FAILED'] }),
} as const;

/** Riding-log events the riding service publishes through its outbox. */
export const RIDING_EVENTS = RIDING_LOGS.events;
