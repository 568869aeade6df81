import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { type NatsConnection, connect, nanos } from '@nats-io/transport-node';
import { type EventEnvelope, eventEnvelopeSchema, orderKeyOf, readEvent } from '@remuda/contracts';
import { eventsApplied, eventsDeadLettered, eventsDelivered, eventsDuplicate, eventsPassedOver } from '../metrics/metrics.js';
import { type Application, applyEvent, errorText } from './event-application.js';
import { type EventConsumer, type EventConsumerContext, pause } from './event-consumer.js';
import type { EventHandlerBinding } from './event-handlers.js';
import type { DeliveredApplication } from './inbox.js';
import { retryDelay } from './inbox-options.js';
import { EVENT_STREAM, ensureEventStream } from './event-publisher.js';
import { type DeadLetter, ensureDeadLetterStream, publishDeadLetter } from './dead-letter.js';

const ALL_EVENTS = 'events.>';

/**
 * The distributed mode's consumer: one durable pull consumer on the event stream per consuming service, shared
 * by its replicas (each message goes to one of them), filtered to the subjects its handlers declare, with
 * explicit acks. Success acks; a failure naks with a growing delay; after the last attempt the event goes to the
 * dead-letter stream and is terminated, so a poison event never holds up the ones behind it. `consume()`
 * re-issues its pulls after the client reconnects, so a broker restart only pauses it; unacknowledged messages
 * are redelivered and the inbox recognises what was already applied.
 */
export class JetStreamEventConsumer implements EventConsumer {
  private nc: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private jsm: JetStreamManager | null = null;
  private messages: ConsumerMessages | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private stopSignal!: () => void;
  private readonly stopping = new Promise<void>((resolve) => (this.stopSignal = resolve));
  /** True when the server cannot filter on several subjects (before 2.10): the consumer reads every event. */
  private broad = false;
  readonly durable: string;

  constructor(
    private readonly ctx: EventConsumerContext,
    private readonly url: string,
  ) {
    // The service's name, never a handler's: a consumer renamed or added keeps the service's place in the stream.
    this.durable = durableNameFor(ctx.options.durableName ?? ctx.service);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.nc = await connect({
      servers: this.url,
      name: `${this.ctx.service}-events-consumer`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: this.ctx.options.reconnectWaitMs,
    });
    try {
      this.jsm = await jetstreamManager(this.nc);
      this.js = jetstream(this.nc);
      await ensureEventStream(this.jsm);
      await ensureDeadLetterStream(this.jsm);
      await this.ensureDurable(true);
    } catch (err) {
      await this.nc.close().catch(() => undefined);
      throw err;
    }
    this.running = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopSignal();
    // Ends the pull; messages already fetched are handed back at once rather than left to time out.
    void this.messages?.close();
    await this.running;
    await this.nc?.drain().catch(() => undefined);
  }

  async check(): Promise<void> {
    if (!this.nc || this.nc.isClosed() || this.stopped) throw new Error('event consumer is not connected');
    await this.nc.flush();
  }

  async lag(): Promise<number> {
    if (!this.jsm) return 0;
    const info = await this.jsm.consumers.info(EVENT_STREAM, this.durable);
    return info.num_pending + info.num_ack_pending;
  }

