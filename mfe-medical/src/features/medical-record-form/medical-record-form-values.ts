import type { MedicalRecord, MedicalRecordInput } from '@remuda/contracts';
import { todayUtc } from '@remuda/shell-kit';

/** What the form holds: the horse once chosen, text as typed, measurements as numbers or null. */
export interface MedicalRecordFormValues {
  horseId: string | undefined;
  date: string;
  description: string;
  vet: string;
  notes: string;
  weight: number | null;
  height: number | null;
  wormed: boolean;
  trimmed: boolean;
  coggins: boolean;
  yearly_vaccines: boolean;
}

/** A new visit: today, for the horse given (if any), nothing measured or done yet. */
export function emptyRecord(horseId: string | undefined): MedicalRecordFormValues {
  return {
    horseId,
    date: todayUtc(),
    description: '',
    vet: '',
    notes: '',
    weight: null,
    height: null,
    wormed: false,
    trimmed: false,
    coggins: false,
    yearly_vaccines: false,
  };
}

export function formValuesOf(record: MedicalRecord): MedicalRecordFormValues {
  return {
    horseId: record.horseId,
    date: record.date,
    description: record.description,
    vet: record.vet,
    notes: record.notes,
    weight: record.weight,
    height: record.height,
    wormed: record.wormed,
    trimmed: record.trimmed,
    coggins: record.coggins,
    yearly_vaccines: record.yearly_vaccines,
  };
}

/**
 * A measurement as typed: an empty box is "not measured" (null); anything that is not a number becomes 0
 * (SPEC.md section 5).
 */
export function measurementOf(typed: string | undefined): string {
  const text = (typed ?? '').trim();
  if (text === '') return '';
  return Number.isFinite(Number(text)) ? text : '0';
}

/** The request body: every field (PUT replaces the whole record). */
export function recordInputOf(values: MedicalRecordFormValues): MedicalRecordInput {
  const orNull = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
  return {
    horseId: values.horseId ?? '',
    date: values.date ?? '',
    description: values.description ?? '',
    vet: values.vet ?? '',
    notes: values.notes ?? '',
    weight: orNull(values.weight),
    height: orNull(values.height),
    wormed: Boolean(values.wormed),
    trimmed: Boolean(values.trimmed),
    coggins: Boolean(values.coggins),
    yearly_vaccines: Boolean(values.yearly_vaccines),
  };
}
