import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ADMIN_ROLES, type Account, USERS_PATTERNS } from '@remuda/contracts';
import { requireActor } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';

@Controller()
export class ListAccountsHandler {
  constructor(private readonly store: AccountStore) {}

  @MessagePattern(USERS_PATTERNS.list)
  list(): Promise<Account[]> {
    requireActor(ADMIN_ROLES);
    return this.store.viewAll();
  }
}
