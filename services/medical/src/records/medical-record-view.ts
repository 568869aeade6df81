import type { MedicalRecord, MedicalRecordFields } from '@remuda/contracts';
import type { MedicalRecordEntity } from './medical-record.entity.js';

/** A record as the operations answer it and its events carry it: height in hands, the horse's name if known. */
export function toMedicalRecord(r: MedicalRecordEntity, horseName: string | null): MedicalRecord {
  return {
    id: r.id,
    horseId: r.horseId,
    horseName,
    date: r.date,
    description: r.description,
    vet: r.vet,
    notes: r.notes,
    weight: r.weight,
    height: r.heightTenths === null ? null : r.heightTenths / 10,
    wormed: r.wormed,
    trimmed: r.trimmed,
    coggins: r.coggins,
    yearly_vaccines: r.yearlyVaccines,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
  };
}

/** Sets a record's fields from a form: weight in whole pounds, height in tenths of a hand (both rounded). */
export function applyFields(record: MedicalRecordEntity, fields: MedicalRecordFields, now: string): MedicalRecordEntity {
  return Object.assign(record, {
    horseId: fields.horseId.toLowerCase(),
    date: fields.date,
    description: fields.description,
    vet: fields.vet,
    notes: fields.notes,
    weight: fields.weight === null ? null : Math.round(fields.weight),
    heightTenths: fields.height === null ? null : Math.round(fields.height * 10),
    wormed: fields.wormed,
    trimmed: fields.trimmed,
    coggins: fields.coggins,
    yearlyVaccines: fields.yearly_vaccines,
    updatedAt: now,
  });
}
