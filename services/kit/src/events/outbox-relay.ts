import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import { unlessAnotherReplicaIs } from '../database/database.module.js';
import { HealthRegistry } from '../health/health-registry.js';
import { EVENT_PUBLISHER, LOGGER } from '../kit.tokens.js';

export const OUTBOX_SERVICE = 'remuda.outbox-service';
import type { JsonLogger } from '../logging/json-logger.js';
import type { EventPublisher } from './event-publisher.js';
import type { RetainedPosition } from './in-process-event-hub.js';
import { OutboxEntity } from './outbox.entity.js';

const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Publishes what the outbox holds and marks it published, by two paths. The fast one: right after a write (or an
 * event handler's transaction) commits, its process publishes the events it recorded (`publishCommitted`). The sweep: every
 * `intervalMs`, whatever is still pending after `sweepAfterMs` (its publish failed, or its process died before
 * it) goes out, oldest first; replicas sharing the outbox take turns at it. `flush()` sweeps everything pending
 * at once. An event is thus published at least once (consumers ignore ids they have seen). Published events stay
 * `retentionMs` (a week: time to look into what was sent) and are then deleted, once an hour, so the table does
 * not grow without end. Where the broker keeps no stream of its own (the embedded mode), what the outbox retains
 * is offered to consumers that catch up.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly publishing = new Set<Promise<number>>();
  private unregister?: () => void;
  private detachOutbox?: () => void;
  private prunedAt = 0;
  // Only what the fast path could not publish is left for the sweep, so it need not come round often: each round
  // is a lock and a query on every replica.
  intervalMs = 1000;
  sweepAfterMs = 1000;
  retentionMs = 7 * 24 * HOUR_MS;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly health: HealthRegistry,
    @Inject(OUTBOX_SERVICE) private readonly service: string,
  ) {}

  onApplicationBootstrap(): void {
    // Nest calls this once for the application and again for its message server, which shares the container.
    if (this.timer) return;
    this.unregister = this.health.register(`${this.service}.event-publisher`, () => this.publisher.check());
    this.detachOutbox = this.publisher.attachOutbox?.({ read: (types, after, limit) => this.retained(types, after, limit) });
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.detachOutbox?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled(this.publishing);
    await this.flush().catch(() => 0);
    this.unregister?.();
    await this.publisher.close();
  }

  /**
   * The fast path: publishes the events of a transaction that has just committed, without waiting for a sweep.
   * Never fails: what cannot be published now stays pending for the sweep.
   */
  publishCommitted(envelopes: EventEnvelope[]): void {
    if (envelopes.length === 0) return;
    const sent = this.send(envelopes.map((envelope) => ({ id: envelope.id, type: envelope.type, envelope })))
      .catch((err: unknown) => {
        this.logger.warn('events not published yet; the sweep will', { err });
        return 0;
      })
      .finally(() => this.publishing.delete(sent));
    this.publishing.add(sent);
  }

  /** Publishes everything pending now; answers how many events went out. Never fails: a round that cannot
   * reach the database is logged and the next one tries again. */
  flush(): Promise<number> {
    return this.sweep(null);
  }

  /** Deletes events published longer than `retentionMs` ago; answers how many. Unpublished events stay. */
  async prune(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - this.retentionMs).toISOString();
    const result = await this.dataSource.getRepository(OutboxEntity).delete({ publishedAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  /** The events of these types the outbox still holds, published or not, oldest first, after `after`. */
  async retained(types: string[], after: RetainedPosition | null, limit: number): Promise<EventEnvelope[]> {
    if (types.length === 0) return [];
    const query = this.dataSource
      .getRepository(OutboxEntity)
      .createQueryBuilder('o')
      .select(['o.id', 'o.envelope', 'o.occurredAt'])
      .where('o.type IN (:...types)', { types });
    if (after) {
      query.andWhere('(o.occurredAt > :at OR (o.occurredAt = :at AND o.id > :id))', { at: after.occurredAt, id: after.id });
    }
    const rows = await query.orderBy('o.occurredAt', 'ASC').addOrderBy('o.id', 'ASC').take(limit).getMany();
    return rows.map((row) => JSON.parse(row.envelope) as EventEnvelope);
  }

  private async tick(): Promise<void> {
    await this.sweep(new Date(Date.now() - this.sweepAfterMs).toISOString());
    if (Date.now() - this.prunedAt < HOUR_MS) return;
    this.prunedAt = Date.now();
    await this.prune().catch((err: unknown) => this.logger.warn('pruning published events failed', { err }));
  }

  /**
   * Publishes what is pending (and, when `before` is given, occurred before it), one round at a time. Replicas
   * share the outbox: one sweeps it at a time.
   */
  private sweep(before: string | null): Promise<number> {
    this.running ??= unlessAnotherReplicaIs(this.dataSource, `remuda-outbox:${this.service}`, () => this.publishPending(before))
      .then((sent) => sent ?? 0)
      .catch((err: unknown) => {
        this.logger.warn('outbox round failed; will retry', { err });
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async publishPending(before: string | null): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    const outbox = this.dataSource.getRepository(OutboxEntity);
    const where = before ? { publishedAt: IsNull(), occurredAt: LessThan(before) } : { publishedAt: IsNull() };
    let published = 0;
    for (;;) {
      const pending = await outbox.find({ where, order: { occurredAt: 'ASC' }, take: BATCH });
      const sent = await this.send(pending.map((row) => ({ id: row.id, type: row.type, envelope: JSON.parse(row.envelope) as EventEnvelope })));
      published += sent;
      if (sent < pending.length || pending.length < BATCH) return published;
    }
  }

  /**
   * Publishes events at once (one connection keeps their order) and marks the ones before the first failure with
   * one statement; the rest stay pending and go again, which consumers, keyed by event id, take in stride.
   */
  private async send(rows: Array<{ id: string; type: string; envelope: EventEnvelope }>): Promise<number> {
    const results = await Promise.allSettled(rows.map((row) => this.publisher.publish(row.envelope)));
    const failed = results.findIndex((r) => r.status === 'rejected');
    const sent = failed === -1 ? rows : rows.slice(0, failed);
    if (sent.length) {
      await this.dataSource.getRepository(OutboxEntity).update({ id: In(sent.map((row) => row.id)) }, { publishedAt: new Date().toISOString() });
    }
    if (failed !== -1) {
      const row = rows[failed]!;
      this.logger.warn('event not published yet; will retry', { eventId: row.id, type: row.type, err: (results[failed] as PromiseRejectedResult).reason });
    }
    return sent.length;
  }
}
