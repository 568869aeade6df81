import type { Horse, HorseSex } from '@remuda/contracts';

const SEX_LABELS: Record<HorseSex, string> = { stallion: 'Stallion', mare: 'Mare', gelding: 'Gelding', female: 'Female' };

/** The horse's sex as the public pages print it ("Gelding"). */
export function sexLabel(sex: HorseSex): string {
  return SEX_LABELS[sex] ?? sex;
}

/** Age in plain words: "7 years", "1 year", "Under a year"; an unknown age says so. */
export function ageLabel(age: number | null): string {
  if (age === null || age === undefined) return 'Age unknown';
  if (age < 1) return 'Under a year';
  return age === 1 ? '1 year' : `${age} years`;
}

/** A short text alternative for a horse's photo: "Dusty, a bay gelding". */
export function horsePhotoAlt(horse: Pick<Horse, 'name' | 'color' | 'sex'>): string {
  const color = horse.color.trim().toLowerCase();
  const sex = sexLabel(horse.sex).toLowerCase();
  return color ? `${horse.name}, a ${color} ${sex}` : `${horse.name}, a ${sex}`;
}
