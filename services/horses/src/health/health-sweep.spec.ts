import { untilNextRun } from './health-sweep.js';

describe('when the daily health check runs', () => {
  it('runs next a minute after the coming UTC midnight, whatever the time of day', () => {
    expect(untilNextRun(new Date('2025-06-01T00:00:00.000Z'))).toBe(24 * 3600_000 + 60_000);
    expect(untilNextRun(new Date('2025-06-01T23:59:00.000Z'))).toBe(2 * 60_000);
    expect(untilNextRun(new Date('2024-02-28T12:00:00.000Z'))).toBe(12 * 3600_000 + 60_000);
    expect(untilNextRun(new Date('2025-12-31T23:59:59.000Z'))).toBe(61_000);
  });
});
