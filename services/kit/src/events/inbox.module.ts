import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { INBOX_OPTIONS, INBOX_SERVICE, InboxConsumer } from './inbox-consumer.js';
import { type InboxOptions, resolveInboxOptions } from './inbox-options.js';

/**
 * A service's durable event consumer, for its `@OnEvent` handlers. The service lists `InboxEntity` among its
 * entities and creates the table with `createInboxTable` in one of its migrations.
 */
@Module({})
export class InboxModule {
  static forService(service: string, options: InboxOptions = {}): DynamicModule {
    return {
      module: InboxModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: INBOX_SERVICE, useValue: service },
        { provide: INBOX_OPTIONS, useValue: resolveInboxOptions(options) },
        InboxConsumer,
      ],
      exports: [InboxConsumer],
    };
  }
}
