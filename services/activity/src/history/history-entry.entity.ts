import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One change, kept for good (the stream keeps 30 days): read from one event, whose id is the entry's, so an event
 * delivered twice is one entry. `changes` is JSON: each changed field's value before and after.
 */
@Entity('history_entries')
@Index('IDX_history_entries_time', ['occurredAt', 'id'])
@Index('IDX_history_entries_horse', ['horseId', 'occurredAt'])
@Index('IDX_history_entries_thing', ['thingId', 'occurredAt'])
@Index('IDX_history_entries_actor', ['actorId', 'occurredAt'])
@Index('IDX_history_entries_kind', ['kind', 'occurredAt'])
@Index('IDX_history_entries_action', ['action', 'occurredAt'])
export class HistoryEntryEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @Column({ name: 'occurred_at', type: 'varchar', length: 30 })
  occurredAt!: string;

  @Column({ name: 'actor_id', type: 'varchar', length: 64, nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 320, nullable: true })
  actorEmail!: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 10, nullable: true })
  actorRole!: string | null;

  @Column({ type: 'varchar', length: 100 })
  kind!: string;

  @Column({ name: 'thing_id', type: 'varchar', length: 64 })
  thingId!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36, nullable: true })
  horseId!: string | null;

  @Column({ name: 'horse_name', type: 'varchar', length: 200, nullable: true })
  horseName!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  label!: string | null;

  @Column({ type: 'varchar', length: 50 })
  action!: string;

  @Column({ type: 'text' })
  changes!: string;
}
