import type { Horse, HorseSex } from '@remuda/contracts';

const SEX_LABELS: Record<HorseSex, string> = { stallion: 'Stallion', mare: 'Mare', gelding: 'Gelding', female: 'Female' };

/** The horse's sex in words ("Gelding"). */
export function sexLabel(sex: HorseSex): string {
  return SEX_LABELS[sex] ?? sex;
}

/** The choices of the form's sex selector, in the contract's order. */
export const SEX_OPTIONS = (Object.keys(SEX_LABELS) as HorseSex[]).map((value) => ({ value, label: SEX_LABELS[value] }));

/** Age in words: "7 years", "1 year", "Under a year"; null when unknown. */
export function ageLabel(age: number | null | undefined): string | null {
  if (age === null || age === undefined) return null;
  if (age < 1) return 'Under a year';
  return age === 1 ? '1 year' : `${age} years`;
}

/** Mares and females get their own placeholder picture. */
export const isFemale = (sex: HorseSex) => sex === 'mare' || sex === 'female';

/** A short text alternative for a horse's photo: "Dusty, a bay gelding". */
export function horsePhotoAlt(horse: Pick<Horse, 'name' | 'color' | 'sex'>): string {
  const color = horse.color.trim().toLowerCase();
  const sex = sexLabel(horse.sex).toLowerCase();
  return color ? `${horse.name}, a ${color} ${sex}` : `${horse.name}, a ${sex}`;
}

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

