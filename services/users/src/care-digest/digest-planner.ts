import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CareSettings } from '@remuda/contracts';
import { isUniqueViolation } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { CareDigestDayEntity } from './care-digest-day.entity.js';
import { CareDigestMailEntity } from './care-digest-mail.entity.js';
import { DIGEST_RECIPIENT } from './digest-recipients.js';
import { type Day, daysToPlan, latestDigestDay } from './ranch-day.js';

/**
 * Plans the digest's days: each day due by now and not planned yet (`daysToPlan`) gets, in one transaction, its day
 * row and a pending mail for each account that has the digest on at that moment. The day row's key is the day, so
 * when replicas plan at once one transaction commits and the others fail on the key and make nothing.
 */
@Injectable()
export class DigestPlanner {
  constructor(private readonly dataSource: DataSource) {}

  /** Plans what is due at `now` by the ranch's settings; answers the days this replica planned. */
  async plan(now: Date, settings: Pick<CareSettings, 'timeZone' | 'digestHour'>): Promise<Day[]> {
    const latest = latestDigestDay(now, settings.timeZone, settings.digestHour);
    const [last] = await this.dataSource.getRepository(CareDigestDayEntity).find({ order: { day: 'DESC' }, take: 1 });
    const planned: Day[] = [];
    for (const day of daysToPlan(last?.day ?? null, latest)) {
      if (await this.planDay(day, now.toISOString())) planned.push(day);
    }
    return planned;
  }

  /** The day and its mails, or nothing when another replica planned the day first. */
  private async planDay(day: Day, at: string): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (em) => {
        await em.insert(CareDigestDayEntity, { day, plannedAt: at });
        const recipients = await em.find(AccountEntity, { where: DIGEST_RECIPIENT, select: { id: true } });
        if (recipients.length === 0) return;
        await em.insert(
          CareDigestMailEntity,
          recipients.map(({ id }) => ({ day, accountId: id, status: 'pending' as const, attempts: 0, nextAttemptAt: at, plannedAt: at, doneAt: null, lastError: null })),
        );
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }
}
