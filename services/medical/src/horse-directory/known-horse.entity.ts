import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The medical service's own view of the herd: each horse's name and status, kept from the horses service's
 * events (it never reads the horses database). `asOf` is when the event it reflects happened, so an older event
 * delivered late cannot undo a newer one.
 */
@Entity('known_horses')
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
