import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The ranch's care settings: one row (id 1), made at first start from the configured defaults. */
@Entity('care_settings')
export class CareSettingsEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone!: string;

  @Column({ name: 'lead_days', type: 'integer' })
  leadDays!: number;

  @Column({ name: 'digest_hour', type: 'integer' })
  digestHour!: number;

  /** 1 when made, one more with every change to the settings or a kind. */
  @Column({ type: 'integer' })
  version!: number;
}

/** A kind of care the ranch follows: the spec's four, made at first start, and those an administrator added. */
@Entity('care_kinds')
export class CareKindEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ type: 'varchar', length: 40 })
  name!: string;

  @Column({ name: 'interval_days', type: 'integer' })
  intervalDays!: number;

  /** Where screens list it: the four first, then added kinds in the order they were added. */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ name: 'built_in', type: 'boolean' })
  builtIn!: boolean;
}
