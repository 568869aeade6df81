import { Column, Entity, Index } from 'typeorm';
import { MEDICAL_RECORDS, type RecordDocument } from '@remuda/contracts';
import { HorseRecordEntity, type RecordKind } from '@remuda/horse-records';

/** Whole pounds, as a scale reads them. */
const pounds = { to: (lbs: number | null) => (lbs === null ? null : Math.round(lbs)), from: (lbs: number | null) => lbs };
/** Hands, kept as whole tenths of a hand (15.2 hands is 152). */
const tenthsOfAHand = {
  to: (hands: number | null) => (hands === null ? null : Math.round(hands * 10)),
  from: (tenths: number | null) => (tenths === null ? null : tenths / 10),
};

/** A list kept as JSON text (PostgreSQL hands a column's default back as the text it stored). */
const jsonList = <T>() => ({
  to: (list: T[] | string | undefined) => (typeof list === 'string' ? list : JSON.stringify(list ?? [])),
  from: (stored: string | T[] | null) => (typeof stored === 'string' ? (JSON.parse(stored) as T[]) : (stored ?? [])),
});

/** A vet visit or health check of a horse. */
@Entity('medical_records')
@Index('IDX_medical_records_horse_date', ['horseId', 'date'])
// The list's order (date, created_at, id, newest first), walked backwards: a page costs no sort of the table.
@Index('IDX_medical_records_date', ['date', 'createdAt', 'id'])
export class MedicalRecordEntity extends HorseRecordEntity {
  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'varchar', length: 120 })
  vet!: string;

  @Column({ type: 'text' })
  notes!: string;

  @Column({ type: 'integer', nullable: true, transformer: pounds })
  weight!: number | null;

  @Column({ name: 'height_tenths', type: 'integer', nullable: true, transformer: tenthsOfAHand })
  height!: number | null;

  @Column({ type: 'boolean' })
  wormed!: boolean;

  @Column({ type: 'boolean' })
  trimmed!: boolean;

  @Column({ type: 'boolean' })
  coggins!: boolean;

  @Column({ type: 'boolean' })
  yearly_vaccines!: boolean;

  /** The kinds of care an administrator added that the visit did, by key. */
  @Column({ type: 'text', default: '[]', transformer: jsonList<string>() })
  care!: string[];

  /** The vet's papers attached to the record (their files are in the media store under `documents/`). */
  @Column({ type: 'text', default: '[]', transformer: jsonList<RecordDocument>() })
  documents!: RecordDocument[];
}

/**
 * Medical records: trainers and administrators record a vet visit or health check of a living horse the service
 * knows; a search reads the description, the vet and the notes from trigram indexes (see the
 * SearchMedicalRecords migration).
 */
export const MEDICAL_RECORD_KIND: RecordKind<MedicalRecordEntity> = {
  contract: MEDICAL_RECORDS,
  entity: MedicalRecordEntity,
  noun: 'medical record',
  searched: ['description', 'vet', 'notes'],
  sqliteSearchTable: 'medical_records_search',
};
