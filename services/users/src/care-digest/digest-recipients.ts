import { type EntityManager, In, IsNull } from 'typeorm';
import { STAFF_ROLES } from '@remuda/contracts';
import { AccountEntity } from '../accounts/account.entity.js';

/** The accounts the digest is for, as a condition on accounts: staff, and enabled. */
export const ENABLED_STAFF = { disabledAt: IsNull(), role: In(STAFF_ROLES) } as const;

/** Who gets the digest, as a condition on accounts: enabled staff with the digest on. */
export const DIGEST_RECIPIENT = { ...ENABLED_STAFF, careDigest: true } as const;

/** Who the digest reads the ranch's care plan as (its operations are staff's): the oldest enabled staff account. */
export function digestReader(em: EntityManager): Promise<AccountEntity | null> {
  return em.findOne(AccountEntity, { where: ENABLED_STAFF, order: { createdAt: 'ASC', id: 'ASC' } });
}
