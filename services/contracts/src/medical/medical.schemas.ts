import { z } from 'zod';
import { optionalDecimal, pageLimit, pageOffset, pastCalendarDate } from '../validation.js';
import { expectedVersion, expectedVersionQuery } from '../versions.js';

/** A vet visit or health check of a horse (SPEC.md section 3). Dates are calendar dates, YYYY-MM-DD. */
export const medicalRecordSchema = z.object({
  id: z.string(),
  horseId: z.string(),
  /** The horse's name as the medical service last heard it from the horses service; null before it has. */
  horseName: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  vet: z.string(),
  notes: z.string(),
  /** Pounds. */
  weight: z.number().nullable(),
  /** Hands. */
  height: z.number().nullable(),
  wormed: z.boolean(),
  trimmed: z.boolean(),
  coggins: z.boolean(),
  yearly_vaccines: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 1 when recorded, one more with every change. */
  version: z.number().int().positive(),
});
export type MedicalRecord = z.infer<typeof medicalRecordSchema>;

/** An empty form field means "not measured"; decimal text is read as a number. */
const measurement = (label: string, max: number) =>
  optionalDecimal(
    z
      .number({ error: `${label} must be a number` })
      .min(0, { error: `${label} cannot be negative` })
      .max(max, { error: `${label} must be at most ${max}` }),
  );

/** What staff send to record a vet visit (POST) or replace one (PUT). SPEC.md section 5's messages. */
export const medicalRecordInputSchema = z.object({
  horseId: z.uuid({ error: 'Horse is required' }),
  date: pastCalendarDate('Date is required'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required', abort: true })
    .max(500, { error: 'Description must be at most 500 characters' }),
  vet: z.string({ error: 'Vet must be text' }).trim().max(120, { error: 'Vet must be at most 120 characters' }).default(''),
  notes: z.string({ error: 'Notes must be text' }).trim().max(4000, { error: 'Notes must be at most 4000 characters' }).default(''),
  /** Pounds. */
  weight: measurement('Weight', 3000),
  /** Hands. */
  height: measurement('Height', 20),
  wormed: z.boolean({ error: 'Wormed must be true or false' }).default(false),
  trimmed: z.boolean({ error: 'Trimmed must be true or false' }).default(false),
  coggins: z.boolean({ error: 'Coggins must be true or false' }).default(false),
  yearly_vaccines: z.boolean({ error: 'Yearly vaccines must be true or false' }).default(false),
});
export type MedicalRecordInput = z.input<typeof medicalRecordInputSchema>;
export type MedicalRecordFields = z.output<typeof medicalRecordInputSchema>;

/** GET /api/medical-records: all optional; newest first; without `limit` the whole list. */
export const medicalRecordListQuerySchema = z.object({
  horseId: z.uuid({ error: 'Unknown horse' }).optional(),
  /** Searches the horse's name, the description, the vet and the notes. */
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters' }).optional(),
  limit: pageLimit.optional(),
  offset: pageOffset.optional(),
});

export const medicalRecordPageSchema = z.object({ items: z.array(medicalRecordSchema), total: z.number().int() });
export type MedicalRecordPage = z.infer<typeof medicalRecordPageSchema>;

export const medicalRecordIdSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
/**
 * What staff send to replace a record (PUT): its fields, and optionally the `version` they read. With it, a record
 * changed since is refused with CONFLICT and the record as it is now; without it, the last write wins.
 */
export const medicalRecordUpdateSchema = medicalRecordInputSchema.extend({ version: expectedVersion.optional() });
export type MedicalRecordUpdate = z.input<typeof medicalRecordUpdateSchema>;

export const updateMedicalRecordMessageSchema = medicalRecordIdSchema.extend({ record: medicalRecordUpdateSchema });

/** Which record to delete (DELETE), and optionally the `version` the client read: a record changed since is refused with CONFLICT. */
export const deleteMedicalRecordSchema = medicalRecordIdSchema.extend({ version: expectedVersionQuery.optional() });
