import { Controller } from '@nestjs/common';
import { type Account, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { AccountStore } from '../accounts/account-store.js';
import { keepAnAdministrator } from '../accounts/last-admin.js';
import { endAllSessions, recordAccountChanged } from '../sessions/end-sessions.js';

/**
 * An administrator disables an account, which ends its sessions and keeps it from signing in, or enables it
 * again (its old sessions stay ended). The last enabled administrator cannot be disabled.
 */
@Controller()
export class SetDisabledHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly writes: Writes,
  ) {}

  @Handles(USER_OPERATIONS.setDisabled)
  setDisabled({ id, disabled }: OperationInput<typeof USER_OPERATIONS.setDisabled>): Promise<Account> {
    const now = new Date().toISOString();
    return this.writes.run(
      async (tx) => {
        const account = await tx.em.findOneBy(AccountEntity, { id });
        if (!account) throw new DomainError('USER_NOT_FOUND', 'Account not found.');
        if (disabled === (account.disabledAt !== null)) return;
        if (disabled) {
          await keepAnAdministrator(tx.em, id, 'The last administrator cannot be disabled.');
          await endAllSessions(tx, account, now, { disabledAt: now });
        } else {
          await tx.em.update(AccountEntity, { id }, { disabledAt: null, updatedAt: now });
          await recordAccountChanged(tx, id);
        }
      },
      async () => this.store.view(await this.store.get(id)),
    );
  }
}
