import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A thing deleted within the retention period, kept in the owning service's database for an administrator to
 * restore (ADR 024): what it was for the list, and its row as it was, to put back under its id. Its own table rather
 * than a flag on the thing's row, so every read, count, search index and report of the thing stays as it was.
 */
@Entity('recently_deleted')
@Index('IDX_recently_deleted_at', ['deletedAt'])
export class DeletedItemEntity {
  /** The owning aggregate's pattern: `medical.record`, `horses.media`. */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  kind!: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36, nullable: true })
  horseId!: string | null;

  @Column({ name: 'horse_name', type: 'varchar', length: 200, nullable: true })
  horseName!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  date!: string | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  /** The row's columns as its entity held them (JSON). */
  @Column({ type: 'text' })
  row!: string;

  @Column({ name: 'deleted_at', type: 'varchar', length: 30 })
  deletedAt!: string;

  /** The email of the account that deleted it. */
  @Column({ name: 'deleted_by', type: 'varchar', length: 320, nullable: true })
  deletedBy!: string | null;
}
