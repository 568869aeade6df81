import { type DynamicModule, Module } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { CONFIG, EVENT_PUBLISHER } from '../kit.tokens.js';
import { createEventPublisher } from './event-publisher.js';
import { OUTBOX_SERVICE, OutboxRelay } from './outbox-relay.js';
import { Writes } from './writes.js';

/**
 * A service's outbox relay, event publisher and the `Writes` routine that feeds them. The service lists
 * `OutboxEntity` among its entities.
 */
@Module({})
export class OutboxModule {
  static forService(service: string): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: EVENT_PUBLISHER, inject: [CONFIG], useFactory: (config: Config) => createEventPublisher(config, service) },
        { provide: OUTBOX_SERVICE, useValue: service },
        OutboxRelay,
        Writes,
      ],
      exports: [OutboxRelay, Writes],
    };
  }
}
