import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The medical service's own view of the herd: each horse's name and status, kept from the horses service's
 * events (it never reads the horses database). `asOf` is when the event it reflects happened, so an older event
 * delivered late cannot undo a newer one.
 */
@Entity('known_horses')
// Searching records by the horse's name reads only this index (name, id), not the whole projection.
@Index('IDX_known_horses_name', ['name', 'id'])
export class KnownHorseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'boolean' })
  deceased!: boolean;

  @Column({ name: 'as_of', type: 'varchar', length: 30 })
  asOf!: string;
}
