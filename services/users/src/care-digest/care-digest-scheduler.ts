import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type JsonLogger, LOGGER } from '@remuda/service-kit';
import { Mailer } from '../mail/mailer.js';
import { DigestClock } from './digest-clock.js';
import { DigestPlanner } from './digest-planner.js';
import { digestReader } from './digest-recipients.js';
import { DigestSender } from './digest-sender.js';
import { RanchCare } from './ranch-care.js';

/** How often every replica looks for a day to plan and mails to send. */
const TICK_MS = 60_000;

/**
 * The daily care digest by mail (docs/adr/020-care-digest.md), when `SMTP_URL` is set: every minute each replica
 * reads the ranch's settings, plans the days whose digest hour has come (`DigestPlanner`) and sends the mails
 * whose time has come (`DigestSender`).
 *
 * Exactly once per recipient and day, with any number of replicas and across restarts, because everything that
 * decides it is in the database, never in a replica's memory: a day is planned once (its row's key is the day),
 * with one mail per recipient (their key is the day and the account); a mail is sent by the one replica whose
 * conditional UPDATE takes it, and its lease hands it to another only if that replica dies holding it; and a day
 * missed while the platform was down is planned when it is back (the days after the last one planned, up to a
 * week). The one honest limit: a replica that dies after the mail server took a mail but before it marked the mail
 * sent leaves it pending, and the mail goes again when the lease ends — SMTP gives no way to ask whether a mail
 * already went. That takes a crash in a window of milliseconds, and its cost is a second copy, never a lost one.
 */
@Injectable()
export class CareDigestScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private started = false;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly ranch: RanchCare,
    private readonly planner: DigestPlanner,
    private readonly sender: DigestSender,
    private readonly clock: DigestClock,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    // Nest calls this for the application and again for its message server, which shares the container.
    if (this.started || !this.mailer.enabled) return;
    this.started = true;
    // A tick still running (a slow mail server) is not queued behind: the next minute's finds its work.
    this.timer = setInterval(() => {
      if (!this.running) void this.tick();
    }, TICK_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for the tick under way, which starts no new send once stopping. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Plans what is due and sends what may be sent as of now, after the tick under way if there is one: one at a time
   * per replica. Never fails (it logs).
   */
  tick(): Promise<void> {
    const next: Promise<void> = (this.running ?? Promise.resolve())
      .then(() => this.work())
      .catch((err: unknown) => this.logger.warn('care digest tick failed; the next one tries again', { err }))
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.running = next;
    return next;
  }

  private async work(): Promise<void> {
    if (this.stopping) return;
    const reader = await digestReader(this.dataSource.manager);
    if (!reader) return;
    const settings = await this.ranch.settings({ id: reader.id, email: reader.email, role: reader.role });
    const planned = await this.planner.plan(this.clock.now(), settings);
    if (planned.length) this.logger.info('care digest planned', { days: planned });
    await this.sender.sendDue(() => !this.stopping);
  }
}
