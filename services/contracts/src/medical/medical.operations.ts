import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { medicalRecordListQuerySchema, medicalRecordSchema } from './medical.schemas.js';

/** What the medical service answers. */
export const MEDICAL_OPERATIONS = {
  list: defineOperation({
    pattern: 'medical.record.list',
    access: 'signed-in',
    request: medicalRecordListQuerySchema,
    answer: z.array(medicalRecordSchema),
    errors: ['VALIDATION_FAILED'],
    http: { method: 'GET', path: '/api/medical-records', tag: 'medical', summary: 'Medical records, newest first; optional horseId' },
  }),
} as const;
