import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { type EventEnvelope, eventSubject } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { type InProcessBus, processBus } from '../transport/in-process-bus.js';
import { type InProcessEventHub, type RetainedEvents, processEventHub } from './in-process-event-hub.js';
import { ensureStream } from './streams.js';

export const EVENT_STREAM = 'REMUDA_EVENTS';

export interface EventPublisher {
  /** Resolves once the event is durably with the broker (or, in process, with every consumer's inbox). */
  publish(envelope: EventEnvelope): Promise<void>;
  check(): Promise<void>;
  close(): Promise<void>;
  /** Offers the producer's outbox to consumers that need to catch up, where the broker keeps no stream itself. */
  attachOutbox?(outbox: RetainedEvents): () => void;
}

/**
 * The embedded default's events: accepted into the inbox of every in-process consumer of the type before the
 * publish resolves (so the relay marks an event published only once each consumer holds it), then handed to
 * any plain listener on the in-process bus.
 */
export class InProcessEventPublisher implements EventPublisher {
  constructor(
    private readonly bus: InProcessBus = processBus,
    private readonly hub: InProcessEventHub = processEventHub,
  ) {}

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.hub.deliver(envelope);
    this.bus.publish({ pattern: eventSubject(envelope.type), data: envelope });
  }

  attachOutbox(outbox: RetainedEvents): () => void {
    return this.hub.addSource(outbox);
  }

  async check(): Promise<void> {}

  async close(): Promise<void> {}
}

/**
 * Durable events: published to a JetStream stream with the event id as `Nats-Msg-Id`, so a second publish of
 * the same event (a relay retrying after a crash) is dropped by the server within its duplicate window.
 */
export class JetStreamEventPublisher implements EventPublisher {
  private connection: Promise<{ nc: NatsConnection; js: JetStreamClient }> | null = null;

  constructor(
    private readonly url: string,
    private readonly name: string,
  ) {}

  private connect(): Promise<{ nc: NatsConnection; js: JetStreamClient }> {
    this.connection ??= (async () => {
      const nc = await connect({ servers: this.url, name: `${this.name}-events`, maxReconnectAttempts: -1 });
      await ensureEventStream(await jetstreamManager(nc));
      return { nc, js: jetstream(nc) };
    })().catch((err: unknown) => {
      this.connection = null;
      throw err;
    });
    return this.connection;
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    const { js } = await this.connect();
    await js.publish(eventSubject(envelope.type), JSON.stringify(envelope), { msgID: envelope.id });
  }

  async check(): Promise<void> {
    const { nc } = await this.connect();
    if (nc.isClosed()) throw new Error('NATS connection closed');
    await nc.flush();
  }

  async close(): Promise<void> {
    const current = this.connection;
    this.connection = null;
    if (current) await (await current).nc.drain().catch(() => undefined);
  }
}

/**
 * The one stream every service's events go to; created by whichever process needs it first. It keeps a month:
 * time for a consumer that was down, or a new one, to catch up (the outboxes keep a week).
 */
export function ensureEventStream(jsm: JetStreamManager): Promise<void> {
  return ensureStream(jsm, { name: EVENT_STREAM, subjects: ['events.>'], keepDays: 30 });
}

export function createEventPublisher(config: Config, service: string): EventPublisher {
  return config.transport.kind === 'nats' ? new JetStreamEventPublisher(config.transport.url, service) : new InProcessEventPublisher();
}
