import { SetMetadata } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { Actor, Operation, OperationAnswer, OperationInput } from '@remuda/contracts';
import { authorize, messageData } from './message-input.js';

export const OPERATION_KEY = 'remuda:operation';

/** Who a handler acts for: always someone, unless anyone may call the operation. */
export type ActorOf<O extends Operation> = O['access'] extends 'public' ? Actor | null : Actor;

type OperationHandler<O extends Operation> = (input: OperationInput<O>, actor: ActorOf<O>) => Promise<OperationAnswer<O>>;

/**
 * Makes a method the service's handler of an operation. Before the method runs, the caller's role is checked
 * against the operation's access level (so a caller without the role gets 403 before any validation message)
 * and the request is parsed with the operation's schema; the method receives the parsed input and the actor,
 * and keeps only the domain logic.
 */
export function Handles<O extends Operation>(operation: O) {
  return <M extends OperationHandler<O>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    const handler = descriptor.value!;
    const handle = async function (this: unknown, message: unknown) {
      const actor = authorize(operation.access) as ActorOf<O>;
      return handler.call(this, messageData(operation.request, message) as OperationInput<O>, actor);
    };
    Object.defineProperty(handle, 'name', { value: handler.name });
    descriptor.value = handle as unknown as M;
    MessagePattern(operation.pattern)(target, key, descriptor);
    SetMetadata(OPERATION_KEY, operation)(target, key, descriptor);
  };
}
