const US_LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Dates in US long format ("November 21, 2026"). Calendar dates (YYYY-MM-DD) and instants are both read as
 * UTC, so a date never shifts by a day with the reader's time zone.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : US_LONG.format(date);
}

const US_NUMBER = new Intl.NumberFormat('en-US');

/** A weight in pounds, thousands grouped ("1,060 lbs"): the one way every page writes it. */
export function formatWeight(pounds: number): string {
  return `${US_NUMBER.format(pounds)} lbs`;
}

/** A height in hands as horsemen write it ("15.2 hands"): the one way every page writes it. */
export function formatHeight(hands: number): string {
  return `${US_NUMBER.format(hands)} hands`;
}

/** A description cut to `max` characters with '...' after it; shorter text is left whole. */
export function excerpt(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}

/** The first letter of an email, for an avatar. */
export function initial(email: string | null | undefined): string {
  return (email ?? '?').trim().charAt(0).toUpperCase() || '?';
}

/** Today's calendar date as the API judges it (UTC), so a new record is never "in the future". */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
