import type { Actor, ErrorCode, Operation, OperationAnswer, OperationRequest } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { DomainError } from '../errors/domain-error.js';
import { processHealth } from '../health/health-registry.js';
import { runInRequestContext } from '../logging/request-context.js';
import { MessageClient } from '../transport/message-client.js';
import { createMessageClient } from '../transport/transport.js';

/** Codes any operation may answer beyond those it declares: the access checks and a service that is down. */
const ALWAYS: readonly ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE', 'INTERNAL'];
/** And those of an idempotent operation's Idempotency-Key: malformed, or used before for another request. */
const IDEMPOTENT: readonly ErrorCode[] = ['BAD_REQUEST', 'IDEMPOTENCY_KEY_REUSED'];

/**
 * Sends requests to services as a given actor, the way the gateway does, for service integration tests. Every
 * answer is checked against the operation's answer schema and every failure against its declared error codes,
 * so a service that drifts from its contract fails its own tests.
 */
export function messageHarness(config: Config) {
  const client = new MessageClient(createMessageClient(config, 'test'), config, processHealth);
  return {
    client,
    connect: () => client.onApplicationBootstrap(),
    close: () => client.onApplicationShutdown(),
    async send<O extends Operation>(operation: O, data: OperationRequest<O>, actor: Actor | null = null): Promise<OperationAnswer<O>> {
      const answer = await runInRequestContext({ correlationId: 'test-correlation-id', actor }, () => client.request(operation, data));
      const checked = operation.answer.safeParse(answer);
      if (!checked.success) {
        throw new Error(`${operation.pattern} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`);
      }
      return answer;
    },
    /** The error a request fails with, or a thrown error when it succeeds or fails with an undeclared code. */
    async failure<O extends Operation>(operation: O, data: OperationRequest<O> | Record<string, unknown>, actor: Actor | null = null): Promise<DomainError> {
      try {
        await runInRequestContext({ correlationId: 'test-correlation-id', actor }, () => client.request(operation, data as OperationRequest<O>));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        if (!operation.errors.includes(err.code) && !ALWAYS.includes(err.code) && !(operation.idempotent && IDEMPOTENT.includes(err.code))) {
          throw new Error(`${operation.pattern} failed with ${err.code}, which its definition does not declare`);
        }
        return err;
      }
      throw new Error(`${operation.pattern} succeeded but was expected to fail`);
    },
  };
}
