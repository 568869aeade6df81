import { addDays, daysToPlan, latestDigestDay, ranchTime } from './ranch-day.js';
import { retryDelayMs } from './digest-sender.js';

const DENVER = 'America/Denver';
const at = (iso: string) => new Date(iso);

describe("the ranch's day and hour", () => {
  it('turns at midnight in the ranch’s time zone, not UTC: 07:00 UTC in a Denver winter, 06:00 in summer', () => {
    expect(ranchTime(at('2026-01-15T06:59:59Z'), DENVER)).toEqual({ day: '2026-01-14', hour: 23 });
    expect(ranchTime(at('2026-01-15T07:00:00Z'), DENVER)).toEqual({ day: '2026-01-15', hour: 0 });
    expect(ranchTime(at('2026-07-15T05:59:59Z'), DENVER)).toEqual({ day: '2026-07-14', hour: 23 });
    expect(ranchTime(at('2026-07-15T06:00:00Z'), DENVER)).toEqual({ day: '2026-07-15', hour: 0 });
    expect(ranchTime(at('2026-01-15T00:30:00Z'), 'UTC')).toEqual({ day: '2026-01-15', hour: 0 });
  });

  it('makes the digest due from its hour on, and yesterday’s before it', () => {
    // 06:59 and 07:00 in Denver, January (UTC-7).
    expect(latestDigestDay(at('2026-01-15T13:59:00Z'), DENVER, 7)).toBe('2026-01-14');
    expect(latestDigestDay(at('2026-01-15T14:00:00Z'), DENVER, 7)).toBe('2026-01-15');
    // Late in the Denver evening it is already tomorrow in UTC: still today's digest.
    expect(latestDigestDay(at('2026-01-16T05:00:00Z'), DENVER, 7)).toBe('2026-01-15');
    // A digest at midnight is due from the first minute of the day.
    expect(latestDigestDay(at('2026-01-15T07:00:00Z'), DENVER, 0)).toBe('2026-01-15');
    expect(latestDigestDay(at('2026-01-15T06:59:00Z'), DENVER, 0)).toBe('2026-01-14');
  });

  it('keeps the digest’s hour on the day clocks spring forward, and sends at the first hour after a skipped one', () => {
    // March 8, 2026: 02:00 MST becomes 03:00 MDT (09:00 UTC). 07:00 is 13:00 UTC that day, 14:00 UTC the day before.
    expect(latestDigestDay(at('2026-03-07T14:00:00Z'), DENVER, 7)).toBe('2026-03-07');
    expect(latestDigestDay(at('2026-03-08T12:59:00Z'), DENVER, 7)).toBe('2026-03-07');
    expect(latestDigestDay(at('2026-03-08T13:00:00Z'), DENVER, 7)).toBe('2026-03-08');
    // The hour 02:00 never comes that day: 01:59 MST is followed by 03:00 MDT, when the digest of 2 o'clock is due.
    expect(ranchTime(at('2026-03-08T08:59:00Z'), DENVER)).toEqual({ day: '2026-03-08', hour: 1 });
    expect(latestDigestDay(at('2026-03-08T08:59:00Z'), DENVER, 2)).toBe('2026-03-07');
    expect(ranchTime(at('2026-03-08T09:00:00Z'), DENVER)).toEqual({ day: '2026-03-08', hour: 3 });
    expect(latestDigestDay(at('2026-03-08T09:00:00Z'), DENVER, 2)).toBe('2026-03-08');
  });

  it('keeps the digest’s hour on the day clocks fall back, and a repeated hour plans its day once', () => {
    // November 1, 2026: 02:00 MDT becomes 01:00 MST (08:00 UTC). 07:00 is 14:00 UTC that day, 13:00 UTC the day before.
    expect(latestDigestDay(at('2026-10-31T13:00:00Z'), DENVER, 7)).toBe('2026-10-31');
    expect(latestDigestDay(at('2026-11-01T13:59:00Z'), DENVER, 7)).toBe('2026-10-31');
    expect(latestDigestDay(at('2026-11-01T14:00:00Z'), DENVER, 7)).toBe('2026-11-01');
    // 01:00 comes twice: the first one makes the day due, the second finds it planned already.
    const first = latestDigestDay(at('2026-11-01T07:00:00Z'), DENVER, 1);
    const second = latestDigestDay(at('2026-11-01T08:00:00Z'), DENVER, 1);
    expect([first, second]).toEqual(['2026-11-01', '2026-11-01']);
    expect(daysToPlan(null, first)).toEqual(['2026-11-01']);
    expect(daysToPlan(first, second)).toEqual([]);
  });
});

describe('the days to plan', () => {
  it('is only the latest day on a new installation, and nothing when it is planned', () => {
    expect(daysToPlan(null, '2026-03-10')).toEqual(['2026-03-10']);
    expect(daysToPlan('2026-03-10', '2026-03-10')).toEqual([]);
    expect(daysToPlan('2026-03-09', '2026-03-10')).toEqual(['2026-03-10']);
  });

  it('is every day missed while the platform was down, oldest first, across a month’s end', () => {
    expect(daysToPlan('2026-02-26', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('is at most a week after a longer outage', () => {
    expect(daysToPlan('2026-01-01', '2026-03-10')).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
  });

  it('is nothing when the latest day is behind the last one planned (the time zone moved west)', () => {
    expect(daysToPlan('2026-03-10', '2026-03-09')).toEqual([]);
  });

  it('counts days on the calendar, whatever the day’s length', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('a failed send', () => {
  it('waits 1, 2, 4 and 8 minutes, then 15 each time', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });
});
