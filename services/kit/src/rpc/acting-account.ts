import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AccessLevel, type Actor, type RequestMeta, USER_OPERATIONS } from '@remuda/contracts';
import { currentRequestMeta } from '../logging/request-context.js';
import { MessageClient } from '../transport/message-client.js';

/** The access levels that need a signed-in account. */
export type ActorAccess = Exclude<AccessLevel, 'public'>;

/**
 * Confirms, inside a write's transaction, that the account a request acts for still may make it: not disabled,
 * and its current role admitted by the operation's access level. The gateway's view of sessions may lag behind a
 * demotion or a disabling by a few milliseconds; this is where a write it let through is refused all the same.
 * Throws UNAUTHENTICATED (disabled) or FORBIDDEN (role) when it may not.
 */
export abstract class ActingAccounts {
  /**
   * Whether the check reads the service's own database in the write's transaction. One that asks elsewhere runs
   * just before the transaction opens, so no database connection is held while the answer travels.
   */
  readonly inTransaction: boolean = true;
  abstract confirm(em: EntityManager, actor: Actor, access: ActorAccess): Promise<void>;
}

/**
 * What services other than the users service confirm with: they hold no accounts, so they ask the users
 * service, which answers from its committed state (docs/adr/010-sessions.md says what this bounds).
 */
@Injectable()
export class AskTheUsersService extends ActingAccounts {
  override readonly inTransaction = false;

  constructor(private readonly messages: MessageClient) {
    super();
  }

  async confirm(_em: EntityManager, _actor: Actor, access: ActorAccess): Promise<void> {
    // The actor travels with the request's context, as with every call.
    await this.messages.request(USER_OPERATIONS.confirmActor, { access });
  }
}

/** The access each request being handled must confirm at its writes; kept by the request, not by what it sets off. */
const toConfirm = new WeakMap<RequestMeta, ActorToConfirm>();

export interface ActorToConfirm {
  actor: Actor;
  access: ActorAccess;
}

/**
 * Marks the request being handled as one whose writes confirm its actor (`Handles` does, for every operation
 * that needs a signed-in account). Events applied afterwards run in a context of their own, and are not marked.
 */
export function confirmActorAtWrites(actor: Actor, access: ActorAccess): void {
  const meta = currentRequestMeta();
  if (meta) toConfirm.set(meta, { actor, access });
}

/** The actor and access the current request's writes must confirm, if any. */
export function actorToConfirm(): ActorToConfirm | null {
  const meta = currentRequestMeta();
  return (meta && toConfirm.get(meta)) ?? null;
}
