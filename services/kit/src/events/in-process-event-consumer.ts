import type { EventEnvelope } from '@remuda/contracts';
import { eventsApplied, eventsDeadLettered, eventsDelivered, eventsDuplicate } from '../metrics/metrics.js';
import { applyEvent, errorText } from './event-application.js';
import { type EventConsumer, type EventConsumerContext, pause } from './event-consumer.js';
import type { InboxEntity } from './inbox.entity.js';
import { retryDelay } from './inbox-options.js';
import { type InProcessEventHub, type InProcessSubscriber, type RetainedEvents, processEventHub } from './in-process-event-hub.js';

const CATCH_UP_PAGE = 200;

/**
 * The embedded mode's consumer. Producers' relays (through the hub) and catch-ups put events into the inbox as
 * `pending` rows; a single worker applies them oldest first, each in the transaction that marks it applied,
 * retries failures with a growing delay, and marks a row `dead` after the last attempt. Whatever is pending
 * at start-up (accepted before a crash) is applied first, so nothing accepted is ever lost.
 */
export class InProcessEventConsumer implements EventConsumer, InProcessSubscriber {
  readonly types: ReadonlySet<string>;
  private running: Promise<void> | null = null;
  private readonly catchUps = new Set<Promise<void>>();
  private unsubscribe?: () => void;
  private stopped = false;
  private stopSignal!: () => void;
  private readonly stopping = new Promise<void>((resolve) => (this.stopSignal = resolve));
  private wake: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly ctx: EventConsumerContext,
    private readonly hub: InProcessEventHub = processEventHub,
  ) {
    this.types = new Set(ctx.handlers.types);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = this.work();
    this.unsubscribe = this.hub.subscribe(this);
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.stopped = true;
    this.stopSignal();
    await Promise.all([this.running, ...this.catchUps]);
  }

  async check(): Promise<void> {
    if (!this.running || this.stopped) throw new Error('event consumer is not running');
  }

  lag(): Promise<number> {
    return this.ctx.inbox.pendingCount();
  }

  async accept(envelopes: EventEnvelope[]): Promise<void> {
    if (this.stopped) throw new Error(`${this.ctx.service} is not taking events`);
    const deliveries = envelopes.flatMap((envelope) => this.ctx.handlers.forType(envelope.type).map((b) => ({ consumer: b.consumer, envelope })));
    const { accepted, duplicates } = await this.ctx.inbox.accept(deliveries);
    for (const d of deliveries) eventsDelivered.inc({ consumer: d.consumer, type: d.envelope.type });
    for (const d of duplicates) eventsDuplicate.inc({ consumer: d.consumer, type: d.envelope.type });
    if (accepted.length > 0) this.notify();
  }

  catchUp(source: RetainedEvents): void {
    const run = this.catchUpFrom(source).finally(() => this.catchUps.delete(run));
    this.catchUps.add(run);
  }

  private async catchUpFrom(source: RetainedEvents): Promise<void> {
    let after: EventEnvelope | null = null;
    let failures = 0;
    while (!this.stopped && this.hub.hasSource(source)) {
      try {
        const page = await source.read([...this.types], after, CATCH_UP_PAGE);
        await this.accept(page);
        if (page.length < CATCH_UP_PAGE) return;
        after = page[page.length - 1]!;
        failures = 0;
      } catch (err) {
        failures += 1;
        this.ctx.logger.warn('catching up on events failed; will retry', { err });
        await pause(retryDelay(this.ctx.options, failures), this.stopping);
      }
    }
  }

  private notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** The worker: applies what is due, then sleeps until woken, a retry falls due, or the poll interval passes. */
  private async work(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      this.woken = false;
      try {
        const rows = await this.ctx.inbox.due(this.ctx.options.batchSize);
        for (const row of rows) {
          if (this.stopped) return;
          await this.applyRow(row);
        }
        failures = 0;
        if (rows.length === this.ctx.options.batchSize || this.woken) continue;
        await this.sleep(await this.untilNextDue());
      } catch (err) {
        // The database is away, say: the rows stay pending and are tried again.
        failures += 1;
        this.ctx.logger.warn('event worker round failed; will retry', { err });
        await this.sleep(retryDelay(this.ctx.options, failures));
      }
    }
  }

  private async untilNextDue(): Promise<number> {
    const next = await this.ctx.inbox.nextDueAt();
    const poll = this.ctx.options.pollIntervalMs;
    return next === null ? poll : Math.max(0, Math.min(poll, Date.parse(next) - Date.now()));
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopped) return Promise.resolve();
    const woken = new Promise<void>((resolve) => (this.wake = resolve));
    return pause(ms, Promise.race([woken, this.stopping])).finally(() => (this.wake = null));
  }

  private async applyRow(row: InboxEntity): Promise<void> {
    const { inbox, handlers, options, logger, service } = this.ctx;
    const labels = { consumer: row.consumer, type: row.type };
    const envelope = readEnvelope(row);
    const binding = handlers.find(row.consumer, row.type);
    const result = !envelope
      ? ({ outcome: 'unparsable', error: 'the stored envelope is not JSON' } as const)
      : binding
        ? await applyEvent(binding, envelope, (event) => inbox.applyPending(binding, event))
        : ({ outcome: 'unparsable', error: `${service} has no consumer ${row.consumer} of ${row.type} any more` } as const);
    if (result.outcome === 'applied') eventsApplied.inc(labels);
    else if (result.outcome === 'duplicate') eventsDuplicate.inc(labels);
    else {
      const attempts = row.attempts + 1;
      const error = result.outcome === 'unparsable' ? result.error : errorText(result.error);
      const fields = { consumer: row.consumer, eventId: row.eventId, type: row.type, attempts, correlationId: envelope?.correlationId };
      if (result.outcome === 'unparsable' || attempts >= options.maxAttempts) {
        await inbox.markDead({ consumer: row.consumer, envelope: envelope ?? placeholder(row) }, attempts, error);
        eventsDeadLettered.inc(labels);
        logger.error('event dead-lettered', { ...fields, error });
      } else {
        const delay = retryDelay(options, attempts);
        await inbox.retryLater(row.consumer, row.eventId, attempts, error, new Date(Date.now() + delay).toISOString());
        logger.warn('event handler failed; will retry', { ...fields, retryInMs: delay, err: result.error });
      }
    }
  }
}

function readEnvelope(row: InboxEntity): EventEnvelope | null {
  try {
    return JSON.parse(row.envelope) as EventEnvelope;
  } catch {
    return null;
  }
}

/** Enough of an envelope to mark a row whose own envelope cannot be read. */
function placeholder(row: InboxEntity): EventEnvelope {
  return { id: row.eventId, type: row.type, version: 1, occurredAt: row.occurredAt, aggregateId: '', actor: null, correlationId: '', data: null };
}
