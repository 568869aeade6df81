import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Account, type Actor, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore } from '../accounts/account-store.js';
import { RoleRequestEntity } from '../accounts/role-request.entity.js';

/**
 * An administrator sets an account's role. A pending request for exactly that role counts as granted. The last
 * administrator cannot be demoted, so the platform always keeps someone who can manage it.
 */
@Controller()
export class ChangeRoleHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly dataSource: DataSource,
  ) {}

  @Handles(USER_OPERATIONS.changeRole)
  async changeRole({ id, role }: OperationInput<typeof USER_OPERATIONS.changeRole>, actor: Actor): Promise<Account> {
    const now = new Date().toISOString();
    await this.dataSource.transaction(async (em) => {
      const account = await em.findOneBy(AccountEntity, { id });
      if (!account) throw new DomainError('USER_NOT_FOUND', 'Account not found.');
      if (account.role === 'ADMIN' && role !== 'ADMIN' && (await em.countBy(AccountEntity, { role: 'ADMIN' })) <= 1) {
        throw new DomainError('LAST_ADMIN', 'At least one administrator must remain.');
      }
      await em.update(AccountEntity, { id }, { role, updatedAt: now });
      await em.update(
        RoleRequestEntity,
        { accountId: id, status: 'pending', role: role as RoleRequestEntity['role'] },
        { status: 'granted', decidedAt: now, decidedBy: actor.id },
      );
    });
    return this.store.view(await this.store.get(id));
  }
}
