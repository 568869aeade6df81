import { Controller, Inject, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestMeta } from '@remuda/contracts';
import { DomainError, type JsonLogger, LOGGER, type ServiceDefinition, currentRequestMeta } from '../src/index.js';

/** What one replica saw of one request, read inside its handler. */
export interface Handled {
  replica: string;
  n: number;
  meta: RequestMeta | undefined;
}

export interface EchoReply {
  n: number;
  replica: string;
  meta: RequestMeta | undefined;
}

export const TAKEN_ERRORS = [{ field: 'email', message: 'An account with this email already exists' }];
export const CRASH_DETAIL = 'password authentication failed for user "remuda"';

/**
 * A tiny service for the transport tests, under its own name so its patterns (and, over NATS, its queue
 * group) belong to one test run. `definition(replica)` makes one replica's module; they share `handled`.
 */
export function probeService(name: string) {
  const patterns = {
    echo: `${name}.probe.echo`,
    fail: `${name}.probe.fail`,
    crash: `${name}.probe.crash`,
    hold: `${name}.probe.hold`,
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

    @MessagePattern(patterns.echo)
    async echo(@Payload() message: { data: { n: number } }): Promise<EchoReply> {
      // Read after an await too, so the context is known to last through the handler's own async work.
      await new Promise((resolve) => setImmediate(resolve));
      const meta = currentRequestMeta();
      handled.push({ replica: this.replica, n: message.data.n, meta: meta && structuredClone(meta) });
      this.logger.info('probe handled', { n: message.data.n });
      return { n: message.data.n, replica: this.replica, meta };
    }

    @MessagePattern(patterns.fail)
    fail(): never {
      throw new DomainError('EMAIL_TAKEN', 'This email is taken', TAKEN_ERRORS);
    }

    @MessagePattern(patterns.crash)
    crash(): never {
      throw new Error(CRASH_DETAIL);
    }

    @MessagePattern(patterns.hold)
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
    patterns,
    handled,
    definition,
    /** Lets every held request answer. */
    release: () => held.splice(0).forEach((answer) => answer()),
  };
}
