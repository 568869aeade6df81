import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { CARE_EVENTS, GALLERY_EVENTS, HORSE_EVENTS, RIDING_EVENTS, eventSubject } from '@remuda/contracts';
import { CONFIG, type Config, type JsonLogger, LOGGER, processBus } from '@remuda/service-kit';
import { PublicChanges } from './public-changes.js';

/**
 * The domains whose events change what anonymous visitors see: horses, the gallery, and rides (a horse's page lists
 * them); and the care plan's, which the staff's calendar feed follows (over NATS they are all under `horses`).
 */
const DOMAINS = ['horses', 'riding'] as const;
const EVENTS = [...Object.values(HORSE_EVENTS), ...Object.values(GALLERY_EVENTS), ...Object.values(CARE_EVENTS), ...Object.values(RIDING_EVENTS)];

interface NatsSubscription {
  unsubscribe(): void;
}
/** The little of a NATS connection this needs. */
interface NatsConnection {
  flush(): Promise<void>;
  subscribe(subject: string, options: { callback: (err: Error | null) => void }): NatsSubscription;
}

/**
 * Tells PublicChanges of every horse and riding event, on every gateway replica: like the session feed (ADR
 * 010), each replica subscribes for itself, over NATS a plain subscription on the events' subjects (no queue
 * group), in the embedded mode the in-process bus. Over NATS the feed counts as up only once the server has the
 * subscription; while the connection is down it is not, as what is sent meanwhile is never redelivered.
 */
@Injectable()
export class PublicFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private close?: () => Promise<void>;
  /** Counts the connection's falls, so a confirmation overtaken by a new fall does not count. */
  private falls = 0;

  constructor(
    private readonly changes: PublicChanges,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.close) return;
    if (this.config.transport.kind !== 'nats') {
      const stops = EVENTS.map((event) => processBus.subscribe(event.subject, () => this.changes.changed()));
      this.close = async () => stops.forEach((stop) => stop());
      this.changes.feed(true);
      return;
    }
    const client = new ClientNats({ servers: this.config.transport.url, name: 'remuda-gateway-public-reads', maxReconnectAttempts: -1 });
    client.on('disconnect', () => {
      this.falls += 1;
      this.changes.feed(false);
    });
    let connected: NatsConnection | null = null;
    client.on('reconnect', () => {
      if (connected) void this.confirm(connected);
    });
    await client.connect();
    const nc = client.unwrap<NatsConnection>();
    connected = nc;
    const subscriptions = DOMAINS.map((domain) =>
      nc.subscribe(`${eventSubject(domain)}.>`, {
        callback: (err) => {
          if (err) this.logger.warn('public read feed failed', { err });
          this.changes.changed();
        },
      }),
    );
    this.close = async () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      await client.close();
    };
    await this.confirm(nc);
  }

  async onApplicationShutdown(): Promise<void> {
    this.changes.feed(false);
    await this.close?.();
  }

  /** Marks the feed up once the server has answered after the subscriptions, unless the connection fell meanwhile. */
  private async confirm(nc: NatsConnection): Promise<void> {
    const falls = this.falls;
    try {
      await nc.flush();
    } catch (err) {
      this.logger.warn('public read feed not confirmed', { err });
      return;
    }
    if (falls === this.falls) this.changes.feed(true);
  }
}
