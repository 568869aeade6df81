/** A day as the digest counts them: YYYY-MM-DD. */
export type Day = string;

const DAY_MS = 86_400_000;

/** How far back a digest missed while the platform was down is still sent: a week's are, older ones are not. */
const MOST_DAYS_CAUGHT_UP = 7;

/** The day `days` after `day` (before, when negative). */
export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ranch's calendar day and hour (0-23) at the instant `now`, in its IANA time zone (daylight saving included). */
export function ranchTime(now: Date, timeZone: string): { day: Day; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * The latest day whose digest is due at `now`: today from the digest's hour on (ranch time), yesterday before it.
 * On a day whose clocks skip the digest's hour, the first hour after it counts.
 */
export function latestDigestDay(now: Date, timeZone: string, digestHour: number): Day {
  const { day, hour } = ranchTime(now, timeZone);
  return hour >= digestHour ? day : addDays(day, -1);
}

/**
 * The days to plan, oldest first: each day after the last one planned up to `latest`, but no more than
 * MOST_DAYS_CAUGHT_UP of them; only `latest` when none was ever planned (a new installation sends no backlog).
 */
export function daysToPlan(lastPlanned: Day | null, latest: Day): Day[] {
  if (lastPlanned === null) return [latest];
  const days: Day[] = [];
  const oldest = addDays(latest, 1 - MOST_DAYS_CAUGHT_UP);
  for (let day = lastPlanned < oldest ? oldest : addDays(lastPlanned, 1); day <= latest; day = addDays(day, 1)) days.push(day);
  return days;
}
