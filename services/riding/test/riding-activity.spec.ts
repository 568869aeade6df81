import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RIDING_OPERATIONS } from '@remuda/contracts';
import { JsonLogger, type RunningTarget, startService } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { weekStarts } from '../src/riding-activity/riding-activity.handler.js';
import { RidingLogEntity, ridingService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
const admin = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' as const };
const P = RIDING_OPERATIONS;

const DAY_MS = 86_400_000;
const daysAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const ride = (horseId: string, date: string) =>
  Object.assign(new RidingLogEntity(), { id: randomUUID(), horseId, date, notes: '', durationMinutes: null, rider: 'trainer@remuda.test', type: 'arena', createdAt: `${date}T09:00:00.000Z`, updatedAt: `${date}T09:00:00.000Z` });

describe('the weeks of the riding activity report', () => {
  it('start on Mondays, oldest first, the last one holding the day', () => {
    expect(weekStarts('2026-03-16', 2)).toEqual(['2026-03-09', '2026-03-16']); // a Monday
    expect(weekStarts('2026-03-22', 2)).toEqual(['2026-03-09', '2026-03-16']); // the Sunday after it
    expect(weekStarts('2026-03-23', 2)).toEqual(['2026-03-16', '2026-03-23']); // the next Monday
    expect(weekStarts('2026-01-01', 3)).toEqual(['2025-12-15', '2025-12-22', '2025-12-29']); // across a year's end
  });
});

await describeOnEachDatabase('the riding activity report', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  // The report reads the real clock: the rides are placed around this week's Monday and the first week's.
  const today = new Date().toISOString().slice(0, 10);
  const twelveWeeks = weekStarts(today, 12);
  const firstMonday = twelveWeeks[0]!;
  const thisMonday = twelveWeeks[11]!;
  const sinceMonday = (Date.parse(today) - Date.parse(thisMonday)) / DAY_MS;
  const dusty = randomUUID();
  const pepper = randomUUID();
  const willow = randomUUID();
  const roamer = randomUUID();
  const ghost = randomUUID();

  beforeAll(async () => {
    const config = testConfig(database());
    service = await startService(ridingService, config, new JsonLogger({}, 'error'));
    harness = messageHarness(config);
    await harness.connect();
    const dataSource = service.app.get(DataSource);
    const home = { deceased: false, onProperty: true, offPropertyRides: false, asOf: '2025-01-01T00:00:00.000Z' };
    await dataSource.getRepository(KnownHorseEntity).insert([
      { id: dusty, name: 'Dusty', ...home },
      { id: pepper, name: 'Pepper', ...home },
      { id: willow, name: 'Willow', ...home },
      { id: roamer, name: 'Roamer', ...home, onProperty: false },
      { id: ghost, name: 'Ghost', ...home, deceased: true },
    ]);
    await dataSource.getRepository(RidingLogEntity).insert([
      ride(dusty, firstMonday),
      ride(dusty, daysAfter(thisMonday, -1)),
      ride(dusty, thisMonday),
      ride(dusty, today),
      // Only before the first week: counted in no week, but its last ride.
      ride(pepper, daysAfter(firstMonday, -1)),
      ride(roamer, daysAfter(today, -3)),
      ride(ghost, today),
      // A horse the service has not heard of.
      ride(randomUUID(), today),
    ]);
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
  });

  it('gives twelve Monday-based weeks by default, the last one holding today', async () => {
    const report = await harness.send(P.activity, {}, trainer);
    expect(report.today).toBe(today);
    expect(report.weeks).toEqual(twelveWeeks);
    expect(report.weeks[11]).toBe(thisMonday);
    expect(report.weeks.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('counts each living horse’s rides per week, by name, with its last ride and the days since', async () => {
    const { horses } = await harness.send(P.activity, {}, admin);
    const weeks = (counts: Record<number, number>) => Array.from({ length: 12 }, (_, i) => counts[i] ?? 0);
    expect(horses).toEqual([
      // A Monday opens a week and the Sunday before it closes the one before; today falls in the last week.
      { horseId: dusty, horseName: 'Dusty', rides: weeks({ 0: 1, 10: 1, 11: 2 }), lastRide: today, daysSinceLastRide: 0 },
      { horseId: pepper, horseName: 'Pepper', rides: weeks({}), lastRide: daysAfter(firstMonday, -1), daysSinceLastRide: 78 + sinceMonday },
      { horseId: roamer, horseName: 'Roamer', rides: weeks({ [sinceMonday >= 3 ? 11 : 10]: 1 }), lastRide: daysAfter(today, -3), daysSinceLastRide: 3 },
      // Never ridden: still listed.
      { horseId: willow, horseName: 'Willow', rides: weeks({}), lastRide: null, daysSinceLastRide: null },
    ]);
  });

  it('covers as many weeks as asked, 1 to 52', async () => {
    const oneWeek = await harness.send(P.activity, { weeks: 1 }, trainer);
    expect(oneWeek.weeks).toEqual([thisMonday]);
    expect(oneWeek.horses.find((h) => h.horseId === dusty)?.rides).toEqual([2]);
    const year = await harness.send(P.activity, { weeks: 52 }, trainer);
    expect(year.weeks).toHaveLength(52);
    expect(year.horses.find((h) => h.horseId === pepper)?.rides.reduce((a, b) => a + b)).toBe(1);
    expect((await harness.failure(P.activity, { weeks: 53 }, trainer)).errors).toEqual([{ field: 'weeks', message: 'Weeks must be between 1 and 52' }]);
    expect((await harness.failure(P.activity, { weeks: 0 }, trainer)).errors).toEqual([{ field: 'weeks', message: 'Weeks must be between 1 and 52' }]);
  });

  it('is for trainers and administrators only', async () => {
    expect((await harness.failure(P.activity, {}, null)).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(P.activity, {}, reader)).code).toBe('FORBIDDEN');
  });
});
