import type { Horse } from '@remuda/contracts';

/** The herd's words every front end shares are the kit's: sex, age, the photo's text alternative. */
export { SEX_OPTIONS, ageLabel, horsePhotoAlt, isFemale, sexLabel } from '@remuda/shell-kit';

type Needs = Pick<Horse, 'needsWormed' | 'needsYearly' | 'needsTrimmed' | 'needsCoggins'>;

/** The four health needs as the horse form ticks them, in the order the cards list them. */
export const NEEDS = [
  { field: 'needsWormed', formLabel: 'Needs wormer' },
  { field: 'needsYearly', formLabel: 'Needs yearly vaccines' },
  { field: 'needsTrimmed', formLabel: 'Needs trim' },
  { field: 'needsCoggins', formLabel: 'Needs Coggins' },
] as const satisfies ReadonlyArray<{ field: keyof Needs; formLabel: string }>;

/** The location badge: a deceased horse shows Deceased, never Off Property (SPEC.md section 4). */
export function locationBadge(horse: Pick<Horse, 'deceased' | 'on_property'>): 'Deceased' | 'Off Property' | null {
  if (horse.deceased) return 'Deceased';
  if (!horse.on_property) return 'Off Property';
  return null;
}
