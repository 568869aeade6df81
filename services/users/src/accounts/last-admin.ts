import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { DomainError } from '@remuda/service-kit';
import { lockAccountAuthority } from './acting-account.js';
import { AccountEntity } from './account.entity.js';

/**
 * Refuses a change that would leave no enabled administrator (demoting or disabling the last one), so the
 * platform always keeps someone who can manage it. Call it in the change's transaction: it takes the authority
 * lock, so two such changes made at once (on two replicas) are judged one after the other, the second seeing the
 * first.
 */
export async function keepAnAdministrator(em: EntityManager, accountId: string, message: string): Promise<void> {
  await lockAccountAuthority(em);
  const account = await em.findOneBy(AccountEntity, { id: accountId });
  if (account?.role !== 'ADMIN' || account.disabledAt !== null) return;
  const enabledAdmins = await em.countBy(AccountEntity, { role: 'ADMIN', disabledAt: IsNull() });
  if (enabledAdmins <= 1) throw new DomainError('LAST_ADMIN', message);
}
