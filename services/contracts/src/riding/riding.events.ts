import { z } from 'zod';
import { defineEvent } from '../event.js';
import { ridingLogSchema } from './riding.schemas.js';

/** A log as its events carry it; those recorded before logs had versions carry none. */
const ridingLogEventSchema = ridingLogSchema.extend({ version: ridingLogSchema.shape.version.optional() });

/** Riding-log events the riding service publishes through its outbox. */
export const RIDING_EVENTS = {
  created: defineEvent({ type: 'riding.log.created', version: 1, payload: ridingLogEventSchema }),
  updated: defineEvent({ type: 'riding.log.updated', version: 1, payload: ridingLogEventSchema }),
  deleted: defineEvent({ type: 'riding.log.deleted', version: 1, payload: z.object({ id: z.string(), horseId: z.string() }) }),
} as const;
