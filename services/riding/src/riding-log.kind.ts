import type { EntityManager } from 'typeorm';
import { Column, Entity, Index } from 'typeorm';
import { RIDING_LOGS, type RideType } from '@remuda/contracts';
import { HorseRecordEntity, type RecordKind } from '@remuda/horse-records';
import { validationFailed } from '@remuda/service-kit';
import { type KnownHorseEntity, livingHorse } from '@remuda/known-horses';

/** A ride on a horse. */
@Entity('riding_logs')
@Index('IDX_riding_logs_horse_date', ['horseId', 'date'])
// The list's order (date, created_at, id, newest first), walked backwards: a page costs no sort of the table.
@Index('IDX_riding_logs_date', ['date', 'createdAt', 'id'])
export class RidingLogEntity extends HorseRecordEntity {
  @Column({ type: 'text' })
  notes!: string;

  @Column({ name: 'duration_minutes', type: 'integer', nullable: true })
  durationMinutes!: number | null;

  // The defaults are for logs kept before rides had a rider and a type.
  @Column({ type: 'varchar', length: 120, default: '' })
  rider!: string;

  @Column({ type: 'varchar', length: 20, default: 'other' })
  type!: RideType;
}

/**
 * The horse a ride is for, inside the write's transaction: one the service knows, alive, and on property or
 * allowed rides off it; refused on the form's horse field otherwise.
 */
export async function rideableHorse(em: EntityManager, horseId: string): Promise<KnownHorseEntity> {
  const horse = await livingHorse(em, horseId);
  if (!horse.onProperty && !horse.offPropertyRides) {
    throw validationFailed([{ field: 'horseId', message: `${horse.name} is off property and not available for rides.` }]);
  }
  return horse;
}

/**
 * Riding logs: trainers and administrators log a ride on a living horse that is on property or allowed rides off
 * it; the rider is whoever logs it unless they name someone. Correcting the log of a horse that has since left the
 * property is allowed; moving a log to another horse needs a ride that horse may take.
 */
export const RIDING_LOG_KIND: RecordKind<RidingLogEntity> = {
  contract: RIDING_LOGS,
  entity: RidingLogEntity,
  noun: 'riding log',
  searched: ['notes', 'rider'],
  fromFields: (fields, actor) => ({ rider: (fields.rider as string) || actor.email }),
  horseFor: (em, horseId, existing) => (existing?.horseId === horseId.toLowerCase() ? livingHorse : rideableHorse)(em, horseId),
};
