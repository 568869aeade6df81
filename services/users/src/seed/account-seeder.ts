import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Role } from '@remuda/contracts';
import { CONFIG, type Config, JsonLogger, LOGGER, Writes, isUniqueViolation } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore } from '../accounts/account-store.js';
import { newSecretToken } from '../accounts/secret-token.js';
import { isCommonPassword } from '../password/common-passwords.js';
import { PasswordHasher } from '../password/password-hasher.js';
import { recordAccountChanged } from '../sessions/end-sessions.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

/**
 * At start-up: in demo mode an empty database gets one account per role; outside it, REMUDA_ADMIN_EMAIL and
 * REMUDA_ADMIN_PASSWORD create the first administrator or promote an existing account.
 */
@Injectable()
export class AccountSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly writes: Writes,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.demo && (await this.store.accounts.count()) === 0) {
      const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
      for (const { email, role, careDigest } of DEMO_ACCOUNTS) await this.insert(email, passwordHash, role, careDigest);
      this.logger.info('demo accounts created', { accounts: DEMO_ACCOUNTS.map((a) => a.email) });
    }
    if (this.config.admin) await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
  }

  private async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await this.store.findByEmail(email);
    if (existing) {
      if (existing.role !== 'ADMIN') {
        await this.writes.run(async (tx) => {
          await tx.em.update(AccountEntity, { id: existing.id }, { role: 'ADMIN', updatedAt: new Date().toISOString() });
          await recordAccountChanged(tx, existing.id);
        });
        this.logger.info('administrator promoted', { email: existing.email });
      }
      return;
    }
    // Held to the rule every new password meets: the service does not start with a guessable administrator.
    if (isCommonPassword(password)) {
      throw new Error('REMUDA_ADMIN_PASSWORD is too common. Choose one that is harder to guess.');
    }
    await this.insert(email, await this.hasher.hash(password), 'ADMIN');
    this.logger.info('administrator created', { email: email.toLowerCase() });
  }

  /** Replicas starting together may race to seed; the loser's duplicate is not an error. */
  private async insert(email: string, passwordHash: string, role: Role, careDigest = false): Promise<void> {
    const account = this.store.newAccount(email, passwordHash, role);
    if (careDigest) {
      account.careDigest = true;
      account.careDigestToken = newSecretToken();
    }
    try {
      await this.writes.run(async (tx) => {
        await tx.em.insert(AccountEntity, account);
        await recordAccountChanged(tx, account.id);
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
}
