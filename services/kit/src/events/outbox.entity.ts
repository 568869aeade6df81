import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Events written in the same transaction as the change they describe, and published afterwards by the relay.
 * Every service that publishes events has this table in its own database.
 */
@Entity('outbox')
@Index('IDX_outbox_unpublished', ['publishedAt', 'occurredAt'])
export class OutboxEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @Column({ name: 'aggregate_id', type: 'varchar', length: 36 })
  aggregateId!: string;

  /** The whole envelope as JSON text. */
  @Column({ type: 'text' })
  envelope!: string;

  @Column({ name: 'occurred_at', type: 'varchar', length: 30 })
  occurredAt!: string;

  @Column({ name: 'published_at', type: 'varchar', length: 30, nullable: true })
  publishedAt!: string | null;
}
