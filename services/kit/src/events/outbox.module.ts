import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { IdempotencyKeys } from '../idempotency/idempotency-keys.js';
import { RecentlyDeleted } from '../deleted/recently-deleted.js';
import { CONFIG, EVENT_PUBLISHER } from '../kit.tokens.js';
import { ActingAccounts, AskTheUsersService } from '../rpc/acting-account.js';
import { MessagingModule } from '../transport/messaging.module.js';
import { createEventPublisher } from './event-publisher.js';
import { OUTBOX_SERVICE, OutboxRelay } from './outbox-relay.js';
import { Writes } from './writes.js';

export interface OutboxOptions {
  /**
   * How the service's writes confirm the account acting (see `Writes`): by default they ask the users service,
   * which holds the accounts and confirms them itself.
   */
  actingAccounts?: Type<ActingAccounts>;
}

/**
 * A service's outbox relay, event publisher and the `Writes` routine that feeds them, with the Idempotency-Keys
 * its writes keep. The service lists `OutboxEntity` among its entities (the kit adds `IdempotencyKeyEntity`).
 * Global within the service's application (each service is an application of its own, as for its database), so
 * the modules it is built of write through it.
 */
@Module({})
export class OutboxModule {
  static forService(service: string, options: OutboxOptions = {}): DynamicModule {
    const actingAccounts = options.actingAccounts ?? AskTheUsersService;
    return {
      module: OutboxModule,
      global: true,
      imports: actingAccounts === AskTheUsersService ? [MessagingModule] : [],
      providers: [
        { provide: EVENT_PUBLISHER, inject: [CONFIG], useFactory: (config: Config) => createEventPublisher(config, service) },
        { provide: OUTBOX_SERVICE, useValue: service },
        { provide: ActingAccounts, useClass: actingAccounts },
        OutboxRelay,
        IdempotencyKeys,
        RecentlyDeleted,
        Writes,
      ],
      exports: [OutboxRelay, Writes, RecentlyDeleted],
    };
  }
}
