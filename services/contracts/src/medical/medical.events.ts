import { z } from 'zod';
import { defineEvent } from '../event.js';
import { medicalRecordSchema } from './medical.schemas.js';

/** Horse-health events the medical service publishes through its outbox; the horses service keeps health from them. */
export const MEDICAL_EVENTS = {
  created: defineEvent({ type: 'medical.record.created', version: 1, payload: medicalRecordSchema }),
  updated: defineEvent({ type: 'medical.record.updated', version: 1, payload: medicalRecordSchema }),
  deleted: defineEvent({ type: 'medical.record.deleted', version: 1, payload: z.object({ id: z.string(), horseId: z.string() }) }),
} as const;
