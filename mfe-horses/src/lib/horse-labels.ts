import type { Horse } from '@remuda/contracts';

/** The herd's words every front end shares are the kit's: sex, age, the photo's text alternative. */
export { SEX_OPTIONS, ageLabel, horsePhotoAlt, isFemale, sexLabel } from '@remuda/shell-kit';

type Needs = Pick<Horse, 'needsWormed' | 'needsYearly' | 'needsTrimmed' | 'needsCoggins'>;

/**
 * Health: a horse needs attention when any of its needs is true (SPEC.md section 4). The same rule as the
 * contract's `needsAttention`, which lives beside the zod schemas: importing it would put zod (25 KB gzipped)
 * into the list, detail and dashboard pages, which validate nothing. horse-labels.spec.ts holds the two equal.
 */
export function needsAttention(horse: Needs): boolean {
  return horse.needsWormed || horse.needsYearly || horse.needsTrimmed || horse.needsCoggins;
}

/** The four health needs, in the order the cards list them. */
export const NEEDS = [
  { field: 'needsWormed', label: 'Wormer', formLabel: 'Needs wormer' },
  { field: 'needsYearly', label: 'Yearly Vaccines', formLabel: 'Needs yearly vaccines' },
  { field: 'needsTrimmed', label: 'Trim', formLabel: 'Needs trim' },
  { field: 'needsCoggins', label: 'Coggins', formLabel: 'Needs Coggins' },
] as const satisfies ReadonlyArray<{ field: keyof Needs; label: string; formLabel: string }>;

/** The labels of the needs that are due ("Wormer", "Trim"). */
export const dueNeeds = (horse: Needs) => NEEDS.filter((need) => horse[need.field]).map((need) => need.label);

/** The location badge: a deceased horse shows Deceased, never Off Property (SPEC.md section 4). */
export function locationBadge(horse: Pick<Horse, 'deceased' | 'on_property'>): 'Deceased' | 'Off Property' | null {
  if (horse.deceased) return 'Deceased';
  if (!horse.on_property) return 'Off Property';
  return null;
}

