import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { DomainError } from '@remuda/service-kit';
import { AccountEntity } from './account.entity.js';

/**
 * Refuses a change that would leave no enabled administrator (demoting or disabling the last one), so the
 * platform always keeps someone who can manage it.
 */
export async function keepAnAdministrator(em: EntityManager, account: AccountEntity, message: string): Promise<void> {
  if (account.role !== 'ADMIN' || account.disabledAt !== null) return;
  const enabledAdmins = await em.countBy(AccountEntity, { role: 'ADMIN', disabledAt: IsNull() });
  if (enabledAdmins <= 1) throw new DomainError('LAST_ADMIN', message);
}
