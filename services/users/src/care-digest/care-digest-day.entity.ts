import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A day whose digest has been planned: its mails were made, in the same transaction, for whoever had the digest on
 * then. The day is the key, so two replicas can never both plan it.
 */
@Entity('care_digest_days')
export class CareDigestDayEntity {
  /** The ranch's day (YYYY-MM-DD, in the ranch's time zone). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ name: 'planned_at', type: 'varchar', length: 30 })
  plannedAt!: string;
}
