import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * pending: to send, once `nextAttemptAt` has come; sent: the mail server took it; skipped: nothing was due, so no
 * mail; dropped: the recipient turned the digest off (or stopped being staff) before it went; failed: the mail
 * server refused it for 48 hours.
 */
export type CareDigestMailStatus = 'pending' | 'sent' | 'skipped' | 'dropped' | 'failed';

/** One recipient's digest of one day: at most one per day and account (the key), sent by one replica at a time. */
@Entity('care_digest_mails')
@Index('IDX_care_digest_mails_due', ['status', 'nextAttemptAt'])
export class CareDigestMailEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ name: 'account_id', type: 'varchar', length: 36 })
  accountId!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: CareDigestMailStatus;

  /** Sends begun: raised by the claim that takes the mail. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /**
   * When the mail may next be taken: at first its planning, then the end of the lease of the replica sending it,
   * then, after a failure, the end of its back-off.
   */
  @Column({ name: 'next_attempt_at', type: 'varchar', length: 30 })
  nextAttemptAt!: string;

  @Column({ name: 'planned_at', type: 'varchar', length: 30 })
  plannedAt!: string;

  /** When it was sent, skipped, dropped or given up. */
  @Column({ name: 'done_at', type: 'varchar', length: 30, nullable: true })
  doneAt!: string | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;
}
