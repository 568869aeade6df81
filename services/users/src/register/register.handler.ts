import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Account, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, isUniqueViolation } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore, toAccount } from '../accounts/account-store.js';
import { RoleRequestEntity } from '../accounts/role-request.entity.js';
import { PasswordHasher } from '../password/password-hasher.js';

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'An account with this email already exists.', [
    { field: 'email', message: 'An account with this email already exists' },
  ]);

/**
 * Registration never hands out power: every new account is a USER, and asking for Trainer or Administrator
 * files a role request that an administrator decides.
 */
@Controller()
export class RegisterHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly dataSource: DataSource,
  ) {}

  @Handles(USER_OPERATIONS.register)
  async register(input: OperationInput<typeof USER_OPERATIONS.register>): Promise<Account> {
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
      await this.dataSource.transaction(async (em) => {
        await em.insert(AccountEntity, account);
        if (request) await em.insert(RoleRequestEntity, request);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    return toAccount(account, request);
  }
}
