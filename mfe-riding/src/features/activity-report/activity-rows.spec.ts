import type { HorseRidingActivity } from '@remuda/contracts';
import { MOST_IDLE_FIRST, activityCsv, daysSinceText, rideLevel, shortDate, sortHorses } from './activity-rows';

const horse = (horseName: string, daysSinceLastRide: number | null, rides = [0, 0]): HorseRidingActivity => ({
  horseId: `id-${horseName}`,
  horseName,
  rides,
  lastRide: daysSinceLastRide === null ? null : `2026-03-${String(20 - daysSinceLastRide).padStart(2, '0')}`,
  daysSinceLastRide,
});
const herd = [horse('Gus', 3, [1, 2]), horse('Abe', null), horse('Cal', 12, [1, 0]), horse('Dot', null), horse('Eve', 3, [0, 1])];
const names = (horses: HorseRidingActivity[]) => horses.map((h) => h.horseName);

describe('the riding activity rows', () => {
  it('puts the most idle first: never ridden, then the longest since a ride, the name breaking ties', () => {
    expect(names(sortHorses(herd, MOST_IDLE_FIRST))).toEqual(['Abe', 'Dot', 'Cal', 'Eve', 'Gus']);
    expect(names(sortHorses(herd, { by: 'idle', order: 'ascend' }))).toEqual(['Eve', 'Gus', 'Cal', 'Abe', 'Dot']);
  });

  it('sorts by name either way', () => {
    expect(names(sortHorses(herd, { by: 'name', order: 'ascend' }))).toEqual(['Abe', 'Cal', 'Dot', 'Eve', 'Gus']);
    expect(names(sortHorses(herd, { by: 'name', order: 'descend' }))).toEqual(['Gus', 'Eve', 'Dot', 'Cal', 'Abe']);
  });

  it('shades a week by its rides: none, 1, 2, 3 to 4, 5 or more', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(rideLevel)).toEqual([0, 1, 2, 3, 3, 4, 4]);
  });

  it('names weeks and idle days in words', () => {
    expect(shortDate('2026-03-16')).toBe('Mar 16');
    expect([null, 0, 1, 12].map(daysSinceText)).toEqual(['Never ridden', 'Today', '1 day', '12 days']);
  });

  it('writes a CSV line per horse: its rides in each week, dated in the header, its last ride and the days since', () => {
    expect(activityCsv(['2026-03-09', '2026-03-16'], sortHorses(herd, MOST_IDLE_FIRST).slice(1, 3))).toEqual([
      ['Horse', '2026-03-09', '2026-03-16', 'Last ride', 'Days since last ride'],
      ['Dot', 0, 0, 'Never', null],
      ['Cal', 1, 0, '2026-03-08', 12],
    ]);
  });
});
