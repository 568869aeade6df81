import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor, type CalendarFeed, type CalendarFeedOwner, type OperationInput, USER_OPERATIONS } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { newSecretToken } from '../accounts/secret-token.js';

/**
 * Each staff account's private calendar address of the herd's care dates: its token, a new one that replaces it,
 * and, for the gateway's feed, whose a token is. The gateway judges the owner's role and state on every read, so a
 * demoted or disabled account's address stops working at once.
 */
@Controller()
export class CalendarFeedHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: Writes,
  ) {}

  @Handles(USER_OPERATIONS.calendarFeed)
  async calendarFeed(_: unknown, actor: Actor): Promise<CalendarFeed> {
    const account = await this.dataSource.getRepository(AccountEntity).findOneBy({ id: actor.id });
    return { token: account?.calendarToken ?? null };
  }

  @Handles(USER_OPERATIONS.replaceCalendarFeed)
  replace(_: unknown, actor: Actor): Promise<{ token: string }> {
    return this.writes.run(async (tx) => {
      const token = newSecretToken();
      await tx.em.update(AccountEntity, { id: actor.id }, { calendarToken: token });
      return { token };
    });
  }

  @Handles(USER_OPERATIONS.calendarFeedOwner)
  async owner({ token }: OperationInput<typeof USER_OPERATIONS.calendarFeedOwner>): Promise<CalendarFeedOwner> {
    const account = await this.dataSource.getRepository(AccountEntity).findOneBy({ calendarToken: token });
    if (!account) throw new DomainError('NOT_FOUND', 'Not found.');
    return { id: account.id, email: account.email, role: account.role, disabled: account.disabledAt !== null };
  }
}
