import { Controller } from '@nestjs/common';
import { type Account, type Actor, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore } from '../accounts/account-store.js';
import { keepAnAdministrator } from '../accounts/last-admin.js';
import { RoleRequestEntity } from '../accounts/role-request.entity.js';
import { recordAccountChanged } from '../sessions/end-sessions.js';

/**
 * An administrator grants (the account gets the requested role, which the gateways hear of at once) or refuses
 * an account's pending role request.
 */
@Controller()
export class DecideRoleRequestHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly writes: Writes,
  ) {}

  @Handles(USER_OPERATIONS.decideRoleRequest)
  decide({ id, decision }: OperationInput<typeof USER_OPERATIONS.decideRoleRequest>, actor: Actor): Promise<Account> {
    const now = new Date().toISOString();
    return this.writes.run(async (tx) => {
      const { em } = tx;
      const request = await em.findOne(RoleRequestEntity, {
        where: { accountId: id, status: 'pending' },
        order: { requestedAt: 'DESC' },
      });
      if (!request) throw new DomainError('ROLE_REQUEST_NOT_FOUND', 'This account has no pending role request.');
      await em.update(
        RoleRequestEntity,
        { id: request.id },
        { status: decision === 'grant' ? 'granted' : 'refused', decidedAt: now, decidedBy: actor.id },
      );
      if (decision === 'grant') {
        // An administrator who asked to be a trainer before being made one keeps the platform's last administrator.
        if (request.role !== 'ADMIN') await keepAnAdministrator(em, id, 'At least one administrator must remain.');
        await em.update(AccountEntity, { id }, { role: request.role, updatedAt: now });
        await recordAccountChanged(tx, id);
      }
    }, async () => this.store.view(await this.store.get(id)));
  }
}
