import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import { HealthRegistry } from '../health/health-registry.js';
import { CONFIG, LOGGER } from '../kit.tokens.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { reportConsumerLag, reportDeadLetters } from '../metrics/metrics.js';
import type { EventConsumer } from './event-consumer.js';
import { type EventHandlerSet, discoverEventHandlers } from './event-handlers.js';
import { InProcessEventConsumer } from './in-process-event-consumer.js';
import { Inbox } from './inbox.js';
import type { ResolvedInboxOptions } from './inbox-options.js';
import { JetStreamEventConsumer, durableNameFor } from './jetstream-event-consumer.js';
import { OutboxRelay } from './outbox-relay.js';

export const INBOX_SERVICE = 'remuda.inbox-service';
export const INBOX_OPTIONS = 'remuda.inbox-options';

/**
 * Runs a service's event consumer: finds its `@OnEvent` handlers once the application is built, consumes from
 * JetStream or the in-process hub depending on the transport, and reports readiness and lag. A service with no
 * handlers consumes nothing.
 */
@Injectable()
export class InboxConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private consumer: EventConsumer | null = null;
  private handlers: EventHandlerSet | null = null;
  private starting: Promise<void> | null = null;
  private readonly undo: Array<() => void> = [];

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly health: HealthRegistry,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly modules: ModuleRef,
    @Inject(INBOX_SERVICE) private readonly service: string,
    @Inject(INBOX_OPTIONS) private readonly options: ResolvedInboxOptions,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    this.starting ??= this.start();
    return this.starting;
  }

  /** Stops before the database closes (that happens on application shutdown), so the event in hand can finish. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.starting?.catch(() => undefined);
    this.undo.splice(0).forEach((undo) => undo());
    const consumer = this.consumer;
    this.consumer = null;
    await consumer?.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    // Normally already stopped; a shutdown that skipped the earlier hook still closes the connection.
    await this.beforeApplicationShutdown();
  }

  /**
   * What the service consumes, once started: the name of its JetStream durable consumer (the same in the embedded
   * mode, where none is made) and each consumer id with the event types it takes. Both name what the broker and
   * the inbox keep, so they never change once released.
   */
  get consumption(): { durable: string; consumers: Array<{ consumer: string; types: string[] }> } {
    return { durable: durableNameFor(this.options.durableName ?? this.service), consumers: this.handlers?.consumers ?? [] };
  }

  private async start(): Promise<void> {
    const handlers = discoverEventHandlers(this.discovery, this.scanner);
    this.handlers = handlers;
    if (handlers.size === 0) {
      this.logger.warn('InboxModule imported but no @OnEvent handlers found');
      return;
    }
    // A service with an outbox publishes what its handlers record as soon as their transactions commit.
    const relay = this.outboxRelay();
    const inbox = new Inbox(this.dataSource, relay ? (recorded) => relay.publishCommitted(recorded) : undefined);
    const context = { service: this.service, handlers, inbox, logger: this.logger, options: this.options };
    const consumer =
      this.config.transport.kind === 'nats'
        ? new JetStreamEventConsumer(context, this.config.transport.url)
        : new InProcessEventConsumer(context);
    await consumer.start();
    this.consumer = consumer;
    this.undo.push(
      this.health.register(`${this.service}.event-consumer`, () => consumer.check()),
      reportConsumerLag(this.service, () => consumer.lag()),
      reportDeadLetters(this.service, async () => {
        const counts = await inbox.deadLetterCounts();
        for (const { consumer: id } of handlers.consumers) if (!counts.has(id)) counts.set(id, 0);
        return counts;
      }),
    );
    this.logger.info('event consumer started', { consumers: handlers.consumers.map((c) => c.consumer), types: handlers.types });
  }

  /** The service's outbox relay, when it has one (OutboxModule lives beside this module, not inside it). */
  private outboxRelay(): OutboxRelay | null {
    try {
      return this.modules.get(OutboxRelay, { strict: false });
    } catch {
      return null;
    }
  }
}
