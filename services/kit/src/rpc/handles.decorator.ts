import { SetMetadata } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { type Actor, type Operation, type OperationAnswer, type OperationInput, idempotencyKeySchema } from '@remuda/contracts';
import { DomainError } from '../errors/domain-error.js';
import { type IdempotentRequest, fingerprintOf, runAsIdempotentRequest } from '../idempotency/idempotent-request.js';
import { currentRequestMeta } from '../logging/request-context.js';
import { confirmActorAtWrites } from './acting-account.js';
import { authorize, messageData } from './message-input.js';

export const OPERATION_KEY = 'remuda:operation';

/** Who a handler acts for: always someone, unless anyone may call the operation. */
export type ActorOf<O extends Operation> = O['access'] extends 'public' ? Actor | null : Actor;

type OperationHandler<O extends Operation> = (input: OperationInput<O>, actor: ActorOf<O>) => Promise<OperationAnswer<O>>;

/**
 * Makes a method the service's handler of an operation. Before the method runs, the caller's role is checked
 * against the operation's access level (so a caller without the role gets 403 before any validation message)
 * and the request is parsed with the operation's schema; the method receives the parsed input and the actor,
 * and keeps only the domain logic. The writes the method makes confirm the actor again, in their transaction,
 * against the account's current state (`ActingAccounts`), so a role the gateway saw a moment too long does not
 * let a write through. An idempotent operation called with an Idempotency-Key has its write applied once per key
 * and user (see `Writes.run`).
 */
export function Handles<O extends Operation>(operation: O) {
  return <M extends OperationHandler<O>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    const handler = descriptor.value!;
    const handle = async function (this: unknown, message: unknown) {
      const actor = authorize(operation.access) as ActorOf<O>;
      if (operation.access !== 'public') confirmActorAtWrites(actor!, operation.access);
      const input = messageData(operation.request, message) as OperationInput<O>;
      const request = idempotentRequest(operation, input, actor);
      return request ? runAsIdempotentRequest(request, () => handler.call(this, input, actor)) : handler.call(this, input, actor);
    };
    Object.defineProperty(handle, 'name', { value: handler.name });
    descriptor.value = handle as unknown as M;
    MessagePattern(operation.pattern)(target, key, descriptor);
    SetMetadata(OPERATION_KEY, operation)(target, key, descriptor);
  };
}

/** The key a signed-in user sent with a call of an idempotent operation, and the request it names. */
function idempotentRequest(operation: Operation, input: unknown, actor: Actor | null): IdempotentRequest | null {
  const key = currentRequestMeta()?.idempotencyKey;
  if (!operation.idempotent || key === undefined || !actor) return null;
  // The gateway checked it; a service trusts no caller's form.
  const checked = idempotencyKeySchema.safeParse(key);
  if (!checked.success) throw new DomainError('BAD_REQUEST', checked.error.issues[0]!.message);
  return { actorId: actor.id, key, operation: operation.pattern, fingerprint: fingerprintOf(operation.pattern, input) };
}
