import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Role } from '@remuda/contracts';

/** A person who can sign in. Instants are stored as ISO-8601 UTC text, which sorts and reads the same everywhere. */
@Entity('accounts')
@Index('IDX_accounts_email', ['email'], { unique: true })
@Index('IDX_accounts_calendar_token', ['calendarToken'], { unique: true })
@Index('IDX_accounts_care_digest_token', ['careDigestToken'], { unique: true })
export class AccountEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** Lower-cased, so two spellings of one address are one account. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: Role;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  /** When the account's role, disabled state or session version last changed. */
  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;

  /**
   * The number of the account's state, raised by one in the transaction of every change the gateways hear of: the
   * order in which those changes were committed (`recordAccountChanged`).
   */
  @Column({ name: 'state_version', type: 'integer', default: 0 })
  stateVersion!: number;

  /** Raised when every session of the account must end: a token issued under an older version is refused. */
  @Column({ name: 'session_version', type: 'integer', default: 1 })
  sessionVersion!: number;

  /** Set while an administrator has disabled the account. */
  @Column({ name: 'disabled_at', type: 'varchar', length: 30, nullable: true })
  disabledAt!: string | null;

  /** The secret of the account's private calendar address (32 random bytes, base64url), null until one is made. */
  @Column({ name: 'calendar_token', type: 'varchar', length: 43, nullable: true })
  calendarToken!: string | null;

  /** Whether the account gets the daily care digest by mail (staff only, `care-digest/`): off until turned on. */
  @Column({ name: 'care_digest', type: 'boolean', default: false })
  careDigest!: boolean;

  /**
   * The secret of the digest mails' unsubscribe link (32 random bytes, base64url), made when the digest is first
   * turned on and kept after: a link in an older mail still turns it off. Never logged.
   */
  @Column({ name: 'care_digest_token', type: 'varchar', length: 43, nullable: true })
  careDigestToken!: string | null;
}
