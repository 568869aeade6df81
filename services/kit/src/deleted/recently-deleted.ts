import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager, LessThan, MoreThanOrEqual } from 'typeorm';
import type { Actor, DeletedItem } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { DomainError } from '../errors/domain-error.js';
import { CONFIG, LOGGER } from '../kit.tokens.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { DeletedItemEntity } from './deleted-item.entity.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** At most this many are listed, and purged in one round (the next round takes the rest). */
const BATCH = 500;

/** What a deleted thing was, for the list: its kind, id, horse, date and a title. */
export interface DeletedSummary {
  kind: string;
  id: string;
  horseId: string | null;
  horseName: string | null;
  date: string | null;
  title: string;
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * Things deleted within the retention period (REMUDA_DELETED_RETENTION_DAYS), kept in the service's own
 * `recently_deleted` table (ADR 024). A deletion moves the row there in its own transaction (`keep`), so the
 * thing's table, its counts and its indexes lose it as before; a restore takes it back (`take`) in the restore's
 * transaction. Past the period a purge removes it for good, at start-up and then hourly, on any number of replicas:
 * each row is claimed by deleting it, and only the replica whose delete took it runs the kind's purge (its stored
 * files).
 */
@Injectable()
export class RecentlyDeleted implements OnApplicationBootstrap, OnApplicationShutdown {
  /** The clock, which a test moves. */
  now: () => number = () => Date.now();
  private timer: NodeJS.Timeout | null = null;
  private readonly purgers = new Map<string, (row: Record<string, unknown>) => Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    // Nest calls this once for the application and again for its message server, which shares the container.
    if (this.timer) return;
    void this.purgeLogged();
    this.timer = setInterval(() => void this.purgeLogged(), HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get retentionDays(): number {
    return this.config.deletedRetentionDays;
  }

  /** What a kind removes for good besides its row once its period is over (a picture's files). */
  whenPurged(kind: string, purge: (row: Record<string, unknown>) => Promise<void>): void {
    this.purgers.set(kind, purge);
  }

  /** Keeps a thing being deleted, in the deletion's transaction: its summary, its row and who deleted it. */
  async keep(em: EntityManager, summary: DeletedSummary, row: object, actor: Actor | null | undefined): Promise<void> {
    const item = {
      ...summary,
      title: [...summary.title].slice(0, 200).join(''),
      row: JSON.stringify(row),
      deletedAt: new Date(this.now()).toISOString(),
      deletedBy: actor?.email ?? null,
    };
    // A thing restored and deleted again has no row here any more; a leftover of an interrupted purge is replaced.
    await em.delete(DeletedItemEntity, { kind: summary.kind, id: summary.id });
    await em.insert(DeletedItemEntity, item);
  }

  /**
   * Takes a deleted thing back in the restore's transaction and answers its row as it was. Refuses with CONFLICT
   * when the thing is not deleted (`live`: it is in its table) or was deleted longer ago than the period, and with
   * NOT_FOUND when nothing was deleted under the id.
   */
  async take(em: EntityManager, kind: string, id: string, what: { noun: string; live: () => Promise<boolean> }): Promise<Record<string, unknown>> {
    const postgres = em.connection.options.type === 'postgres';
    const item = await em.findOne(DeletedItemEntity, { where: { kind, id: id.toLowerCase() }, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!item) {
      if (await what.live()) throw new DomainError('CONFLICT', `This ${what.noun} is not deleted.`);
      throw new DomainError('NOT_FOUND', `${capitalised(what.noun)} not found among the recently deleted.`);
    }
    if (item.deletedAt < this.cutoff()) {
      throw new DomainError('CONFLICT', `This ${what.noun} was deleted more than ${this.retentionDays} days ago and can no longer be restored.`);
    }
    await em.delete(DeletedItemEntity, { kind, id: item.id });
    return JSON.parse(item.row) as Record<string, unknown>;
  }

  /** What can still be restored, newest first. */
  async list(): Promise<DeletedItem[]> {
    const rows = await this.dataSource.getRepository(DeletedItemEntity).find({
      where: { deletedAt: MoreThanOrEqual(this.cutoff()) },
      order: { deletedAt: 'DESC', id: 'DESC' },
      take: BATCH,
    });
    return rows.map(({ row: _row, ...item }) => ({
      ...item,
      restorableUntil: new Date(Date.parse(item.deletedAt) + this.retentionDays * DAY_MS).toISOString(),
    }));
  }

  /** Removes for good what was deleted longer ago than the period; answers how many this replica removed. */
  async purge(): Promise<number> {
    const rows = this.dataSource.getRepository(DeletedItemEntity);
    const expired = await rows.find({ where: { deletedAt: LessThan(this.cutoff()) }, order: { deletedAt: 'ASC' }, take: BATCH });
    let purged = 0;
    for (const item of expired) {
      // The claim: of the replicas purging at once (or a restore refused meanwhile), one delete takes the row.
      const claimed = await rows.delete({ kind: item.kind, id: item.id, deletedAt: item.deletedAt });
      if (!claimed.affected) continue;
      purged += 1;
      try {
        await this.purgers.get(item.kind)?.(JSON.parse(item.row) as Record<string, unknown>);
      } catch (err) {
        this.logger.warn('the files of a thing deleted for good were not all removed', { err, kind: item.kind, id: item.id });
      }
    }
    return purged;
  }

  private cutoff(): string {
    return new Date(this.now() - this.retentionDays * DAY_MS).toISOString();
  }

  private async purgeLogged(): Promise<void> {
    try {
      await this.purge();
    } catch (err) {
      this.logger.warn('things deleted past their period not removed yet', { err });
    }
  }
}
