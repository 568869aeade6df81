import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager, LessThan } from 'typeorm';
import type { Config } from '../config/config.js';
import { CONFIG, LOGGER } from '../kit.tokens.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import type { IdempotentRequest } from './idempotent-request.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The service's kept Idempotency-Keys (see `Writes.run`). Keys older than REMUDA_IDEMPOTENCY_HOURS are deleted at
 * start-up and then once an hour, so the table holds about a day or two of writes.
 */
@Injectable()
export class IdempotencyKeys implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    // Nest calls this once for the application and again for its message server, which shares the container.
    if (this.timer) return;
    void this.pruneLogged();
    this.timer = setInterval(() => void this.pruneLogged(), HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The key as kept, if a write under it has committed. */
  find(request: IdempotentRequest): Promise<IdempotencyKeyEntity | null> {
    return this.dataSource.getRepository(IdempotencyKeyEntity).findOneBy({ actorId: request.actorId, key: request.key });
  }

  /**
   * Takes the key inside the write's transaction, before the change: a second request with the key fails here on
   * the primary key (on PostgreSQL after waiting for the first one's transaction to end).
   */
  async claim(em: EntityManager, request: IdempotentRequest): Promise<void> {
    await em.insert(IdempotencyKeyEntity, {
      actorId: request.actorId,
      key: request.key,
      operation: request.operation,
      fingerprint: request.fingerprint,
      result: null,
      answer: null,
      createdAt: new Date().toISOString(),
    });
  }

  /** Keeps what the write answered (`answer`), or what its change answered for a later read-back (`result`). */
  async keep(em: EntityManager, request: IdempotentRequest, kept: { result: unknown } | { answer: unknown }): Promise<void> {
    const value = 'answer' in kept ? { answer: JSON.stringify(kept.answer ?? null) } : { result: JSON.stringify(kept.result ?? null) };
    await em.update(IdempotencyKeyEntity, { actorId: request.actorId, key: request.key }, value);
  }

  /** Deletes keys kept longer than the configured hours; answers how many. */
  async prune(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - this.config.idempotencyHours * HOUR_MS).toISOString();
    const result = await this.dataSource.getRepository(IdempotencyKeyEntity).delete({ createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  private async pruneLogged(): Promise<void> {
    try {
      await this.prune();
    } catch (err) {
      // Old keys only take room: the next round tries again.
      this.logger.warn('old idempotency keys not deleted yet', { err });
    }
  }
}
