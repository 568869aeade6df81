import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-ins per email address within the current window. Kept by address, not by account, so an
 * address that has no account is throttled the same way and the limit does not reveal which addresses exist.
 */
@Entity('login_attempts')
export class LoginAttemptEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ name: 'window_started_at', type: 'varchar', length: 30 })
  windowStartedAt!: string;
}
