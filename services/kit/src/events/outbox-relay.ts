import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, IsNull, LessThan } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
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
 * Publishes what the outbox holds, oldest first, and marks it published. Runs every `intervalMs` and on
 * `flush()`; a publish that fails is tried again on the next round, so an event is published at least once
 * (consumers ignore ids they have seen). Published events stay `retentionMs` (a week: time to look into what
 * was sent) and are then deleted, once an hour, so the table does not grow without end. Where the broker keeps
 * no stream of its own (the embedded mode), what the outbox retains is offered to consumers that catch up.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private unregister?: () => void;
  private detachOutbox?: () => void;
  private prunedAt = 0;
  intervalMs = 200;
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
    await this.flush().catch(() => 0);
    this.unregister?.();
    await this.publisher.close();
  }

  /** Publishes everything pending now; answers how many events went out. Never fails: a round that cannot
   * reach the database is logged and the next one tries again. */
  flush(): Promise<number> {
    this.running ??= this.publishPending()
      .catch((err: unknown) => {
        this.logger.warn('outbox round failed; will retry', { err });
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
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
    await this.flush();
    if (Date.now() - this.prunedAt < HOUR_MS) return;
    this.prunedAt = Date.now();
    await this.prune().catch((err: unknown) => this.logger.warn('pruning published events failed', { err }));
  }

  private async publishPending(): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    const outbox = this.dataSource.getRepository(OutboxEntity);
    let published = 0;
    for (;;) {
      const pending = await outbox.find({ where: { publishedAt: IsNull() }, order: { occurredAt: 'ASC' }, take: BATCH });
      for (const row of pending) {
        try {
          await this.publisher.publish(JSON.parse(row.envelope) as EventEnvelope);
        } catch (err) {
          this.logger.warn('event not published yet; will retry', { eventId: row.id, type: row.type, err });
          return published;
        }
        await outbox.update({ id: row.id }, { publishedAt: new Date().toISOString() });
        published += 1;
      }
      if (pending.length < BATCH) return published;
    }
  }
}
