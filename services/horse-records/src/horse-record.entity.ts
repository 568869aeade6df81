import { Column, PrimaryColumn } from 'typeorm';

/**
 * The columns every kind of record about a horse has: its id, its horse, its calendar date (YYYY-MM-DD), when it
 * was made and last changed, and its version. A kind's entity extends it with `@Entity('<table>')`, its indexes
 * and its own columns, each named as the record's answer names the field (a column of another name says so with
 * `name`), so a row is read as the answer without mapping by hand.
 */
export abstract class HorseRecordEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36 })
  horseId!: string;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;

  /** 1 when made, one more with every change, so a change made on a stale copy is refused. */
  @Column({ type: 'integer', default: 1 })
  version!: number;
}
