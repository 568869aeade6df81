import { makeHorse } from '../testing/fixtures';
import { DUE_SOON_DAYS, daysBetween, dueStatus, healthAlerts, healthDueItems, todayUtc } from './health-due';

const TODAY = '2026-03-20';

describe('daysBetween', () => {
  it('counts whole UTC calendar days, across month ends and leap days', () => {
    expect(daysBetween(TODAY, TODAY)).toBe(0);
    expect(daysBetween(TODAY, '2026-04-03')).toBe(14);
    expect(daysBetween(TODAY, '2026-03-03')).toBe(-17);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween(TODAY, 'not a date')).toBeNaN();
  });
});

describe('todayUtc', () => {
  it('is the UTC calendar date, whatever the local time zone says', () => {
    expect(todayUtc(new Date('2026-03-20T23:59:59.999Z'))).toBe('2026-03-20');
    expect(todayUtc(new Date('2026-03-21T00:00:00.000Z'))).toBe('2026-03-21');
  });
});

describe('dueStatus', () => {
  it.each([
    ['overdue by a day', '2026-03-19', 'overdue'],
    ['due today (as the horses service counts it)', '2026-03-20', 'overdue'],
    ['due tomorrow', '2026-03-21', 'due-soon'],
    [`due in ${DUE_SOON_DAYS} days`, '2026-04-03', 'due-soon'],
    [`due in ${DUE_SOON_DAYS + 1} days`, '2026-04-04', 'ok'],
  ])('with the need off: %s is %s', (_, due, status) => {
    expect(dueStatus(due, false, TODAY)).toBe(status);
  });

  it.each(['2026-03-01', '2026-03-20', '2026-03-25', '2027-02-01'])('with the need on, due %s counts as overdue', (due) => {
    expect(dueStatus(due, true, TODAY)).toBe('overdue');
  });

  it('treats an unreadable date as overdue only when the need is on', () => {
    expect(dueStatus('', true, TODAY)).toBe('overdue');
    expect(dueStatus('', false, TODAY)).toBe('ok');
  });
});

describe('healthDueItems', () => {
  const due = { wormed: '2026-03-03', trimmed: '2026-03-25', yearly_vaccines: '2026-04-04', coggins: '2026-03-20' };

  it('words each kind of care with its US long date, in chip order', () => {
    const items = healthDueItems(makeHorse({ healthDue: due, needsWormed: true }), TODAY);
    expect(items.map(({ kind, status, text }) => [kind, status, text])).toEqual([
      ['wormed', 'overdue', 'Worming overdue since March 3, 2026'],
      ['yearly_vaccines', 'ok', 'Yearly vaccines due April 4, 2026'],
      ['trimmed', 'due-soon', 'Trim due in 5 days, March 25, 2026'],
      ['coggins', 'overdue', 'Coggins due today, March 20, 2026'],
    ]);
  });

  it('says a need that is on before its date is needed now, and one due today or tomorrow so', () => {
    const horse = makeHorse({
      healthDue: { wormed: '2026-05-01', trimmed: '2026-03-21', yearly_vaccines: '2026-03-20', coggins: '2026-03-19' },
      needsWormed: true,
      needsYearly: true,
    });
    expect(healthDueItems(horse, TODAY).map((item) => item.text)).toEqual([
      'Worming needed now (due May 1, 2026)',
      'Yearly vaccines due today, March 20, 2026',
      'Trim due tomorrow, March 21, 2026',
      'Coggins overdue since March 19, 2026',
    ]);
  });

  it('never says overdue without a date when the date is missing', () => {
    const horse = makeHorse({ healthDue: { wormed: '', trimmed: '', yearly_vaccines: '', coggins: '' }, needsTrimmed: true });
    expect(healthDueItems(horse, TODAY).map((item) => item.text)).toEqual([
      'Worming due date not known',
      'Yearly vaccines due date not known',
      'Trim needed now',
      'Coggins due date not known',
    ]);
  });
});

describe('healthAlerts', () => {
  it('keeps only what is overdue or due within 14 days', () => {
    const horse = makeHorse({
      healthDue: { wormed: '2026-04-03', trimmed: '2026-04-04', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' },
      needsCoggins: true,
    });
    expect(healthAlerts(horse, TODAY).map((item) => [item.kind, item.status])).toEqual([
      ['wormed', 'due-soon'],
      ['coggins', 'overdue'],
    ]);
  });

  it('is empty when nothing is due for more than 14 days', () => {
    expect(healthAlerts(makeHorse(), TODAY)).toEqual([]);
  });
});
