import type { RideType, RidingLog, RidingLogInput } from '@remuda/contracts';
import { todayUtc } from '@remuda/shell-kit';

/** What the form holds: the horse once chosen, text as typed, the duration as a number or null. */
export interface RidingLogFormValues {
  horseId: string | undefined;
  date: string;
  type: RideType;
  durationMinutes: number | null;
  rider: string;
  notes: string;
}

/** A new ride: today, for the horse given (if any), a trail ride by the one logging it, length not recorded. */
export function emptyLog(horseId: string | undefined): RidingLogFormValues {
  return { horseId, date: todayUtc(), type: 'trail', durationMinutes: null, rider: '', notes: '' };
}

export function formValuesOf(log: RidingLog): RidingLogFormValues {
  return { horseId: log.horseId, date: log.date, type: log.type, durationMinutes: log.durationMinutes, rider: log.rider, notes: log.notes };
}

/** The request body: every field (PUT replaces the whole log); an empty rider is the signed-in user. */
export function logInputOf(values: RidingLogFormValues): RidingLogInput {
  return {
    horseId: values.horseId ?? '',
    date: values.date ?? '',
    type: values.type,
    durationMinutes: typeof values.durationMinutes === 'number' && Number.isFinite(values.durationMinutes) ? values.durationMinutes : null,
    rider: values.rider ?? '',
    notes: values.notes ?? '',
  };
}
