import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { type Account, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes, isUniqueViolation } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore, toAccount } from '../accounts/account-store.js';
import { RoleRequestEntity } from '../accounts/role-request.entity.js';
import { refuseCommonPassword } from '../password/common-passwords.js';
import { PasswordHasher } from '../password/password-hasher.js';
import { recordAccountChanged } from '../sessions/end-sessions.js';

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'An account with this email already exists.', [
    { field: 'email', message: 'An account with this email already exists' },
  ]);

/**
 * Registration never hands out power: every new account is a USER, and asking for Trainer or Administrator
 * files a role request that an administrator decides. A common or breached password is refused.
 */
@Controller()
export class RegisterHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly writes: Writes,
  ) {}

  @Handles(USER_OPERATIONS.register)
  async register(input: OperationInput<typeof USER_OPERATIONS.register>): Promise<Account> {
    refuseCommonPassword(input.password);
    if (await this.store.findByEmail(input.email)) throw emailTaken();
    const account = this.store.newAccount(input.email, await this.hasher.hash(input.password), 'USER');
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
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    return toAccount(account, request);
  }
}
