import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { type OperationInput, REGISTRATION_EVENTS, type Registration, USER_OPERATIONS } from '@remuda/contracts';
import { Handles, Writes, isUniqueViolation } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore, toAccount } from '../accounts/account-store.js';
import { RoleRequestEntity } from '../accounts/role-request.entity.js';
import { refuseCommonPassword } from '../password/common-passwords.js';
import { PasswordHasher } from '../password/password-hasher.js';
import { recordAccountChanged } from '../sessions/end-sessions.js';

/**
 * Registration never hands out power: every new account is a USER, and asking for Trainer or Administrator
 * files a role request that an administrator decides. A common or breached password is refused.
 *
 * An address that already has an account is not said to be taken, which would tell anyone which addresses have
 * accounts: the answer is `account: null` (the gateway answers it as it answers a new account), reached in the time
 * a new one takes (the password is hashed all the same), and `users.registration.email-taken` is recorded for the
 * owner to be told by mail.
 */
@Controller()
export class RegisterHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly writes: Writes,
  ) {}

  @Handles(USER_OPERATIONS.register)
  async register(input: OperationInput<typeof USER_OPERATIONS.register>): Promise<Registration> {
    refuseCommonPassword(input.password);
    const passwordHash = await this.hasher.hash(input.password);
    const existing = await this.store.findByEmail(input.email);
    if (existing) return this.emailTaken(existing);
    const account = this.store.newAccount(input.email, passwordHash, 'USER');
    const request =
      input.role === 'USER'
        ? null
        : this.store.roleRequests.create({
            id: randomUUID(),
            accountId: account.id,
            role: input.role,
            status: 'pending',
            requestedAt: account.createdAt,
            decidedAt: null,
            decidedBy: null,
          });
    try {
      await this.writes.run(async (tx) => {
        await tx.em.insert(AccountEntity, account);
        if (request) await tx.em.insert(RoleRequestEntity, request);
        await recordAccountChanged(tx, account.id);
      });
    } catch (err) {
      // Registered a moment ago by another request.
      const taken = isUniqueViolation(err) ? await this.store.findByEmail(input.email) : null;
      if (taken) return this.emailTaken(taken);
      throw err;
    }
    return { account: toAccount(account, request) };
  }

  private async emailTaken(owner: AccountEntity): Promise<Registration> {
    await this.writes.run(({ record }) =>
      record(REGISTRATION_EVENTS.emailTaken, owner.id, { accountId: owner.id, email: owner.email, requestedAt: new Date().toISOString() }),
    );
    return { account: null };
  }
}
