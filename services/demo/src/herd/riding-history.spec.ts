import { ridingLogInputSchema } from '@remuda/contracts';
import { DEMO_HERD } from './demo-herd.js';
import { RIDING_HISTORY_DAYS, demoRidingHistory } from './riding-history.js';

const today = new Date('2026-03-15T12:00:00.000Z');
const histories = DEMO_HERD.map((demo, i) => ({ fields: demo.fields, rides: demoRidingHistory(demo.fields, i, today) }));
const rideable = histories.filter(({ fields }) => !fields.deceased && (fields.on_property || fields.off_property_rides));

describe('demoRidingHistory', () => {
  it('gives no rides to a deceased horse, or one off property that may not be ridden there', () => {
    const unrideable = histories.filter((h) => !rideable.includes(h));
    expect(unrideable.some(({ fields }) => fields.deceased)).toBe(true);
    expect(unrideable.some(({ fields }) => !fields.on_property && !fields.off_property_rides)).toBe(true);
    for (const { rides } of unrideable) expect(rides).toEqual([]);
  });

  it('gives every other horse a few months of valid rides, none today or later', () => {
    const first = new Date(today.getTime() - RIDING_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
    for (const { fields, rides } of rideable) {
      expect([fields.name, rides.length >= 10]).toEqual([fields.name, true]);
      for (const ride of rides) {
        expect(() => ridingLogInputSchema.parse({ horseId: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', ...ride })).not.toThrow();
        expect(ride.date < '2026-03-15' && ride.date >= first).toBe(true);
      }
    }
  });

  it('varies the kinds of ride, riders and notes, suiting each horse', () => {
    const rides = rideable.flatMap((h) => h.rides);
    expect(new Set(rides.map((r) => r.type))).toEqual(new Set(['trail', 'arena', 'training', 'groundwork', 'other']));
    expect(new Set(rides.map((r) => r.rider)).size).toBeGreaterThan(2);
    expect(new Set(rides.map((r) => r.notes)).size).toBeGreaterThan(15);
    expect(new Set(rides.map((r) => r.durationMinutes)).size).toBeGreaterThan(10);
    const yearling = rideable.find(({ fields }) => fields.age !== null && fields.age < 3)!;
    expect(new Set(yearling.rides.map((r) => r.type))).toEqual(new Set(['groundwork']));
    const away = rideable.find(({ fields }) => !fields.on_property)!;
    expect(new Set(away.rides.map((r) => r.type))).toEqual(new Set(['trail']));
    // The same herd gives the same history on every start.
    expect(demoRidingHistory(DEMO_HERD[0]!.fields, 0, today)).toEqual(histories[0]!.rides);
  });
});
