import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Account, ROLES, USERS_PATTERNS, accountIdSchema } from '@remuda/contracts';
import { DomainError, messageData, requireActor } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';

/** An account with its latest role request: its owner's profile, or any account for an administrator. */
@Controller()
export class GetAccountHandler {
  constructor(private readonly store: AccountStore) {}

  @MessagePattern(USERS_PATTERNS.get)
  async get(@Payload() message: unknown): Promise<Account> {
    const { id } = messageData(accountIdSchema, message);
    const actor = requireActor(ROLES);
    if (actor.id !== id && actor.role !== 'ADMIN') throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
    return this.store.view(await this.store.get(id));
  }
}
