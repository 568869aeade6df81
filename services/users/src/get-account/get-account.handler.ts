import { Controller } from '@nestjs/common';
import { type Account, type Actor, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';

/** An account with its latest role request: its owner's profile, or any account for an administrator. */
@Controller()
export class GetAccountHandler {
  constructor(private readonly store: AccountStore) {}

  @Handles(USER_OPERATIONS.get)
  async get({ id }: OperationInput<typeof USER_OPERATIONS.get>, actor: Actor): Promise<Account> {
    if (actor.id !== id && actor.role !== 'ADMIN') throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
    return this.store.view(await this.store.get(id));
  }
}
