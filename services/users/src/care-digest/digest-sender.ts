import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { CARE_DIGEST_ROUTES, CARE_DIGEST_UNSUBSCRIBE_PAGE, type CareDue } from '@remuda/contracts';
import { CONFIG, type Config, type JsonLogger, LOGGER } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { type Mail, Mailer } from '../mail/mailer.js';
import { type CareDigestMailStatus, CareDigestMailEntity } from './care-digest-mail.entity.js';
import { careDigestMail, nothingDue } from './digest-mail.js';
import { DigestClock } from './digest-clock.js';
import { DIGEST_RECIPIENT } from './digest-recipients.js';
import { RanchCare } from './ranch-care.js';

/** How long a replica holds a mail it has taken: longer than the mailer's time-outs let one send last. */
const LEASE_MS = 2 * 60_000;
/** How long after its planning a mail the mail server keeps refusing is tried. */
const GIVE_UP_AFTER_MS = 48 * 3600_000;
/** How many pending mails are read at a time. */
const BATCH = 50;

/** The wait after the `attempts`-th failed send: 1, 2, 4, 8, then 15 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Sends the digest mails whose time has come. A mail is taken with a conditional UPDATE (still pending, its time
 * come, its attempts as read): one replica's succeeds, the others' change nothing and they pass on. Taking it sets
 * its next attempt a lease ahead, so a replica that dies holding it leaves it to another once the lease ends. The
 * mail is built at send time from today's care list, read as its recipient; when nothing is due it is skipped, and
 * when the recipient no longer has the digest (turned off, disabled, no longer staff) it is dropped. A failed send
 * (or read) waits longer each time (`retryDelayMs`) and is given up, logged, 48 hours after its planning.
 */
@Injectable()
export class DigestSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly ranch: RanchCare,
    private readonly clock: DigestClock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /** Sends every mail whose time has come, while `going()` holds (it stops holding when the replica stops). */
  async sendDue(going: () => boolean): Promise<void> {
    const mails = this.dataSource.getRepository(CareDigestMailEntity);
    while (going()) {
      const due = await mails.find({
        where: { status: 'pending', nextAttemptAt: LessThanOrEqual(this.clock.now().toISOString()) },
        order: { day: 'ASC', accountId: 'ASC' },
        take: BATCH,
      });
      let tookAny = false;
      for (const mail of due) {
        if (!going() || !(await this.take(mail))) continue;
        tookAny = true;
        await this.deliver(mail);
      }
      if (!tookAny) return;
    }
  }

  /** Takes `mail` for this replica, unless another took it (or finished it) since it was read. */
  private async take(mail: CareDigestMailEntity): Promise<boolean> {
    const now = this.clock.now();
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(CareDigestMailEntity)
      .set({ attempts: mail.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('day = :day AND account_id = :accountId AND status = :pending AND attempts = :attempts AND next_attempt_at <= :now', {
        day: mail.day,
        accountId: mail.accountId,
        pending: 'pending',
        attempts: mail.attempts,
        now: now.toISOString(),
      })
      .execute();
    if (affected !== 1) return false;
    mail.attempts += 1;
    return true;
  }

  private async deliver(mail: CareDigestMailEntity): Promise<void> {
    const account = await this.dataSource.getRepository(AccountEntity).findOneBy({ id: mail.accountId, ...DIGEST_RECIPIENT });
    if (!account?.careDigestToken) return this.finish(mail, 'dropped');
    let due: CareDue;
    try {
      due = await this.ranch.due({ id: account.id, email: account.email, role: account.role });
      if (!nothingDue(due)) await this.mailer.send(this.mailOf(mail, account.email, account.careDigestToken, due));
    } catch (err) {
      return this.failed(mail, err);
    }
    await this.finish(mail, nothingDue(due) ? 'skipped' : 'sent');
  }

  /** The recipient's mail of the day, with their unsubscribe page in the text and the one-click address in the headers. */
  private mailOf(mail: CareDigestMailEntity, to: string, unsubscribeToken: string, due: CareDue): Mail {
    const { publicUrl } = this.config;
    const token = encodeURIComponent(unsubscribeToken);
    const oneClick = `${publicUrl}${CARE_DIGEST_ROUTES.unsubscribe.http.path}?token=${token}`;
    return {
      to: [to],
      ...careDigestMail(mail.day, due, { origin: publicUrl, unsubscribePage: `${publicUrl}${CARE_DIGEST_UNSUBSCRIBE_PAGE}?token=${token}` }),
      // RFC 8058: a mail program offers its own button, which posts to this address.
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  private async finish(mail: CareDigestMailEntity, status: Exclude<CareDigestMailStatus, 'pending' | 'failed'>): Promise<void> {
    await this.settle(mail, { status, doneAt: this.clock.now().toISOString() });
    this.logger.info('care digest mail settled', { day: mail.day, accountId: mail.accountId, status, attempts: mail.attempts });
  }

  private async failed(mail: CareDigestMailEntity, err: unknown): Promise<void> {
    const now = this.clock.now();
    const lastError = err instanceof Error ? err.message : String(err);
    if (now.getTime() - Date.parse(mail.plannedAt) >= GIVE_UP_AFTER_MS) {
      await this.settle(mail, { status: 'failed', doneAt: now.toISOString(), lastError });
      this.logger.error('care digest mail given up after 48 hours of failures', { day: mail.day, accountId: mail.accountId, attempts: mail.attempts, error: lastError });
      return;
    }
    await this.settle(mail, { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(), lastError });
    this.logger.warn('care digest mail not sent; will try again', { day: mail.day, accountId: mail.accountId, attempts: mail.attempts, error: lastError });
  }

  /** Records the outcome of this replica's attempt: only while the mail is still the one it took. */
  private async settle(mail: CareDigestMailEntity, change: Partial<CareDigestMailEntity>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(CareDigestMailEntity)
      .set(change)
      .where('day = :day AND account_id = :accountId AND status = :pending AND attempts = :attempts', {
        day: mail.day,
        accountId: mail.accountId,
        pending: 'pending',
        attempts: mail.attempts,
      })
      .execute();
  }
}
