import { Controller } from '@nestjs/common';
import { type Account, USER_OPERATIONS } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';

@Controller()
export class ListAccountsHandler {
  constructor(private readonly store: AccountStore) {}

  @Handles(USER_OPERATIONS.list)
  list(): Promise<Account[]> {
    return this.store.viewAll();
  }
}
