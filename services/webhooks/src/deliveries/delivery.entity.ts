import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookDeliveryStatus } from '@remuda/contracts';

/**
 * One event for one receiver: written with the consumer's inbox row, then sent by whichever replica leases it.
 * `seq` is the order the events were taken in; a delivery waits while an earlier one of its receiver with the same
 * `order_key` (the horse, or the aggregate of an event about no horse) is still pending.
 */
@Entity('webhook_deliveries')
@Index('UQ_webhook_deliveries_event', ['receiverId', 'eventId'], { unique: true })
@Index('IDX_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_pending_order', ['receiverId', 'orderKey', 'seq'], { where: "status = 'pending'" })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  seq!: number;

  /** Its id on the API. */
  @Index('UQ_webhook_deliveries_id', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'receiver_id', type: 'varchar', length: 36 })
  receiverId!: string;

  @Column({ name: 'event_id', type: 'varchar', length: 64 })
  eventId!: string;

  @Column({ name: 'event_type', type: 'varchar', length: 100 })
  eventType!: string;

  @Column({ name: 'aggregate_id', type: 'varchar', length: 64 })
  aggregateId!: string;

  @Column({ name: 'order_key', type: 'varchar', length: 64 })
  orderKey!: string;

  /** The JSON body as it is sent, every time. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: WebhookDeliveryStatus;

  /** Tries so far (since it was last sent again by hand). */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'next_attempt_at', type: 'varchar', length: 30 })
  nextAttemptAt!: string;

  /** While a replica sends it: until when it is that replica's. */
  @Column({ name: 'lease_until', type: 'varchar', length: 30, nullable: true })
  leaseUntil!: string | null;

  /** After this, a failed try leaves it failed. */
  @Column({ name: 'give_up_at', type: 'varchar', length: 30 })
  giveUpAt!: string;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'delivered_at', type: 'varchar', length: 30, nullable: true })
  deliveredAt!: string | null;
}
