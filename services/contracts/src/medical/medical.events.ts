import { z } from 'zod';
import { defineEvent } from '../event.js';
import { medicalRecordSchema } from './medical.schemas.js';

/** A record as its events carry it; those recorded before records had versions carry none. */
const medicalRecordEventSchema = medicalRecordSchema.extend({ version: medicalRecordSchema.shape.version.optional() });

/** Horse-health events the medical service publishes through its outbox; the horses service keeps health from them. */
export const MEDICAL_EVENTS = {
  created: defineEvent({ type: 'medical.record.created', version: 1, payload: medicalRecordEventSchema }),
  updated: defineEvent({ type: 'medical.record.updated', version: 1, payload: medicalRecordEventSchema }),
  deleted: defineEvent({ type: 'medical.record.deleted', version: 1, payload: z.object({ id: z.string(), horseId: z.string() }) }),
} as const;
