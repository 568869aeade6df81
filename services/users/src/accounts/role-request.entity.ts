import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RoleRequest } from '@remuda/contracts';

/** A new account's wish for more than USER, which an administrator grants or refuses. */
@Entity('role_requests')
@Index('IDX_role_requests_account', ['accountId', 'requestedAt'])
export class RoleRequestEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: RoleRequest['role'];

  @Column({ type: 'varchar', length: 16 })
  status!: RoleRequest['status'];

  @Column({ name: 'requested_at', type: 'varchar', length: 30 })
  requestedAt!: string;

  @Column({ name: 'decided_at', type: 'varchar', length: 30, nullable: true })
  decidedAt!: string | null;

  @Column({ name: 'decided_by', type: 'varchar', length: 36, nullable: true })
  decidedBy!: string | null;
}
