import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One sign-in: its id is in the token it was issued with. Kept until it expires, so the owner can see it and the
 * gateways can be told it was signed out; `revokedAt` is set when it is.
 */
@Entity('sessions')
@Index('IDX_sessions_account', ['accountId', 'createdAt'])
@Index('IDX_sessions_revoked', ['revokedAt', 'expiresAt'])
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId!: string;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'expires_at', type: 'varchar', length: 30 })
  expiresAt!: string;

  @Column({ name: 'revoked_at', type: 'varchar', length: 30, nullable: true })
  revokedAt!: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  address!: string | null;
}
