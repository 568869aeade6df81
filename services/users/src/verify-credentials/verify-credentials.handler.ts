import { Controller, Inject } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { type OperationInput, USER_OPERATIONS, type User } from '@remuda/contracts';
import { CONFIG, type Config, DomainError, Handles, rateLimitedRequests } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';
import { LoginAttemptEntity } from '../accounts/login-attempt.entity.js';
import { PasswordHasher } from '../password/password-hasher.js';

/** One answer for a wrong address and a wrong password, so a failed sign-in does not tell which it was. */
const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'Invalid email or password.');

// Counts an attempt in one statement, so parallel guesses cannot slip past the limit between a read and a write.
// A window older than the cutoff starts again at one.
const COUNT_ATTEMPT = `
  INSERT INTO login_attempts (email, failures, window_started_at) VALUES (:email, 1, :now)
  ON CONFLICT (email) DO UPDATE SET
    failures = CASE WHEN login_attempts.window_started_at > :cutoff THEN login_attempts.failures + 1 ELSE 1 END,
    window_started_at = CASE WHEN login_attempts.window_started_at > :cutoff
      THEN login_attempts.window_started_at ELSE excluded.window_started_at END
  RETURNING failures, window_started_at`;

/**
 * Checks an email and password. Every attempt is counted per address before the password is checked (in the
 * database, so all replicas share the count) and a success clears the count; past the limit the address is
 * refused until its window ends, whatever the password.
 */
@Controller()
export class VerifyCredentialsHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly dataSource: DataSource,
    @InjectRepository(LoginAttemptEntity) private readonly attempts: Repository<LoginAttemptEntity>,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Handles(USER_OPERATIONS.verifyCredentials)
  async verify({ email, password }: OperationInput<typeof USER_OPERATIONS.verifyCredentials>): Promise<User> {
    const { failures, windowStartedAt } = await this.countAttempt(email);
    const { failureLimit, failureWindowSeconds } = this.config.authRateLimit;
    if (failures > failureLimit) {
      rateLimitedRequests.inc({ limit: 'account' });
      const minutes = Math.max(1, Math.ceil((Date.parse(windowStartedAt) + failureWindowSeconds * 1000 - Date.now()) / 60_000));
      throw new DomainError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const account = await this.store.findByEmail(email);
    const valid = await this.hasher.verify(account?.passwordHash ?? null, password);
    if (!account || !valid) throw invalidCredentials();
    await this.attempts.delete({ email });
    return { id: account.id, email: account.email, role: account.role };
  }

  private async countAttempt(email: string): Promise<{ failures: number; windowStartedAt: string }> {
    const now = new Date();
    const cutoff = new Date(now.getTime() - this.config.authRateLimit.failureWindowSeconds * 1000);
    const [sql, params] = this.dataSource.driver.escapeQueryWithParameters(
      COUNT_ATTEMPT,
      { email, now: now.toISOString(), cutoff: cutoff.toISOString() },
    );
    const rows = (await this.dataSource.query(sql, params)) as Array<{ failures: number | string; window_started_at: string }>;
    return { failures: Number(rows[0].failures), windowStartedAt: rows[0].window_started_at };
  }
}