  /**
   * Creates the durable consumer or, at start-up (`reconcile`), brings an existing one's filter and ack wait up to
   * date with what this version declares. A subject added later is delivered from the consumer's position on,
   * not from the start of the stream. NATS before 2.10 accepts a filter update but then stops delivering, so
   * there the consumer is made again, starting after its ack floor (anything redelivered is in the inbox).
   */
  private async ensureDurable(reconcile: boolean): Promise<void> {
    const jsm = this.jsm!;
    const subjects = this.ctx.handlers.subjects;
    const multiple = supportsMultipleFilters(this.nc!.info?.version);
    this.broad = subjects.length > 1 && !multiple;
    const filter: Pick<ConsumerConfig, 'filter_subject' | 'filter_subjects'> = multiple
      ? { filter_subject: undefined, filter_subjects: subjects }
      : { filter_subject: this.broad ? ALL_EVENTS : subjects[0], filter_subjects: undefined };
    const config: Partial<ConsumerConfig> = {
      durable_name: this.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.ctx.options.ackWaitMs),
      ...filter,
    };
    const existing = await jsm.consumers.info(EVENT_STREAM, this.durable).catch(() => null);
    if (!existing) {
      try {
        await jsm.consumers.add(EVENT_STREAM, config);
        return;
      } catch (err) {
        // Another replica may have created it a moment ago.
        if (!(await jsm.consumers.info(EVENT_STREAM, this.durable).catch(() => null))) throw err;
        return;
      }
    }
    const current = existing.config;
    const same =
      current.ack_wait === config.ack_wait &&
      (current.filter_subject ?? '') === (filter.filter_subject ?? '') &&
      [...(current.filter_subjects ?? [])].sort().join(' ') === (filter.filter_subjects ?? []).join(' ');
    if (same || !reconcile) return;
    if (multiple) {
      await jsm.consumers.update(EVENT_STREAM, this.durable, { ...filter, ack_wait: config.ack_wait });
    } else {
      const start = existing.ack_floor.stream_seq + 1;
      await jsm.consumers.delete(EVENT_STREAM, this.durable).catch(() => undefined);
      await jsm.consumers.add(EVENT_STREAM, { ...config, deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: start }).catch(async (err: unknown) => {
        // A replica starting alongside made it again first.
        if (!(await jsm.consumers.info(EVENT_STREAM, this.durable).catch(() => null))) throw err;
      });
    }
    this.ctx.logger.info('event consumer updated', { durable: this.durable, subjects });
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        const consumer = await this.js!.consumers.get(EVENT_STREAM, this.durable);
        const messages = await consumer.consume({ max_messages: this.ctx.options.batchSize });
        this.messages = messages;
        // Stopped while the pull was being set up: `stop` could not close this one, so it is closed here (and
        // `handleAll` below reads it to its end, handing back anything it had fetched).
        if (this.stopped) void messages.close();
        void this.watch(messages);
        failures = 0;
        await this.handleAll(messages);
      } catch (err) {
        if (!this.stopped) this.ctx.logger.warn('event consumer interrupted; will resume', { durable: this.durable, err });
      }
      if (this.stopped) return;
      // The consumer or stream went away (deleted by hand, say): make it again and carry on.
      failures += 1;
      await pause(retryDelay(this.ctx.options, failures), this.stopping);
      await this.ensureStreams().catch((err: unknown) => this.ctx.logger.warn('event consumer not recreated yet', { durable: this.durable, err }));
    }
  }

  private async ensureStreams(): Promise<void> {
    await ensureEventStream(this.jsm!);
    await ensureDeadLetterStream(this.jsm!);
    // Only ever re-made as it was: a replica of an older version must not undo a newer one's filter here.
    await this.ensureDurable(false);
  }

  /** Logs what the client reports about its consumer that an operator would want to see. */
  private async watch(messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (status.type === 'consumer_deleted' || status.type === 'consumer_not_found' || status.type === 'stream_not_found') {
        this.ctx.logger.warn('event consumer missing on the server', { durable: this.durable, status: status.type });
        // Ends the iteration; `run` makes the consumer again.
        void messages.close();
      } else if (status.type === 'heartbeats_missed') {
        this.ctx.logger.warn('event consumer missed heartbeats', { durable: this.durable, count: status.count });
      }
    }
  }

  /**
   * Applies up to `concurrency` groups of events at once, never two groups holding events of one order key (a
   * horse, for its own events and those of its records, rides and media; otherwise the aggregate): a consumer waits
   * on its database far more than it computes, and events about one horse still apply in the order they were
   * published, without two transactions of one replica waiting on each other's lock of the horse. A group is what
   * has queued up when a place frees, up to `eventsPerTransaction` events (one, unless the service asks for more):
   * a consumer that keeps up applies each event as it arrives, one that falls behind catches up in fewer
   * transactions.
   */
  private async handleAll(messages: AsyncIterable<JsMsg>): Promise<void> {
    const { concurrency, eventsPerTransaction, batchSize } = this.ctx.options;
    const queue: Array<{ msg: JsMsg; lane: string }> = [];
    const busy = new Set<string>();
    const inFlight = new Set<Promise<void>>();
    const startGroups = () => {
      while (inFlight.size < concurrency) {
        const group: JsMsg[] = [];
        const lanes = new Set<string>();
        for (let i = 0; i < queue.length && group.length < eventsPerTransaction; ) {
          const { msg, lane } = queue[i]!;
          // An aggregate another group is applying waits, and so do its later events behind it in the queue.
          if (busy.has(lane)) {
            i += 1;
            continue;
          }
          queue.splice(i, 1);
          group.push(msg);
          lanes.add(lane);
        }
        if (group.length === 0) return;
        for (const lane of lanes) busy.add(lane);
        const handled: Promise<void> = this.handleGroup(group)
          .catch((err: unknown) => this.ctx.logger.error('event consumer failed to settle a group', { durable: this.durable, err }))
          .finally(() => {
            inFlight.delete(handled);
            for (const lane of lanes) busy.delete(lane);
            startGroups();
          });
        inFlight.add(handled);
      }
    };
    try {
      for await (const msg of messages) {
        if (this.stopped) {
          msg.nak();
          continue;
        }
        queue.push({ msg, lane: aggregateOf(msg) });
        startGroups();
        while (queue.length >= batchSize && inFlight.size > 0) await Promise.race(inFlight);
      }
    } finally {
      // The events in hand are finished (and settled) before the consumer stops or resumes.
      while (inFlight.size > 0) await Promise.allSettled(inFlight);
    }
  }

  /** Applies a group: together in one transaction when it can, otherwise (or when that fails) each on its own, in order. */
  private async handleGroup(group: JsMsg[]): Promise<void> {
    if (group.length > 1 && (await this.handleTogether(group))) return;
    for (const msg of group) {
      await this.handle(msg).catch((err: unknown) => {
        this.ctx.logger.error('event consumer failed to settle a message', { durable: this.durable, err });
        msg.nak(this.delay(msg.info.deliveryCount));
      });
    }
  }

  /**
   * Applies a group of plain deliveries in one transaction and acks them: events this consumer reads, each handler
   * wanting it or passing it over. Answers false, having applied and settled nothing, when any of them needs what
   * `handle` does on its own (a message that is no event or cannot be read, a `wants` that fails) or when the
   * transaction fails: a handler's error, or an event already in the inbox (a redelivery, a dead letter sent again).
   */
  private async handleTogether(group: JsMsg[]): Promise<boolean> {
    const applications: DeliveredApplication[] = [];
    const passedOver: Array<{ consumer: string; type: string }> = [];
    for (const msg of group) {
      const text = msg.string();
      const envelope = parseEnvelope(text);
      const bindings = envelope ? this.ctx.handlers.forType(envelope.type) : [];
      if (!envelope || bindings.length === 0) return false;
      for (const binding of bindings) {
        const read = readEvent(binding.event, envelope);
        if (!read.ok) return false;
        try {
          if (binding.wants && !(await binding.wants(envelope))) {
            passedOver.push({ consumer: binding.consumer, type: envelope.type });
            continue;
          }
        } catch {
          return false;
        }
        applications.push({ binding, event: read.event, envelopeText: text, failures: msg.info.deliveryCount - 1 });
      }
    }
    const heartbeat = setInterval(() => group.forEach((msg) => msg.working()), Math.max(100, this.ctx.options.ackWaitMs / 3));
    try {
      if (applications.length > 0) await this.ctx.inbox.applyDeliveredTogether(applications);
    } catch (err) {
      this.ctx.logger.debug('events applied one by one after their group failed', { durable: this.durable, events: group.length, err });
      return false;
    } finally {
      clearInterval(heartbeat);
    }
    for (const labels of passedOver) {
      eventsDelivered.inc(labels);
      eventsPassedOver.inc(labels);
    }
    for (const { binding, event } of applications) {
      const labels = { consumer: binding.consumer, type: event.type };
      eventsDelivered.inc(labels);
      eventsApplied.inc(labels);
    }
    for (const msg of group) msg.ack();
    return true;
  }

  private async handle(msg: JsMsg): Promise<void> {
    const attempt = msg.info.deliveryCount;
    // Reading every event (an older server): whatever travels on a subject none of our handlers names is not ours,
    // well formed or not.
    if (this.broad && this.ctx.handlers.forType(msg.subject.slice('events.'.length)).length === 0) {
      msg.ack();
      return;
    }
    const text = msg.string();
    const envelope = parseEnvelope(text);
    if (!envelope) {
      const type = msg.subject.startsWith('events.') ? msg.subject.slice('events.'.length) : msg.subject;
      await this.settle(msg, attempt, [], [{ consumer: this.ctx.service, type, eventId: null, error: 'not an event envelope', envelope: text }]);
      return;
    }
    const bindings = this.ctx.handlers.forType(envelope.type);
    if (bindings.length === 0) {
      // Reading every event (an older server): not ours. Otherwise a replica of another version has the handler.
      if (this.broad) msg.ack();
      else msg.nak(this.delay(attempt));
      return;
    }
    // Tells the server the message is in hand, so a slow handler is not redelivered to another replica meanwhile.
    const heartbeat = setInterval(() => msg.working(), Math.max(100, this.ctx.options.ackWaitMs / 3));
    try {
      const failed: EventHandlerBinding[] = [];
      const errors = new Map<EventHandlerBinding, unknown>();
      const dead: Array<Omit<DeadLetterDraft, 'envelope'>> = [];
      for (const binding of bindings) {
        const labels = { consumer: binding.consumer, type: envelope.type };
        eventsDelivered.inc(labels);
        if (binding.wants) {
          try {
            if (!(await binding.wants(envelope))) {
              eventsPassedOver.inc(labels);
              continue;
            }
          } catch (error) {
            failed.push(binding);
            errors.set(binding, error);
            continue;
          }
        }
        const result: Application = await applyEvent(binding, envelope, (event) => this.ctx.inbox.applyDelivered(binding, event, text, attempt - 1));
        if (result.outcome === 'applied') eventsApplied.inc(labels);
        else if (result.outcome === 'duplicate') eventsDuplicate.inc(labels);
        else if (result.outcome === 'unparsable') dead.push({ consumer: binding.consumer, type: envelope.type, eventId: envelope.id, error: result.error });
        else {
          failed.push(binding);
          errors.set(binding, result.error);
        }
      }
      if (failed.length > 0 && attempt >= this.ctx.options.maxAttempts) {
        for (const binding of failed) dead.push({ consumer: binding.consumer, type: envelope.type, eventId: envelope.id, error: errorText(errors.get(binding)) });
      } else {
        for (const binding of failed) {
          this.ctx.logger.warn('event handler failed; will retry', {
            consumer: binding.consumer,
            eventId: envelope.id,
            type: envelope.type,
            attempts: attempt,
            retryInMs: this.delay(attempt),
            err: errors.get(binding),
            correlationId: envelope.correlationId,
          });
        }
      }
      const retry = failed.length > 0 && attempt < this.ctx.options.maxAttempts;
      await this.settle(msg, attempt, retry ? failed : [], dead.map((d) => ({ ...d, envelope })));
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Ends a delivery: dead letters first (published and stored, and recorded in the inbox so a replay skips them),
   * then nak when some handler is to try again, term when the event is given up on, ack otherwise. If a dead
   * letter cannot be stored, the message is nak'ed and the whole thing happens again later.
   */
  private async settle(msg: JsMsg, attempt: number, retrying: EventHandlerBinding[], dead: DeadLetterDraft[]): Promise<void> {
    try {
      for (const d of dead) {
        const letter: DeadLetter = { service: this.ctx.service, ...d, attempts: attempt, deadAt: new Date().toISOString() };
        await publishDeadLetter(this.js!, letter);
        const envelope = typeof d.envelope === 'object' ? (d.envelope as EventEnvelope) : null;
        // Kept in the inbox as every dead letter is, in either mode; a message that is no event at all is named by
        // its place in the stream, and can only be dropped.
        await this.ctx.inbox.markDead({ consumer: d.consumer, envelope: envelope ?? notAnEvent(msg, d.type) }, attempt, d.error, msg.string());
        eventsDeadLettered.inc({ consumer: d.consumer, type: d.type });
        this.ctx.logger.error('event dead-lettered', {
          consumer: d.consumer,
          eventId: d.eventId,
          type: d.type,
          attempts: attempt,
          error: d.error,
          correlationId: envelope?.correlationId,
        });
      }
    } catch (err) {
      this.ctx.logger.warn('dead letter not stored yet; will retry', { eventId: dead[0]?.eventId, err });
      msg.nak(this.delay(attempt));
      return;
    }
    if (retrying.length > 0) msg.nak(this.delay(attempt));
    else if (dead.length > 0) msg.term('dead-lettered');
    else msg.ack();
  }

  private delay(attempt: number): number {
    return retryDelay(this.ctx.options, attempt);
  }
}

type DeadLetterDraft = Pick<DeadLetter, 'consumer' | 'type' | 'eventId' | 'error' | 'envelope'>;

/** Enough of an envelope to keep a message that is none in the inbox. */
function notAnEvent(msg: JsMsg, type: string): EventEnvelope {
  const now = new Date().toISOString();
  return { id: `stream-${msg.info.streamSequence}`, type: type.slice(0, 100), version: 1, occurredAt: now, aggregateId: '', actor: null, correlationId: '', data: null };
}

/** What an event is ordered with (its subject when it is no envelope): events of one key are applied in order. */
function aggregateOf(msg: JsMsg): string {
  try {
    const envelope = JSON.parse(msg.string()) as { aggregateId?: unknown; data?: unknown };
    return typeof envelope.aggregateId === 'string' ? orderKeyOf({ aggregateId: envelope.aggregateId, data: envelope.data }) : msg.subject;
  } catch {
    return msg.subject;
  }
}

function parseEnvelope(text: string): EventEnvelope | null {
  try {
    const parsed = eventEnvelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as EventEnvelope) : null;
  } catch {
    return null;
  }
}

/** A durable name NATS accepts: no dots, wildcards, spaces or path separators. */
export function durableNameFor(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Several filter subjects on one consumer came with NATS 2.10. */
export function supportsMultipleFilters(version: string | undefined): boolean {
  const [major = 0, minor = 0] = (version ?? '0.0').split('.').map((n) => Number.parseInt(n, 10));
  return major > 2 || (major === 2 && minor >= 10);
}
