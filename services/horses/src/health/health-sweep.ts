import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { LOGGER, type JsonLogger, Writes, unlessAnotherReplicaIs } from '@remuda/service-kit';
import type { CarePlan } from '../care-plan/care-plans.js';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseHealth, lockHorse } from './horse-health.js';

const PAGE = 500;
/** How often the sweep looks whether the ranch's day has turned: due dates turn at its midnight, not UTC's. */
const DAY_CHECK_MS = 5 * 60 * 1000;

/**
 * The check of due dates: at start-up, then whenever the ranch's day has turned (looked at every few minutes, so a
 * time zone or daylight saving change needs no timer arithmetic), every horse is assessed for today, so a need
 * whose due date has come is raised. Replicas sharing the database take turns: the one holding a PostgreSQL
 * advisory lock does it, the others skip. After a change of the care plan (an interval, a kind, the time zone)
 * `refresh` assesses every horse at once on this replica, whatever another is doing: each horse is locked while
 * it changes, so two passes only repeat work.
 */
@Injectable()
export class HealthSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private running: Promise<number> | null = null;
  private refreshing: Promise<number> | null = null;
  private refreshAgain = false;
  private sweptDay: string | null = null;

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
    this.timer = setInterval(() => void this.checkDay(), DAY_CHECK_MS);
    this.timer.unref();
    void this.checkDay();
  }

  async onApplicationShutdown(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([this.running?.catch(() => 0), this.refreshing?.catch(() => 0)]);
  }

  /** Sweeps when the ranch's day is not the one last swept on this replica. */
  async checkDay(): Promise<void> {
    if (!this.started || !this.dataSource.isInitialized) return;
    try {
      const plan = await this.health.plans.current();
      const day = this.health.clock.today(plan.timeZone);
      if (day === this.sweptDay) return;
      this.sweptDay = day;
      await this.run();
    } catch (err) {
      this.logger.warn('could not read the care plan for the check of due dates; will look again', { err });
    }
  }

  /** Assesses every horse for today; answers how many changed (0 when another replica holds the lock). Never fails. */
  run(): Promise<number> {
    this.running ??= unlessAnotherReplicaIs(this.dataSource, 'remuda-horse-health-sweep', () => this.sweep())
      .then((changed) => changed ?? 0)
      .catch((err: unknown) => {
        this.logger.warn('health check of due dates failed; will retry when the day turns', { err });
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /**
   * Assesses every horse under the care plan as it is now, after a change to it; a change made while one pass runs
   * gets a pass of its own after it. Answers how many horses changed in the last pass. Never fails.
   */
  refresh(): Promise<number> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    const pass = async (): Promise<number> => {
      let changed = 0;
      do {
        this.refreshAgain = false;
        changed = await this.sweep().catch((err: unknown) => {
          this.logger.warn('due dates could not follow the care plan’s change; the daily check will', { err });
          return 0;
        });
      } while (this.refreshAgain && this.started);
      return changed;
    };
    this.refreshing = pass().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async sweep(): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    const plan = await this.health.plans.current();
    const horses = this.dataSource.getRepository(HorseEntity);
    let changed = 0;
    let after = '';
    for (;;) {
      const page = await horses.find({ where: { id: MoreThan(after) }, order: { id: 'ASC' }, take: PAGE });
      for (const read of page) {
        // Assessed on the row as read first, so only horses that change cost a transaction.
        if (!this.wouldChange(read, plan)) continue;
        const did = await this.writes.run(async ({ em, record }) => {
          const horse = await lockHorse(em, read.id);
          return horse ? this.health.settle(em, horse, this.health.snapshotOf(horse), record, plan) : false;
        });
        if (did) changed += 1;
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
    if (changed) this.logger.info('horse health brought up to date', { changed });
    return changed;
  }

  private wouldChange(horse: HorseEntity, plan: CarePlan): boolean {
    const before = this.health.snapshotOf(horse);
    const copy = before.horse;
    this.health.assess(copy, plan);
    return this.health.snapshotOf(copy).watched !== before.watched;
  }
}
