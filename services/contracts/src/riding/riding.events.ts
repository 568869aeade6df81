import { z } from 'zod';
import { defineEvent } from '../event.js';
import { ridingLogSchema } from './riding.schemas.js';

/** Riding-log events the riding service publishes through its outbox. */
export const RIDING_EVENTS = {
  created: defineEvent({ type: 'riding.log.created', version: 1, payload: ridingLogSchema }),
  updated: defineEvent({ type: 'riding.log.updated', version: 1, payload: ridingLogSchema }),
  deleted: defineEvent({ type: 'riding.log.deleted', version: 1, payload: z.object({ id: z.string(), horseId: z.string() }) }),
} as const;
