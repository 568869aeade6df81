import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A service's own view of the herd: each horse's name, status and whereabouts, kept from the horses service's
 * events (no service reads the horses database). `asOf` is when the event it reflects happened, so an older
 * event delivered late cannot undo a newer one. A service lists it among its entities and creates its table in
 * one of its migrations (written out there, as riding's `RecordRidingWrites1764400000000` does).
 */
@Entity('known_horses')
// Searching by the horse's name reads only this index (name, id), not the whole projection.
@Index('IDX_known_horses_name', ['name', 'id'])
export class KnownHorseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'boolean' })
  deceased!: boolean;

  // The defaults are the horses service's own, for rows kept before the view had these columns.
  @Column({ name: 'on_property', type: 'boolean', default: true })
  onProperty!: boolean;

  @Column({ name: 'off_property_rides', type: 'boolean', default: false })
  offPropertyRides!: boolean;

  @Column({ name: 'as_of', type: 'varchar', length: 30 })
  asOf!: string;
}
