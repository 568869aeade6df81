import { z } from 'zod';
import { defineRecordKind, recordDocumentsField, withDocuments } from '../records/record-kind.js';
import { optionalDecimal, optionalText, pastCalendarDate, text } from '../validation.js';
import { defineOperation } from '../operation.js';
import { CARE_LIMITS } from '../horses/horse-care.js';
import { careKindKey } from '../horses/care.operations.js';
import { CARE_ROUND_ROUTES, MEDICAL_DOCUMENT_ROUTES, MEDICAL_RECORD_ROUTES } from './medical.routes.js';

/** An empty form field means "not measured"; decimal text is read as a number. */
const measurement = (label: string, max: number) =>
  optionalDecimal(
    z
      .number({ error: `${label} must be a number` })
      .min(0, { error: `${label} cannot be negative` })
      .max(max, { error: `${label} must be at most ${max}` }),
  );

/**
 * A vet visit or health check of a horse (SPEC.md section 3): what it was, who saw the horse, its weight
 * (pounds) and height (hands) if taken, and which routine checks it did. SPEC.md section 5's messages.
 */
export const MEDICAL_RECORDS = withDocuments(
  defineRecordKind(MEDICAL_RECORD_ROUTES, {
    fields: {
      description: text({ label: 'Description', required: true, multiline: true, max: 500 }),
      vet: optionalText({ label: 'Vet', max: 120 }),
      notes: optionalText({ label: 'Notes', multiline: true, max: 4000 }),
      weight: measurement('Weight', 3000),
      height: measurement('Height', 20),
      wormed: z.boolean({ error: 'Wormed must be true or false' }).default(false),
      trimmed: z.boolean({ error: 'Trimmed must be true or false' }).default(false),
      coggins: z.boolean({ error: 'Coggins must be true or false' }).default(false),
      yearly_vaccines: z.boolean({ error: 'Yearly vaccines must be true or false' }).default(false),
      /** The other kinds of care the visit did (those an administrator added), by key. */
      care: z
        .array(careKindKey, { error: 'Care must be a list of kinds of care' })
        .max(CARE_LIMITS.maxKinds, { error: `Care is at most ${CARE_LIMITS.maxKinds} kinds` })
        .transform((kinds) => [...new Set(kinds)])
        .default([]),
    },
    answer: {
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
      /** Added kinds of care done, by key; none on a record made before kinds could be added. */
      care: z.array(z.string()),
      /** The vet's papers: PDFs and pictures, oldest first (none on a record made before records carried them). */
      documents: recordDocumentsField,
    },
    /**
     * Version 2 of the created and updated events carries `care`; the version-1 events of earlier releases had no
     * added kinds of care, so none was done.
     */
    events: { version: 2, upcasters: { 1: (v1) => ({ ...v1, care: [] }) } },
  }),
  MEDICAL_DOCUMENT_ROUTES,
);

export const MEDICAL_OPERATIONS = MEDICAL_RECORDS.operations;
/** The horse-health events the horses service keeps health from. */
export const MEDICAL_EVENTS = MEDICAL_RECORDS.events;

export const medicalRecordSchema = MEDICAL_RECORDS.schema;
export const medicalRecordInputSchema = MEDICAL_RECORDS.input;
export type MedicalRecord = z.infer<typeof MEDICAL_RECORDS.schema>;
export type MedicalRecordInput = z.input<typeof MEDICAL_RECORDS.input>;
export type MedicalRecordFields = z.output<typeof MEDICAL_RECORDS.input>;
export type MedicalRecordUpdate = z.input<typeof MEDICAL_RECORDS.update>;
export type MedicalRecordPage = z.infer<typeof MEDICAL_RECORDS.page>;

/** The most horses one care round records. */
export const CARE_ROUND_LIMIT = 500;

/**
 * A care round: the day, the kind of care done, the horses (each once), and who did it and anything to note. Each
 * horse gets one medical record with that kind ticked, described by the kind's name.
 */
export const careRoundSchema = z.object({
  date: pastCalendarDate('Date is required'),
  /** The spec's four tick their own field; an added kind goes into the record's `care`. */
  kind: careKindKey,
  horseIds: z
    .array(z.uuid({ error: 'Unknown horse' }), { error: 'Choose at least one horse' })
    .min(1, { error: 'Choose at least one horse' })
    .max(CARE_ROUND_LIMIT, { error: `A round is at most ${CARE_ROUND_LIMIT} horses` })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  /** What each record says it was; empty, the kind's name. */
  description: optionalText({ label: 'Description', multiline: true, max: 500 }),
  vet: optionalText({ label: 'Vet', max: 120 }),
  notes: optionalText({ label: 'Notes', multiline: true, max: 4000 }),
});
export type CareRoundInput = z.input<typeof careRoundSchema>;

export const careRoundAnswerSchema = z.object({ records: z.array(MEDICAL_RECORDS.schema) });
export type CareRoundAnswer = z.infer<typeof careRoundAnswerSchema>;

export const CARE_ROUND_OPERATIONS = {
  record: defineOperation({ ...CARE_ROUND_ROUTES.record, request: careRoundSchema, answer: careRoundAnswerSchema, errors: ['VALIDATION_FAILED'] }),
} as const;
