import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { confirmActingAccount } from '../accounts/acting-account.js';

/**
 * Another service, about to apply a write, asks whether the account it acts for may still make it: enabled, and
 * a role its access level admits, as the database now says (not as the gateway last heard).
 */
@Controller()
export class ConfirmActorHandler {
  constructor(private readonly dataSource: DataSource) {}

  @Handles(USER_OPERATIONS.confirmActor)
  async confirm({ access }: OperationInput<typeof USER_OPERATIONS.confirmActor>, actor: Actor): Promise<{ ok: true }> {
    await confirmActingAccount(this.dataSource.manager, actor, access);
    return { ok: true };
  }
}
