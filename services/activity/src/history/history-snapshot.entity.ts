import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last state the history saw of each thing (a horse, a record, a picture…), its secrets left out: the next
 * change is diffed against it. A deleted thing keeps its last state, so a restore can say what came back.
 */
@Entity('history_snapshots')
export class HistorySnapshotEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  kind!: string;

  @PrimaryColumn({ name: 'thing_id', type: 'varchar', length: 64 })
  thingId!: string;

  /** JSON object of the thing's fields. */
  @Column({ type: 'text' })
  state!: string;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the event that left this state happened: an older event arriving late does not move it back. */
  @Column({ name: 'as_of', type: 'varchar', length: 30 })
  asOf!: string;
}
