import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MedicalRecord } from '@remuda/contracts';

/**
 * The horses service's own view of the medical records, as far as health goes: kept from the medical service's
 * events (it never reads the medical database). `asOf` is when the event it reflects happened, so an older event
 * delivered late cannot undo a newer one; a deleted record stays as a tombstone (`deleted`), left out of every
 * assessment, so a late create or update of it cannot bring it back.
 */
@Entity('horse_medical_records')
@Index('IDX_horse_medical_records_horse', ['horseId', 'date'])
export class MedicalRecordHealthEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36 })
  horseId!: string;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'boolean' })
  wormed!: boolean;

  @Column({ type: 'boolean' })
  trimmed!: boolean;

  @Column({ type: 'boolean' })
  coggins!: boolean;

  @Column({ name: 'yearly_vaccines', type: 'boolean' })
  yearlyVaccines!: boolean;

  /** The added kinds of care the record ticks, by key. */
  @Column({ type: 'simple-json', default: '[]' })
  care!: string[];

  /** Pounds, or null when not measured. */
  @Column({ type: 'integer', nullable: true })
  weight!: number | null;

  /** Tenths of a hand, or null when not measured. */
  @Column({ name: 'height_tenths', type: 'integer', nullable: true })
  heightTenths!: number | null;

  /** When the medical service created the record: orders two records of one day. */
  @Column({ name: 'recorded_at', type: 'varchar', length: 30 })
  recordedAt!: string;

  @Column({ type: 'boolean' })
  deleted!: boolean;

  @Column({ name: 'as_of', type: 'varchar', length: 30 })
  asOf!: string;
}

/** A medical record (as its events and the archive carry it) as this service keeps it, known as of `asOf`. */
export function healthRowOf(r: Pick<MedicalRecord, 'horseId' | 'date' | 'wormed' | 'trimmed' | 'coggins' | 'yearly_vaccines' | 'care' | 'weight' | 'height' | 'createdAt'>, asOf: string): Omit<MedicalRecordHealthEntity, 'id'> {
  return {
    horseId: r.horseId,
    date: r.date,
    wormed: r.wormed,
    trimmed: r.trimmed,
    coggins: r.coggins,
    yearlyVaccines: r.yearly_vaccines,
    care: r.care,
    weight: r.weight === null ? null : Math.round(r.weight),
    heightTenths: r.height === null ? null : Math.round(r.height * 10),
    recordedAt: r.createdAt,
    deleted: false,
    asOf,
  };
}
