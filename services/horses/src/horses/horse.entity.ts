import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { HorseSex } from '@remuda/contracts';
import type { MediaEntity } from './media.entity.js';

/** A horse of the ranch. Height is kept in tenths of a hand, so 15.2 stays exactly 15.2. */
@Entity('horses')
@Index('IDX_horses_name_key', ['nameKey', 'id'])
export class HorseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The name lower-cased: sorting, and finding a horse by name whatever its capitals. */
  @Column({ name: 'name_key', type: 'varchar', length: 100 })
  nameKey!: string;

  @Column({ type: 'varchar', length: 100 })
  breed!: string;

  @Column({ type: 'varchar', length: 16 })
  sex!: HorseSex;

  @Column({ type: 'integer', nullable: true })
  age!: number | null;

  @Column({ type: 'varchar', length: 60 })
  color!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'profile_media_id', type: 'varchar', length: 36, nullable: true })
  profileMediaId!: string | null;

  @Column({ name: 'foal_year', type: 'integer', nullable: true })
  foalYear!: number | null;

  @Column({ name: 'height_tenths', type: 'integer', nullable: true })
  heightTenths!: number | null;

  @Column({ type: 'integer', nullable: true })
  weight!: number | null;

  @Column({ type: 'varchar', length: 100 })
  brand!: string;

  @Column({ type: 'varchar', length: 100 })
  hma!: string;

  @Column({ name: 'on_property', type: 'boolean' })
  onProperty!: boolean;

  @Column({ name: 'off_property_rides', type: 'boolean' })
  offPropertyRides!: boolean;

  @Column({ type: 'boolean' })
  deceased!: boolean;

  @Column({ name: 'deceased_date', type: 'varchar', length: 10, nullable: true })
  deceasedDate!: string | null;

  @Column({ name: 'needs_wormed', type: 'boolean' })
  needsWormed!: boolean;

  @Column({ name: 'needs_yearly', type: 'boolean' })
  needsYearly!: boolean;

  @Column({ name: 'needs_trimmed', type: 'boolean' })
  needsTrimmed!: boolean;

  @Column({ name: 'needs_coggins', type: 'boolean' })
  needsCoggins!: boolean;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;

  /** The profile picture, when a query joins it in (the horse list does); not a column. */
  profile?: MediaEntity | null;
}
