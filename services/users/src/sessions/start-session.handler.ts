import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { type OperationInput, type StartedSession, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { accountState } from '../accounts/account-store.js';
import { SessionEntity } from './session.entity.js';

export const accountDisabled = () => new DomainError('ACCOUNT_DISABLED', 'This account has been disabled. Contact an administrator.');

/**
 * Records a sign-in the gateway has just checked and answers the session's id (which goes in its token) with the
 * account's state, so the gateway that issues the token knows the account before any event reaches it. The
 * account's sessions that have expired are cleared away on the way.
 */
@Controller()
export class StartSessionHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(USER_OPERATIONS.startSession)
  start({ accountId, expiresAt, userAgent, address }: OperationInput<typeof USER_OPERATIONS.startSession>): Promise<StartedSession> {
    const now = new Date().toISOString();
    return this.writes.run(async ({ em }) => {
      const account = await em.findOneBy(AccountEntity, { id: accountId });
      if (!account) throw new DomainError('USER_NOT_FOUND', 'Account not found.');
      if (account.disabledAt !== null) throw accountDisabled();
      await em.delete(SessionEntity, { accountId, expiresAt: LessThan(now) });
      const id = randomUUID();
      await em.insert(SessionEntity, { id, accountId, createdAt: now, expiresAt: new Date(expiresAt).toISOString(), revokedAt: null, userAgent, address });
      return { id, account: accountState(account) };
    });
  }
}
