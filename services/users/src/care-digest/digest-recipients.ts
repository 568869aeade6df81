import { type EntityManager, In, IsNull } from 'typeorm';
import { STAFF_ROLES } from '@remuda/contracts';
import { AccountEntity } from '../accounts/account.entity.js';

/** Who gets the digest, as a condition on accounts: staff, enabled, with the digest on. */
export const DIGEST_RECIPIENT = { careDigest: true, disabledAt: IsNull(), role: In(STAFF_ROLES) } as const;

/** Who the digest reads the ranch's care plan as (its operations are staff's): the oldest enabled staff account. */
export function digestReader(em: EntityManager): Promise<AccountEntity | null> {
  return em.findOne(AccountEntity, { where: { disabledAt: IsNull(), role: In(STAFF_ROLES) }, order: { createdAt: 'ASC', id: 'ASC' } });
}
