import { IsNull } from 'typeorm';
import { USER_EVENTS } from '@remuda/contracts';
import type { WriteContext } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { accountState } from '../accounts/account-store.js';
import { SessionEntity } from './session.entity.js';

/**
 * Records an account's state as it now is, for every gateway's view of sessions, under the next number of the
 * account's state. The database raises it in this transaction, holding the account's row until the transaction
 * ends, so the numbers follow the order in which the changes commit, whichever replica made them.
 */
export async function recordAccountChanged(tx: WriteContext, id: string): Promise<AccountEntity> {
  await tx.em.increment(AccountEntity, { id }, 'stateVersion', 1);
  const account = await tx.em.findOneByOrFail(AccountEntity, { id });
  await tx.record(USER_EVENTS.accountChanged, id, accountState(account));
  return account;
}

/**
 * Ends every session of an account in the caller's transaction: its session version goes up (a token issued
 * under an older one is refused by every gateway) and its session rows are marked signed out. `changes` are
 * other account fields that change with it (disabling it).
 */
export async function endAllSessions(tx: WriteContext, account: AccountEntity, now: string, changes: Partial<AccountEntity> = {}): Promise<void> {
  await tx.em.update(SessionEntity, { accountId: account.id, revokedAt: IsNull() }, { revokedAt: now });
  await tx.em.update(AccountEntity, { id: account.id }, { ...changes, sessionVersion: account.sessionVersion + 1, updatedAt: now });
  await recordAccountChanged(tx, account.id);
}
