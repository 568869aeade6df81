import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Role } from '@remuda/contracts';
import { CONFIG, type Config, JsonLogger, LOGGER, isUniqueViolation } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';
import { PasswordHasher } from '../password/password-hasher.js';
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
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.demo && (await this.store.accounts.count()) === 0) {
      const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
      for (const { email, role } of DEMO_ACCOUNTS) await this.insert(email, passwordHash, role);
      this.logger.info('demo accounts created', { accounts: DEMO_ACCOUNTS.map((a) => a.email) });
    }
    if (this.config.admin) await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
  }

  private async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await this.store.findByEmail(email);
    if (existing) {
      if (existing.role !== 'ADMIN') {
        await this.store.accounts.update({ id: existing.id }, { role: 'ADMIN', updatedAt: new Date().toISOString() });
        this.logger.info('administrator promoted', { email: existing.email });
      }
      return;
    }
    await this.insert(email, await this.hasher.hash(password), 'ADMIN');
    this.logger.info('administrator created', { email: email.toLowerCase() });
  }

  /** Replicas starting together may race to seed; the loser's duplicate is not an error. */
  private async insert(email: string, passwordHash: string, role: Role): Promise<void> {
    try {
      await this.store.accounts.insert(this.store.newAccount(email, passwordHash, role));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
}
