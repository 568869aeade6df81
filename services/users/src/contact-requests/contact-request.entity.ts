import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ContactInterest, InquiryStatus } from '@remuda/contracts';

/** A visitor's request from the contact form, kept until staff have answered it (and after). */
@Entity('contact_requests')
// The inbox's order (newest first), alone or within one status.
@Index('IDX_contact_requests_received', ['receivedAt', 'id'])
@Index('IDX_contact_requests_status', ['status', 'receivedAt'])
export class ContactRequestEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  /** Lower-cased, as accounts' are. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Empty when not given. */
  @Column({ type: 'varchar', length: 40 })
  phone!: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  interest!: ContactInterest | null;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'received_at', type: 'varchar', length: 30 })
  receivedAt!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: InquiryStatus;

  @Column({ name: 'answered_at', type: 'varchar', length: 30, nullable: true })
  answeredAt!: string | null;
}
