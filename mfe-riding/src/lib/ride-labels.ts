import { RIDE_TYPES, type RideType } from '@remuda/contracts';

const TYPE_LABELS: Record<RideType, string> = {
  trail: 'Trail',
  arena: 'Arena',
  training: 'Training',
  groundwork: 'Groundwork',
  other: 'Other',
};

export const rideTypeLabel = (type: RideType) => TYPE_LABELS[type];

/** The kinds of ride as choices, in the contract's order. */
export const RIDE_TYPE_OPTIONS = RIDE_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

/** A ride's length in words: '45 min', '2 h', '1 h 30 min'; empty when it was not recorded. */
export function durationText(minutes: number | null): string {
  if (minutes == null) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && `${hours} h`, (rest > 0 || hours === 0) && `${rest} min`].filter(Boolean).join(' ');
}
