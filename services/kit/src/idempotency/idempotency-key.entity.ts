import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A write a user named with an Idempotency-Key, kept in the owning service's database: claimed in the write's own
 * transaction, so the key is taken if and only if the write is applied, with what it answered for a repeat.
 */
@Entity('idempotency_keys')
@Index('IDX_idempotency_keys_created', ['createdAt'])
export class IdempotencyKeyEntity {
  /** Keys are the client's: one user's key never meets another's. */
  @PrimaryColumn({ name: 'actor_id', type: 'varchar', length: 64 })
  actorId!: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  key!: string;

  /** The operation's message pattern, for whoever looks at the table. */
  @Column({ type: 'varchar', length: 100 })
  operation!: string;

  /** sha256 of the pattern and the validated request: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;

  /** What the change answered (JSON), for a write whose answer is read back after its transaction. */
  @Column({ type: 'text', nullable: true })
  result!: string | null;

  /** The answer given (JSON), as a repeat gets it. */
  @Column({ type: 'text', nullable: true })
  answer!: string | null;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;
}
