import { type DynamicModule, Module } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { IdempotencyKeys } from '../idempotency/idempotency-keys.js';
import { CONFIG, EVENT_PUBLISHER } from '../kit.tokens.js';
import { createEventPublisher } from './event-publisher.js';
import { OUTBOX_SERVICE, OutboxRelay } from './outbox-relay.js';
import { Writes } from './writes.js';

/**
 * A service's outbox relay, event publisher and the `Writes` routine that feeds them, with the Idempotency-Keys
 * its writes keep. The service lists `OutboxEntity` among its entities (the kit adds `IdempotencyKeyEntity`).
 * Global within the service's application (each service is an application of its own, as for its database), so
 * the modules it is built of write through it.
 */
@Module({})
export class OutboxModule {
  static forService(service: string): DynamicModule {
    return {
      module: OutboxModule,
      global: true,
      providers: [
        { provide: EVENT_PUBLISHER, inject: [CONFIG], useFactory: (config: Config) => createEventPublisher(config, service) },
        { provide: OUTBOX_SERVICE, useValue: service },
        OutboxRelay,
        IdempotencyKeys,
        Writes,
      ],
      exports: [OutboxRelay, Writes],
    };
  }
}
