import { DEFAULT_HEALTH_INTERVALS, type HealthFacts, addDays, assessHealth, dayIn, dueDate, raiseStands, startingKinds } from './health-policy.js';

const none = { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null };
const facts = (over: Partial<HealthFacts> = {}): HealthFacts => ({
  deceased: false, since: '2024-01-01', latest: { ...none }, raised: { ...none }, addedLatest: {}, ownIntervals: {}, ...over,
});
const DEFAULT_KINDS = startingKinds(DEFAULT_HEALTH_INTERVALS);

describe('the health policy', () => {
  it('adds calendar days in UTC, leap days included', () => {
    expect(addDays('2024-02-28', 90)).toBe('2024-05-28');
    expect(addDays('2023-02-28', 90)).toBe('2023-05-29');
    expect(addDays('2024-02-29', 365)).toBe('2025-02-28');
    expect(addDays('2023-03-01', 365)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(() => addDays('2025-13-01', 1)).toThrow('not a calendar date');
    expect(() => addDays('yesterday', 1)).toThrow('not a calendar date');
  });

  it('is due on the due date itself, not the day before', () => {
    const due = dueDate('2024-02-28', 90, '2024-01-01');
    expect(due).toBe('2024-05-28');
    const wormingNeeded = (today: string) => assessHealth(facts({ latest: { ...none, wormed: '2024-02-28' } }), DEFAULT_KINDS, today).needs.needsWormed;
    expect(wormingNeeded('2024-05-27')).toBe(false);
    expect(wormingNeeded('2024-05-28')).toBe(true);
    expect(wormingNeeded('2024-06-30')).toBe(true);
  });

  it('counts yearly vaccines and Coggins from a leap day 365 days on', () => {
    const latest = { ...none, yearly_vaccines: '2024-02-29', coggins: '2024-02-29' };
    const before = assessHealth(facts({ latest }), DEFAULT_KINDS, '2025-02-27');
    expect(before.due).toMatchObject({ yearly_vaccines: '2025-02-28', coggins: '2025-02-28' });
    expect(before.needs).toMatchObject({ needsYearly: false, needsCoggins: false });
    expect(assessHealth(facts({ latest }), DEFAULT_KINDS, '2025-02-28').needs).toMatchObject({ needsYearly: true, needsCoggins: true });
  });

  it('uses each kind’s own interval: 90, 49, 365 and 365 days by default, or as configured', () => {
    const latest = { wormed: '2025-01-01', trimmed: '2025-01-01', yearly_vaccines: '2025-01-01', coggins: '2025-01-01' };
    expect(assessHealth(facts({ latest }), DEFAULT_KINDS, '2025-01-02').due).toEqual({
      wormed: '2025-04-01', trimmed: '2025-02-19', yearly_vaccines: '2026-01-01', coggins: '2026-01-01',
    });
    const custom = { wormingDays: 30, trimmingDays: 1, vaccinesDays: 180, cogginsDays: 730 };
    expect(assessHealth(facts({ latest }), startingKinds(custom), '2025-01-02')).toEqual({
      due: { wormed: '2025-01-31', trimmed: '2025-01-02', yearly_vaccines: '2025-06-30', coggins: '2027-01-01' },
      needs: { needsWormed: false, needsTrimmed: true, needsYearly: false, needsCoggins: false },
      addedDue: {},
    });
  });

  it('gives one horse its own interval over the ranch’s: a horse on a 6-week trim', () => {
    const latest = { ...none, trimmed: '2025-03-01' };
    expect(assessHealth(facts({ latest }), DEFAULT_KINDS, '2025-03-02').due.trimmed).toBe('2025-04-19');
    expect(assessHealth(facts({ latest, ownIntervals: { trimmed: 42 } }), DEFAULT_KINDS, '2025-03-02').due.trimmed).toBe('2025-04-12');
  });

  it('follows an added kind like the four: due from its latest record, or from the horse’s first day with none', () => {
    const kinds = [...DEFAULT_KINDS, { kind: 'dental_float', intervalDays: 365, builtIn: false }, { kind: 'shoeing', intervalDays: 42, builtIn: false }];
    const { addedDue, needs } = assessHealth(facts({ since: '2024-05-01', addedLatest: { dental_float: '2024-02-29', other: '2025-01-01' }, ownIntervals: { shoeing: 35 } }), kinds, '2025-01-01');
    // A kind the ranch no longer follows (other) has no due date; shoeing, never recorded, is due from the first day.
    expect(addedDue).toEqual({ dental_float: '2025-02-28', shoeing: '2024-05-01' });
    // The spec's four needs are the horse's flags; added kinds do not raise them.
    expect(Object.keys(needs)).toEqual(['needsWormed', 'needsYearly', 'needsTrimmed', 'needsCoggins']);
  });

  it('reads the ranch’s day in its time zone, daylight saving changes included', () => {
    // 23:30 in Denver is the next day in UTC, and still that day at the ranch.
    expect(dayIn('2026-07-15T05:30:00.000Z', 'America/Denver')).toBe('2026-07-14');
    expect(dayIn('2026-07-15T06:00:00.000Z', 'America/Denver')).toBe('2026-07-15');
    // 2026-03-08 is 23 hours long in Denver (clocks go from 02:00 to 03:00): midnight is 07:00 UTC before it, 06:00 after.
    expect(dayIn('2026-03-08T06:59:00.000Z', 'America/Denver')).toBe('2026-03-07');
    expect(dayIn('2026-03-08T07:00:00.000Z', 'America/Denver')).toBe('2026-03-08');
    expect(dayIn('2026-03-09T05:59:00.000Z', 'America/Denver')).toBe('2026-03-08');
    expect(dayIn('2026-03-09T06:00:00.000Z', 'America/Denver')).toBe('2026-03-09');
    // 2026-11-01 is 25 hours long there.
    expect(dayIn('2026-11-02T06:59:00.000Z', 'America/Denver')).toBe('2026-11-01');
    expect(dayIn('2026-11-02T07:00:00.000Z', 'America/Denver')).toBe('2026-11-02');
    // A due date falling on the change day is that calendar day, whatever the clocks do.
    expect(dueDate('2025-12-08', 90, '2025-01-01')).toBe('2026-03-08');
    expect(dayIn('2026-03-08T12:00:00.000Z', 'UTC')).toBe('2026-03-08');
  });

  it('makes a kind with no record due from the horse’s first day: due now', () => {
    const { due, needs } = assessHealth(facts({ since: '2025-06-01', latest: { ...none, wormed: '2025-06-01' } }), DEFAULT_KINDS, '2025-06-01');
    expect(due).toEqual({ wormed: '2025-08-30', trimmed: '2025-06-01', yearly_vaccines: '2025-06-01', coggins: '2025-06-01' });
    expect(needs).toEqual({ needsWormed: false, needsTrimmed: true, needsYearly: true, needsCoggins: true });
  });

  it('gives a deceased horse no needs, whatever its records, dates and raises say', () => {
    const { needs } = assessHealth(facts({ deceased: true, raised: { ...none, coggins: '2025-06-10' } }), DEFAULT_KINDS, '2025-06-11');
    expect(needs).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
  });

  it('gives a horse back its care when a death is corrected, from the same records and raises', () => {
    const living = facts({ latest: { ...none, wormed: '2025-01-01' }, raised: { ...none, coggins: '2025-06-10' } });
    const before = assessHealth(living, DEFAULT_KINDS, '2025-06-11');
    expect(assessHealth({ ...living, deceased: true }, DEFAULT_KINDS, '2025-06-11').needs).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
    expect(assessHealth({ ...living, deceased: false }, DEFAULT_KINDS, '2025-06-11')).toEqual(before);
    expect(before.needs).toEqual({ needsWormed: true, needsTrimmed: true, needsYearly: true, needsCoggins: true });
  });

  it('keeps a need raised by hand until a record of that kind dated on or after the raise', () => {
    expect(raiseStands(null, null)).toBe(false);
    expect(raiseStands('2025-06-10', null)).toBe(true);
    expect(raiseStands('2025-06-10', '2025-06-09')).toBe(true);
    expect(raiseStands('2025-06-10', '2025-06-10')).toBe(false);
    expect(raiseStands('2025-06-10', '2025-07-01')).toBe(false);
    const latest = { ...none, wormed: '2025-06-01' };
    const raised = { ...none, wormed: '2025-06-10' };
    expect(assessHealth(facts({ latest, raised }), DEFAULT_KINDS, '2025-06-11').needs.needsWormed).toBe(true);
    const cleared = assessHealth(facts({ latest: { ...none, wormed: '2025-06-12' }, raised }), DEFAULT_KINDS, '2025-06-13');
    expect(cleared.needs.needsWormed).toBe(false);
    expect(cleared.due.wormed).toBe('2025-09-10');
  });
});
