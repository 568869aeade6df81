import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { LOGGER, type JsonLogger, Writes, unlessAnotherReplicaIs } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseHealth, lockHorse } from './horse-health.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 500;
/** Just after midnight UTC, when due dates turn: a minute's slack for clocks a little behind. */
const AFTER_MIDNIGHT_MS = 60 * 1000;

/** How long from `now` until the next run: the next UTC midnight, plus the slack. */
export function untilNextRun(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return midnight + AFTER_MIDNIGHT_MS - now.getTime();
}

/**
 * The daily check of due dates: once at start-up and then every day just after UTC midnight, every horse is
 * assessed for today, so a need whose due date has come is raised (and due dates follow a changed interval).
 * Replicas sharing the database take turns: the one holding a PostgreSQL advisory lock does it, the others skip.
 */
@Injectable()
export class HealthSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private running: Promise<number> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly health: HorseHealth,
    private readonly writes: Writes,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    // Nest calls this for the application and again for its message server, which shares the container.
    if (this.started) return;
    this.started = true;
    this.schedule();
    void this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** The next run, just after the coming UTC midnight (a timer per day, so it never drifts off midnight). */
  private schedule(): void {
    this.timer = setTimeout(() => {
      if (!this.started) return;
      this.schedule();
      void this.run();
    }, Math.min(untilNextRun(new Date()), DAY_MS + AFTER_MIDNIGHT_MS));
    this.timer.unref();
  }

  /** Assesses every horse for today; answers how many changed (0 when another replica holds the lock). Never fails. */
  run(): Promise<number> {
    this.running ??= unlessAnotherReplicaIs(this.dataSource, 'remuda-horse-health-sweep', () => this.sweep())
      .then((changed) => changed ?? 0)
      .catch((err: unknown) => {
        this.logger.warn('health check of due dates failed; will retry tomorrow', { err });
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sweep(): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    const horses = this.dataSource.getRepository(HorseEntity);
    let changed = 0;
    let after = '';
    for (;;) {
      const page = await horses.find({ where: { id: MoreThan(after) }, order: { id: 'ASC' }, take: PAGE });
      for (const read of page) {
        // Assessed on the row as read first, so only horses that change cost a transaction.
        if (!this.wouldChange(read)) continue;
        const did = await this.writes.run(async ({ em, record }) => {
          const horse = await lockHorse(em, read.id);
          return horse ? this.health.settle(em, horse, this.health.snapshotOf(horse), record) : false;
        });
        if (did) changed += 1;
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
    if (changed) this.logger.info('horse health brought up to date', { changed });
    return changed;
  }

  private wouldChange(horse: HorseEntity): boolean {
    const copy = Object.assign(new HorseEntity(), horse);
    const before = this.health.snapshotOf(copy);
    this.health.assess(copy);
    return this.health.snapshotOf(copy) !== before;
  }
}
