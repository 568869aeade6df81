import { Controller } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { type SessionSnapshot, USER_OPERATIONS } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { accountState } from '../accounts/account-store.js';
import { SessionEntity } from './session.entity.js';

/**
 * What a gateway's view of sessions starts from (at its start and after its broker connection comes back):
 * every account's state, and the sessions signed out one by one whose tokens have not expired yet.
 */
@Controller()
export class SessionSnapshotHandler {
  constructor(private readonly dataSource: DataSource) {}

  @Handles(USER_OPERATIONS.sessionSnapshot)
  async snapshot(): Promise<SessionSnapshot> {
    const [accounts, revoked] = await Promise.all([
      this.dataSource.getRepository(AccountEntity).find(),
      this.dataSource.getRepository(SessionEntity).find({
        select: { id: true, accountId: true, expiresAt: true },
        where: { revokedAt: Not(IsNull()), expiresAt: MoreThan(new Date().toISOString()) },
      }),
    ]);
    return {
      accounts: accounts.map(accountState),
      revoked: revoked.map(({ id, accountId, expiresAt }) => ({ id, accountId, expiresAt })),
    };
  }
}
