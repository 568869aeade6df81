import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A ride on a horse. `date` is a calendar date (YYYY-MM-DD). */
@Entity('riding_logs')
@Index('IDX_riding_logs_horse_date', ['horseId', 'date'])
export class RidingLogEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36 })
  horseId!: string;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'text' })
  notes!: string;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;
}
