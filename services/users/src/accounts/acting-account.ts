import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACCESS_ROLES, type Actor, hasRole } from '@remuda/contracts';
import { ActingAccounts, type ActorAccess, DomainError } from '@remuda/service-kit';
import { AccountEntity } from './account.entity.js';

/** The PostgreSQL advisory lock the users service's writes take before they judge who may do what. */
const ACCOUNT_AUTHORITY_LOCK = 4_170_010;

/**
 * Makes the users service's writes that judge authority (who acts, who stays administrator) take turns, until the
 * end of the caller's transaction: each then sees every such write committed before it, so a check and the change
 * it allows are never split by another's. On SQLite the service's transactions take turns already.
 */
export async function lockAccountAuthority(em: EntityManager): Promise<void> {
  if (em.connection.options.type === 'postgres') await em.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNT_AUTHORITY_LOCK]);
}

/**
 * Refuses the actor unless its account, as `em` now reads it, is enabled and its role admitted by `access`: the
 * gateway's view may be a moment behind, the database is not.
 */
export async function confirmActingAccount(em: EntityManager, actor: Actor, access: ActorAccess): Promise<void> {
  const account = await em.findOneBy(AccountEntity, { id: actor.id });
  if (!account || account.disabledAt !== null) throw new DomainError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  if (!hasRole(account.role, ACCESS_ROLES[access])) throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
}

/**
 * How the users service's own writes confirm their actor: in the write's transaction, after taking the authority
 * lock, so a demotion or a disabling committed by another replica is either seen here or waits for this write.
 */
@Injectable()
export class ConfirmInTheWrite extends ActingAccounts {
  async confirm(em: EntityManager, actor: Actor, access: ActorAccess): Promise<void> {
    await lockAccountAuthority(em);
    await confirmActingAccount(em, actor, access);
  }
}
