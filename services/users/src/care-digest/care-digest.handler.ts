import { Controller } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Actor, CARE_DIGEST_OPERATIONS, type CareDigest, type CareDigestRecipient, type OperationInput, STAFF_ROLES, hasRole } from '@remuda/contracts';
import { DomainError, Handles, Writes, validationFailed } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { newSecretToken } from '../accounts/secret-token.js';
import { ENABLED_STAFF } from './digest-recipients.js';

const OPS = CARE_DIGEST_OPERATIONS;

const recipientOf = (account: AccountEntity): CareDigestRecipient => ({ id: account.id, email: account.email, role: account.role, enabled: account.careDigest });

/**
 * Turns an account's digest on or off in the write `em` is in: on gives it its unsubscribe token if it has none
 * yet (a link in an older mail keeps working).
 */
async function setDigest(em: EntityManager, account: AccountEntity, enabled: boolean): Promise<void> {
  account.careDigest = enabled;
  account.careDigestToken ??= enabled ? newSecretToken() : null;
  await em.update(AccountEntity, { id: account.id }, { careDigest: account.careDigest, careDigestToken: account.careDigestToken });
}

/**
 * Who gets the daily care digest by mail: a staff member turns their own on or off, an administrator sees and sets
 * every staff account's, and a mail's unsubscribe token turns its account's off without a session — with the same
 * answer whatever the token, so the answer tells nobody which tokens exist.
 */
@Controller()
export class CareDigestHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: Writes,
  ) {}

  @Handles(OPS.get)
  async get(_: unknown, actor: Actor): Promise<CareDigest> {
    const account = await this.dataSource.getRepository(AccountEntity).findOneBy({ id: actor.id });
    return { enabled: account?.careDigest ?? false };
  }

  @Handles(OPS.set)
  set({ enabled }: OperationInput<typeof OPS.set>, actor: Actor): Promise<CareDigest> {
    return this.writes.run(async ({ em }) => {
      // The write has confirmed the actor is enabled staff.
      await setDigest(em, await em.findOneByOrFail(AccountEntity, { id: actor.id }), enabled);
      return { enabled };
    });
  }

  @Handles(OPS.recipients)
  async recipients(): Promise<CareDigestRecipient[]> {
    const staff = await this.dataSource.getRepository(AccountEntity).find({ where: ENABLED_STAFF, order: { email: 'ASC' } });
    return staff.map(recipientOf);
  }

  @Handles(OPS.setRecipient)
  setRecipient({ id, enabled }: OperationInput<typeof OPS.setRecipient>): Promise<CareDigestRecipient> {
    return this.writes.run(async ({ em }) => {
      const account = await em.findOneBy(AccountEntity, { id });
      if (!account) throw new DomainError('USER_NOT_FOUND', 'Account not found.');
      if (enabled && !hasRole(account.role, STAFF_ROLES)) {
        throw validationFailed([{ field: 'enabled', message: 'Only trainers and administrators can get the care digest' }]);
      }
      await setDigest(em, account, enabled);
      return recipientOf(account);
    });
  }

  @Handles(OPS.unsubscribe)
  async unsubscribe({ token }: OperationInput<typeof OPS.unsubscribe>): Promise<{ ok: true }> {
    await this.dataSource.getRepository(AccountEntity).update({ careDigestToken: token }, { careDigest: false });
    return { ok: true };
  }
}
