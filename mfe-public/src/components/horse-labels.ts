import { ageLabel as knownAge } from '@remuda/shell-kit';

/** The herd's words are the kit's (sex, the photo's text alternative); a public page says when an age is unknown. */
export { horsePhotoAlt, sexLabel } from '@remuda/shell-kit';

/** Age in plain words: "7 years", "1 year", "Under a year"; an unknown age says so. */
export const ageLabel = (age: number | null) => knownAge(age) ?? 'Age unknown';
