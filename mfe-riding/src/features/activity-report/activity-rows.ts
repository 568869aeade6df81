import type { HorseRidingActivity } from '@remuda/contracts';
import type { CsvRow } from '@remuda/shell-kit';

/** How the days-since table is sorted: by name, or by days since the last ride (never ridden is the most idle). */
export interface IdleSort {
  by: 'name' | 'idle';
  order: 'ascend' | 'descend';
}

/** The table's first order: the horses that have gone longest without a ride on top. */
export const MOST_IDLE_FIRST: IdleSort = { by: 'idle', order: 'descend' };

const idleDays = (horse: HorseRidingActivity) => horse.daysSinceLastRide ?? Infinity;
const byName = (a: HorseRidingActivity, b: HorseRidingActivity) => a.horseName.localeCompare(b.horseName);

/** The horses in the sort's order; the name breaks ties (always A to Z). */
export function sortHorses(horses: readonly HorseRidingActivity[], sort: IdleSort): HorseRidingActivity[] {
  const direction = sort.order === 'ascend' ? 1 : -1;
  const compare =
    sort.by === 'name'
      ? (a: HorseRidingActivity, b: HorseRidingActivity) => direction * byName(a, b)
      : // Two never-ridden horses differ by NaN (Infinity - Infinity), which falls through to the name.
        (a: HorseRidingActivity, b: HorseRidingActivity) => direction * (idleDays(a) - idleDays(b)) || byName(a, b);
  return [...horses].sort(compare);
}

/** How dark a week's cell is drawn: 0 for no ride, 1, 2, 3 for three or four, 4 for five or more. */
export function rideLevel(rides: number): 0 | 1 | 2 | 3 | 4 {
  if (rides >= 5) return 4;
  if (rides >= 3) return 3;
  return rides as 0 | 1 | 2;
}

/** The levels as the legend names them. */
export const RIDE_LEVELS = [
  { level: 0, label: 'None' },
  { level: 1, label: '1' },
  { level: 2, label: '2' },
  { level: 3, label: '3–4' },
  { level: 4, label: '5 or more' },
] as const;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week's first day as a column heading: "Mar 16". */
export const shortDate = (date: string) => SHORT_DATE.format(new Date(`${date}T00:00:00Z`));

/** Days since the last ride in words: "Never ridden", "Today", "1 day", "12 days". */
export function daysSinceText(days: number | null): string {
  if (days === null) return 'Never ridden';
  if (days === 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The CSV file: a header naming each week by its first day, then one line per horse in the order given. */
export function activityCsv(weeks: readonly string[], horses: readonly HorseRidingActivity[]): CsvRow[] {
  return [
    ['Horse', ...weeks, 'Last ride', 'Days since last ride'],
    ...horses.map((horse) => [horse.horseName, ...horse.rides, horse.lastRide ?? 'Never', horse.daysSinceLastRide]),
  ];
}
