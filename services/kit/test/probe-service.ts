import { Controller, Inject, Module } from '@nestjs/common';
import { z } from 'zod';
import { type RequestMeta, defineOperation, requestMetaSchema } from '@remuda/contracts';
import { DomainError, Handles, type JsonLogger, LOGGER, type ServiceDefinition, currentRequestMeta } from '../src/index.js';

/** What one replica saw of one request, read inside its handler. */
export interface Handled {
  replica: string;
  n: number;
  meta: RequestMeta | undefined;
}

const echoReplySchema = z.object({ n: z.number(), replica: z.string(), meta: requestMetaSchema.optional() });
export type EchoReply = { n: number; replica: string; meta: RequestMeta | undefined };

export const TAKEN_ERRORS = [{ field: 'email', message: 'An account with this email already exists' }];
export const CRASH_DETAIL = 'password authentication failed for user "remuda"';

/**
 * A tiny service for the transport tests, under its own name so its patterns (and, over NATS, its queue
 * group) belong to one test run. `definition(replica)` makes one replica's module; they share `handled`.
 */
export function probeService(name: string) {
  const nothing = z.object({});
  const operations = {
    echo: defineOperation({ pattern: `${name}.probe.echo`, access: 'public', request: z.object({ n: z.number() }), answer: echoReplySchema, errors: [] }),
    fail: defineOperation({ pattern: `${name}.probe.fail`, access: 'public', request: nothing, answer: nothing, errors: ['CONFLICT'] }),
    crash: defineOperation({ pattern: `${name}.probe.crash`, access: 'public', request: nothing, answer: nothing, errors: [] }),
    hold: defineOperation({ pattern: `${name}.probe.hold`, access: 'public', request: nothing, answer: z.string(), errors: [] }),
  };
  const handled: Handled[] = [];
  const held: Array<() => void> = [];
  const REPLICA = Symbol('probe replica');

  @Controller()
  class ProbeHandler {
    constructor(
      @Inject(REPLICA) private readonly replica: string,
      @Inject(LOGGER) private readonly logger: JsonLogger,
    ) {}

    @Handles(operations.echo)
    async echo({ n }: { n: number }): Promise<EchoReply> {
      // Read after an await too, so the context is known to last through the handler's own async work.
      await new Promise((resolve) => setImmediate(resolve));
      const meta = currentRequestMeta();
      handled.push({ replica: this.replica, n, meta: meta && structuredClone(meta) });
      this.logger.info('probe handled', { n });
      return { n, replica: this.replica, meta };
    }

    @Handles(operations.fail)
    async fail(): Promise<never> {
      throw new DomainError('CONFLICT', 'This email is taken', TAKEN_ERRORS);
    }

    @Handles(operations.crash)
    async crash(): Promise<never> {
      throw new Error(CRASH_DETAIL);
    }

    @Handles(operations.hold)
    hold(): Promise<string> {
      return new Promise((resolve) => held.push(() => resolve('released')));
    }
  }

  const definition = (replica: string): ServiceDefinition => {
    @Module({ controllers: [ProbeHandler], providers: [{ provide: REPLICA, useValue: replica }] })
    class ProbeModule {}
    return { name, module: ProbeModule };
  };

  return {
    name,
    operations,
    handled,
    definition,
    /** Lets every held request answer. */
    release: () => held.splice(0).forEach((answer) => answer()),
  };
}
