import { z } from 'zod';

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
});
export type MedicalRecord = z.infer<typeof medicalRecordSchema>;

export const medicalRecordListQuerySchema = z.object({
  horseId: z.uuid({ error: 'Unknown horse' }).optional(),
});
