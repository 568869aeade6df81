import { z } from 'zod';
import { ridingLogSummarySchema } from '../horses/horses.schemas.js';
import { defineOperation } from '../operation.js';
import {
  deleteRidingLogSchema,
  horseRidingLogsQuerySchema,
  ridingLogIdSchema,
  ridingLogInputSchema,
  ridingLogListQuerySchema,
  ridingActivityQuerySchema,
  ridingActivitySchema,
  ridingLogPageSchema,
  ridingLogSchema,
  updateRidingLogMessageSchema,
} from './riding.schemas.js';

const tag = 'riding';

/**
 * What the riding service answers. Any signed-in user reads riding logs; trainers and administrators write
 * them (SPEC.md section 6). Over HTTP the list is a plain array with paging headers, like the medical records'.
 */
export const RIDING_OPERATIONS = {
  list: defineOperation({
    pattern: 'riding.log.list',
    access: 'signed-in',
    request: ridingLogListQuerySchema,
    answer: ridingLogPageSchema,
    errors: ['VALIDATION_FAILED'],
    http: {
      method: 'GET', path: '/api/riding-logs', tag, answer: z.array(ridingLogSchema),
      summary: 'Riding logs, newest first, with the horse’s name. Optional horseId, from, to, q, limit, offset; X-Total-Count and a Link header for the next page',
    },
  }),
  get: defineOperation({
    pattern: 'riding.log.get',
    access: 'signed-in',
    request: ridingLogIdSchema,
    answer: ridingLogSchema,
    errors: ['NOT_FOUND'],
    http: { method: 'GET', path: '/api/riding-logs/{id}', tag, summary: 'A riding log' },
  }),
  create: defineOperation({
    pattern: 'riding.log.create',
    idempotent: true,
    access: 'staff',
    request: ridingLogInputSchema,
    answer: ridingLogSchema,
    errors: ['VALIDATION_FAILED'],
    http: { method: 'POST', path: '/api/riding-logs', tag, status: 201, summary: 'Log a ride on a living horse that is on property or allowed off-property rides' },
  }),
  update: defineOperation({
    pattern: 'riding.log.update',
    idempotent: true,
    access: 'staff',
    request: updateRidingLogMessageSchema,
    answer: ridingLogSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    http: { method: 'PUT', path: '/api/riding-logs/{id}', tag, bodyField: 'log', summary: "Replace a riding log's fields" },
  }),
  remove: defineOperation({
    pattern: 'riding.log.delete',
    idempotent: true,
    access: 'staff',
    request: deleteRidingLogSchema,
    answer: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND', 'CONFLICT'],
    http: { method: 'DELETE', path: '/api/riding-logs/{id}', tag, summary: 'Delete a riding log' },
  }),
  /** The rides a public horse page shows (date and notes), newest first: anyone may read them there. */
  listForHorse: defineOperation({
    pattern: 'riding.log.list-for-horse',
    access: 'public',
    request: horseRidingLogsQuerySchema,
    answer: z.array(ridingLogSummarySchema),
    errors: ['VALIDATION_FAILED'],
  }),
  /**
   * The riding activity section of /admin/reports: rides per living horse per week and days since each one's
   * last ride. Under /api/reports, where no riding log's `{id}` route can shadow it.
   */
  activity: defineOperation({
    pattern: 'riding.activity',
    access: 'staff',
    request: ridingActivityQuerySchema,
    answer: ridingActivitySchema,
    errors: ['VALIDATION_FAILED'],
    http: {
      method: 'GET', path: '/api/reports/riding-activity', tag,
      summary: 'Rides per living horse per week (Monday to Sunday, UTC) over the last `weeks` weeks (1 to 52, default 12), the current one last, and days since each horse’s last ride',
    },
  }),
} as const;
