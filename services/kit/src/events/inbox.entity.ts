import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type InboxStatus = 'pending' | 'applied' | 'dead' | 'dropped';

/**
 * The events a service has taken in, one row per consumer and event id: the primary key is what makes a consumer
 * apply an event once, however often it is delivered. A row turns `applied` in the same transaction as the
 * handler's change. The embedded mode also parks accepted events here as `pending` until its worker applies
 * them; `dead` rows are the dead letters, events given up on (the handler kept failing, or the payload does not
 * parse), in both modes; one sent again by hand turns `pending` once more, one dropped by hand `dropped`, which a
 * replay skips like an applied one.
 * Every service that consumes events has this table in its own database.
 */
@Entity('inbox')
@Index('IDX_inbox_due', ['status', 'nextAttemptAt'])
export class InboxEntity {
  /** The consumer's `@DurableConsumer` id. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  consumer!: string;

  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 64 })
  eventId!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  /** The whole envelope as JSON text, as it was delivered. */
  @Column({ type: 'text' })
  envelope!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: InboxStatus;

  /** Failed attempts so far. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'occurred_at', type: 'varchar', length: 30 })
  occurredAt!: string;

  @Column({ name: 'received_at', type: 'varchar', length: 30 })
  receivedAt!: string;

  /** When a pending row may be tried (again). */
  @Column({ name: 'next_attempt_at', type: 'varchar', length: 30 })
  nextAttemptAt!: string;

  /** When it was applied or given up on. */
  @Column({ name: 'applied_at', type: 'varchar', length: 30, nullable: true })
  appliedAt!: string | null;
}
