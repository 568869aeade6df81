import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import { HealthRegistry } from '../health/health-registry.js';
import { EVENT_PUBLISHER, LOGGER } from '../kit.tokens.js';

export const OUTBOX_SERVICE = 'remuda.outbox-service';
import type { JsonLogger } from '../logging/json-logger.js';
import type { EventPublisher } from './event-publisher.js';
import { OutboxEntity } from './outbox.entity.js';

const BATCH = 100;

/**
 * Publishes what the outbox holds, oldest first, and marks it published. Runs every `intervalMs` and on
 * `flush()`; a publish that fails is tried again on the next round, so an event is published at least once
 * (consumers ignore ids they have seen).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private unregister?: () => void;
  intervalMs = 200;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly health: HealthRegistry,
    @Inject(OUTBOX_SERVICE) private readonly service: string,
  ) {}

  onApplicationBootstrap(): void {
    this.unregister = this.health.register(`${this.service}.event-publisher`, () => this.publisher.check());
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => 0);
    this.unregister?.();
    await this.publisher.close();
  }

  /** Publishes everything pending now; answers how many events went out. */
  flush(): Promise<number> {
    this.running ??= this.publishPending().finally(() => {
      this.running = null;
    });
    return this.running;
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
