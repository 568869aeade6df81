import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  deleteMedicalRecordSchema,
  medicalRecordIdSchema,
  medicalRecordInputSchema,
  medicalRecordListQuerySchema,
  medicalRecordPageSchema,
  medicalRecordSchema,
  updateMedicalRecordMessageSchema,
} from './medical.schemas.js';

const tag = 'medical';

/**
 * What the medical service answers. Any signed-in user reads medical records; trainers and administrators write
 * them (SPEC.md section 6). Over HTTP the list is a plain array with paging headers, like the horses'.
 */
export const MEDICAL_OPERATIONS = {
  list: defineOperation({
    pattern: 'medical.record.list',
    access: 'signed-in',
    request: medicalRecordListQuerySchema,
    answer: medicalRecordPageSchema,
    errors: ['VALIDATION_FAILED'],
    http: {
      method: 'GET', path: '/api/medical-records', tag, answer: z.array(medicalRecordSchema),
      summary: 'Medical records, newest first, with the horse’s name. Optional horseId, q, limit, offset; X-Total-Count and a Link header for the next page',
    },
  }),
  get: defineOperation({
    pattern: 'medical.record.get',
    access: 'signed-in',
    request: medicalRecordIdSchema,
    answer: medicalRecordSchema,
    errors: ['NOT_FOUND'],
    http: { method: 'GET', path: '/api/medical-records/{id}', tag, summary: 'A medical record' },
  }),
  create: defineOperation({
    pattern: 'medical.record.create',
    idempotent: true,
    access: 'staff',
    request: medicalRecordInputSchema,
    answer: medicalRecordSchema,
    errors: ['VALIDATION_FAILED'],
    http: { method: 'POST', path: '/api/medical-records', tag, status: 201, summary: 'Record a vet visit or health check of a living horse' },
  }),
  update: defineOperation({
    pattern: 'medical.record.update',
    idempotent: true,
    access: 'staff',
    request: updateMedicalRecordMessageSchema,
    answer: medicalRecordSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    http: { method: 'PUT', path: '/api/medical-records/{id}', tag, bodyField: 'record', summary: "Replace a medical record's fields" },
  }),
  remove: defineOperation({
    pattern: 'medical.record.delete',
    idempotent: true,
    access: 'staff',
    request: deleteMedicalRecordSchema,
    answer: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND', 'CONFLICT'],
    http: { method: 'DELETE', path: '/api/medical-records/{id}', tag, summary: 'Delete a medical record' },
  }),
} as const;
