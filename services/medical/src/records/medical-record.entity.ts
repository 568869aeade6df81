import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A vet visit or health check. `date` is a calendar date (YYYY-MM-DD); height in tenths of a hand. */
@Entity('medical_records')
@Index('IDX_medical_records_horse_date', ['horseId', 'date'])
// The list's order (date, created_at, id, newest first), walked backwards: a page costs no sort of the table.
@Index('IDX_medical_records_date', ['date', 'createdAt', 'id'])
export class MedicalRecordEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36 })
  horseId!: string;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'varchar', length: 120 })
  vet!: string;

  @Column({ type: 'text' })
  notes!: string;

  @Column({ type: 'integer', nullable: true })
  weight!: number | null;

  @Column({ name: 'height_tenths', type: 'integer', nullable: true })
  heightTenths!: number | null;

  @Column({ type: 'boolean' })
  wormed!: boolean;

  @Column({ type: 'boolean' })
  trimmed!: boolean;

  @Column({ type: 'boolean' })
  coggins!: boolean;

  @Column({ name: 'yearly_vaccines', type: 'boolean' })
  yearlyVaccines!: boolean;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;

  /** 1 when recorded, one more with every change, so a change made on a stale copy is refused. */
  @Column({ type: 'integer', default: 1 })
  version!: number;
}
