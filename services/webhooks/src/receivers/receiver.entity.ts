import { Column, Entity, PrimaryColumn } from 'typeorm';

const jsonList = { to: (v: string[]) => JSON.stringify(v), from: (v: string) => JSON.parse(v) as string[] };

/** A system outside the platform that gets the events it asked for, signed with its own secret. */
@Entity('webhook_receivers')
export class WebhookReceiverEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 2000 })
  url!: string;

  /** The event types it gets, sorted, as a JSON list. */
  @Column({ type: 'text', transformer: jsonList })
  events!: string[];

  /** `whsec_` and the key in base64 (the Standard Webhooks form). Never answered but when made or replaced. */
  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;
}
