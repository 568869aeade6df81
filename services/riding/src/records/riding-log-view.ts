import type { RideType, RidingLog, RidingLogFields } from '@remuda/contracts';
import type { RidingLogEntity } from './riding-log.entity.js';

/** A log as the operations answer it and its events carry it, with the horse's name if known. */
export function toRidingLog(r: RidingLogEntity, horseName: string | null): RidingLog {
  return {
    id: r.id,
    horseId: r.horseId,
    horseName,
    date: r.date,
    notes: r.notes,
    durationMinutes: r.durationMinutes,
    rider: r.rider,
    type: r.type as RideType,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
  };
}

/** Sets a log's fields from a form; a form that names no rider means the one saving it rode. */
export function applyFields(log: RidingLogEntity, fields: RidingLogFields, actorEmail: string, now: string): RidingLogEntity {
  return Object.assign(log, {
    horseId: fields.horseId.toLowerCase(),
    date: fields.date,
    notes: fields.notes,
    durationMinutes: fields.durationMinutes,
    rider: fields.rider || actorEmail,
    type: fields.type,
    updatedAt: now,
  });
}
