import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A ride on a horse. `date` is a calendar date (YYYY-MM-DD); `type` one of RIDE_TYPES. */
@Entity('riding_logs')
@Index('IDX_riding_logs_horse_date', ['horseId', 'date'])
// The list's order (date, created_at, id, newest first), walked backwards: a page costs no sort of the table.
@Index('IDX_riding_logs_date', ['date', 'createdAt', 'id'])
export class RidingLogEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36 })
  horseId!: string;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'text' })
  notes!: string;

  @Column({ name: 'duration_minutes', type: 'integer', nullable: true })
  durationMinutes!: number | null;

  // The defaults are for logs kept before rides had a rider and a type.
  @Column({ type: 'varchar', length: 120, default: '' })
  rider!: string;

  @Column({ type: 'varchar', length: 20, default: 'other' })
  type!: string;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;

  /** 1 when logged, one more with every change, so a change made on a stale copy is refused. */
  @Column({ type: 'integer', default: 1 })
  version!: number;
}
