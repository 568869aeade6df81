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

  /** The date of the latest medical record of each kind (kept from the medical service's events), or null. */
  @Column({ name: 'last_wormed', type: 'varchar', length: 10, nullable: true })
  lastWormed!: string | null;

  @Column({ name: 'last_trimmed', type: 'varchar', length: 10, nullable: true })
  lastTrimmed!: string | null;

  @Column({ name: 'last_vaccines', type: 'varchar', length: 10, nullable: true })
  lastVaccines!: string | null;

  @Column({ name: 'last_coggins', type: 'varchar', length: 10, nullable: true })
  lastCoggins!: string | null;

  /** When each kind is next due under the health policy; null only until first assessed (then `createdAt`'s day). */
  @Column({ name: 'due_wormed', type: 'varchar', length: 10, nullable: true })
  dueWormed!: string | null;

  @Column({ name: 'due_trimmed', type: 'varchar', length: 10, nullable: true })
  dueTrimmed!: string | null;

  @Column({ name: 'due_vaccines', type: 'varchar', length: 10, nullable: true })
  dueVaccines!: string | null;

  @Column({ name: 'due_coggins', type: 'varchar', length: 10, nullable: true })
  dueCoggins!: string | null;

  /** The day staff raised each need by hand on the horse form, or null (see `assessHealth`). */
  @Column({ name: 'raised_wormed', type: 'varchar', length: 10, nullable: true })
  raisedWormed!: string | null;

  @Column({ name: 'raised_trimmed', type: 'varchar', length: 10, nullable: true })
  raisedTrimmed!: string | null;

  @Column({ name: 'raised_vaccines', type: 'varchar', length: 10, nullable: true })
  raisedVaccines!: string | null;

  @Column({ name: 'raised_coggins', type: 'varchar', length: 10, nullable: true })
  raisedCoggins!: string | null;

  /** The date of the latest record of each kind of care an administrator added (by key), as the records tick them. */
  @Column({ name: 'care_last', type: 'simple-json', nullable: true })
  careLast!: Record<string, string> | null;

  /** When each added kind the ranch follows is next due (by key); null until first assessed. */
  @Column({ name: 'care_due', type: 'simple-json', nullable: true })
  careDue!: Record<string, string> | null;

  /** The horse's own interval in days for a kind of care (by key), over the ranch's; null when it has none. */
  @Column({ name: 'care_intervals', type: 'simple-json', nullable: true })
  careIntervals!: Record<string, number> | null;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt!: string;

  /** 1 when added, one more with every change to the row (`markChanged`), so an edit made on a stale copy is refused. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /** The profile picture, when a query joins it in (the horse list does); not a column. */
  profile?: MediaEntity | null;
}
