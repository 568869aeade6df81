import type { Actor } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { DomainError } from '../errors/domain-error.js';
import { processHealth } from '../health/health-registry.js';
import { runInRequestContext } from '../logging/request-context.js';
import { MessageClient } from '../transport/message-client.js';
import { createMessageClient } from '../transport/transport.js';

/** Sends requests to services as a given actor, the way the gateway does, for service integration tests. */
export function messageHarness(config: Config) {
  const client = new MessageClient(createMessageClient(config, 'test'), config, processHealth);
  return {
    client,
    connect: () => client.onApplicationBootstrap(),
    close: () => client.onApplicationShutdown(),
    send<T>(pattern: string, data: unknown, actor: Actor | null = null): Promise<T> {
      return runInRequestContext({ correlationId: 'test-correlation-id', actor }, () => client.request<T>(pattern, data));
    },
    /** The code a request fails with, or a thrown error when it succeeds. */
    async failure(pattern: string, data: unknown, actor: Actor | null = null): Promise<DomainError> {
      try {
        await this.send(pattern, data, actor);
      } catch (err) {
        if (err instanceof DomainError) return err;
        throw err;
      }
      throw new Error(`${pattern} succeeded but was expected to fail`);
    },
  };
}
