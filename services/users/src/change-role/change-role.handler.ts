import { Controller } from '@nestjs/common';
import { type Account, type Actor, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore } from '../accounts/account-store.js';
import { keepAnAdministrator } from '../accounts/last-admin.js';
import { RoleRequestEntity } from '../accounts/role-request.entity.js';
import { recordAccountChanged } from '../sessions/end-sessions.js';

/**
 * An administrator sets an account's role. A pending request for exactly that role counts as granted. The last
 * administrator cannot be demoted, so the platform always keeps someone who can manage it. The gateways hear of
 * the new role at once and check the account's sessions against it.
 */
@Controller()
export class ChangeRoleHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly writes: Writes,
  ) {}

  @Handles(USER_OPERATIONS.changeRole)
  changeRole({ id, role }: OperationInput<typeof USER_OPERATIONS.changeRole>, actor: Actor): Promise<Account> {
    const now = new Date().toISOString();
    return this.writes.run(
      async (tx) => {
        const account = await tx.em.findOneBy(AccountEntity, { id });
        if (!account) throw new DomainError('USER_NOT_FOUND', 'Account not found.');
        if (role !== 'ADMIN') await keepAnAdministrator(tx.em, id, 'At least one administrator must remain.');
        await tx.em.update(AccountEntity, { id }, { role, updatedAt: now });
        await tx.em.update(
          RoleRequestEntity,
          { accountId: id, status: 'pending', role: role as RoleRequestEntity['role'] },
          { status: 'granted', decidedAt: now, decidedBy: actor.id },
        );
        await recordAccountChanged(tx, id);
      },
      async () => this.store.view(await this.store.get(id)),
    );
  }
}
