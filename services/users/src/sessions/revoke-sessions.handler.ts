import { Controller } from '@nestjs/common';
import { type Actor, type OperationInput, USER_EVENTS, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { endAllSessions } from './end-sessions.js';
import { SessionEntity } from './session.entity.js';

/** Signing out: one of the actor's own sessions (logout, or another device from the profile), or all of them. */
@Controller()
export class RevokeSessionsHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(USER_OPERATIONS.revokeSession)
  async revoke({ id }: OperationInput<typeof USER_OPERATIONS.revokeSession>, actor: Actor): Promise<{ ok: true }> {
    await this.writes.run(async (tx) => {
      const session = await tx.em.findOneBy(SessionEntity, { id, accountId: actor.id });
      if (!session) throw new DomainError('NOT_FOUND', 'Session not found.');
      if (session.revokedAt !== null) return;
      await tx.em.update(SessionEntity, { id }, { revokedAt: new Date().toISOString() });
      await tx.record(USER_EVENTS.sessionRevoked, id, { id, accountId: actor.id, expiresAt: session.expiresAt });
    });
    return { ok: true };
  }

  @Handles(USER_OPERATIONS.revokeAllSessions)
  async revokeAll(_: unknown, actor: Actor): Promise<{ ok: true }> {
    await this.writes.run(async (tx) => {
      const account = await tx.em.findOneBy(AccountEntity, { id: actor.id });
      if (account) await endAllSessions(tx, account, new Date().toISOString());
    });
    return { ok: true };
  }
}
