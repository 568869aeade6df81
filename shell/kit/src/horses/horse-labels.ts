import type { Horse, HorseSex, MediaVariant } from '@remuda/contracts';

const SEX_LABELS: Record<HorseSex, string> = { stallion: 'Stallion', mare: 'Mare', gelding: 'Gelding', female: 'Female' };

/** The horse's sex in words ("Gelding"). */
export function sexLabel(sex: HorseSex): string {
  return SEX_LABELS[sex] ?? sex;
}

/** The choices of a sex selector, in the contract's order. */
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

/** The srcset of a picture's widths ("a.webp 320w, b.webp 640w"), or undefined when there are none. */
export function srcSetOf(variants: readonly MediaVariant[] = []): string | undefined {
  if (!variants.length) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** The smallest width at least `width` wide (or the largest there is), else the original: a plain src for most screens. */
export function variantSrc(src: string, variants: readonly MediaVariant[] = [], width = 640): string {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= width) ?? sorted[sorted.length - 1])?.url ?? src;
}
