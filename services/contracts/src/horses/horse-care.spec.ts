import { readFileSync } from 'node:fs';
import { BUILT_IN_CARE, type CareFacts, DUE_SOON_DAYS, careAlerts, careDueGroups, daysBetween, dueInWords, horseCare, todayUtc } from './horse-care.js';

const TODAY = '2026-03-20';
const RECORDED = { wormed: '2026-01-01', trimmed: '2026-01-01', yearly_vaccines: '2025-04-04', coggins: '2025-04-04' };
const LATER = { wormed: '2026-05-01', trimmed: '2026-04-19', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' };

const horse = (fields: Partial<CareFacts> = {}): CareFacts => ({
  deceased: false,
  needsWormed: false,
  needsYearly: false,
  needsTrimmed: false,
  needsCoggins: false,
  healthDue: LATER,
  healthLast: RECORDED,
  ...fields,
});
const texts = (facts: CareFacts) => horseCare(facts, TODAY).items.map((item) => item.text);

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

describe('horseCare', () => {
  it.each([
    ['overdue by a day', '2026-03-19', 'overdue'],
    ['due today (the due day itself counts)', '2026-03-20', 'overdue'],
    ['due tomorrow', '2026-03-21', 'due-soon'],
    [`due in ${DUE_SOON_DAYS} days`, '2026-04-03', 'due-soon'],
    [`due in ${DUE_SOON_DAYS + 1} days`, '2026-04-04', 'ok'],
  ])('with the need off: %s is %s', (_, due, status) => {
    const care = horseCare(horse({ healthDue: { ...LATER, trimmed: due } }), TODAY);
    expect(care.items.find((item) => item.kind === 'trimmed')?.status).toBe(status);
    expect(care.needs.needsTrimmed).toBe(status === 'overdue');
    expect(care.needsAttention).toBe(status === 'overdue');
  });

  it.each(['2026-03-01', '2026-03-20', '2026-03-25', '2027-02-01'])('with the need on, due %s counts as needed now', (due) => {
    const care = horseCare(horse({ healthDue: { ...LATER, coggins: due }, needsCoggins: true }), TODAY);
    expect(care.items.find((item) => item.kind === 'coggins')?.status).toBe('overdue');
    expect(care.needsAttention).toBe(true);
  });

  it('words each kind of care with its US long date, in chip order', () => {
    const facts = horse({ healthDue: { wormed: '2026-03-03', trimmed: '2026-03-25', yearly_vaccines: '2026-04-04', coggins: '2026-03-20' } });
    expect(horseCare(facts, TODAY).items.map(({ kind, status, text }) => [kind, status, text])).toEqual([
      ['wormed', 'overdue', 'Worming overdue since March 3, 2026'],
      ['yearly_vaccines', 'ok', 'Yearly vaccines due April 4, 2026'],
      ['trimmed', 'due-soon', 'Trim due in 5 days, March 25, 2026'],
      ['coggins', 'overdue', 'Coggins due today, March 20, 2026'],
    ]);
  });

  it('says a need held on before its date is needed now, and one due today or tomorrow so', () => {
    const facts = horse({
      healthDue: { wormed: '2026-05-01', trimmed: '2026-03-21', yearly_vaccines: '2026-03-20', coggins: '2026-03-19' },
      needsWormed: true,
    });
    expect(texts(facts)).toEqual([
      'Worming needed now (due May 1, 2026)',
      'Yearly vaccines due today, March 20, 2026',
      'Trim due tomorrow, March 21, 2026',
      'Coggins overdue since March 19, 2026',
    ]);
  });

  it('says plainly that a kind has no record, and counts it as needed now', () => {
    const facts = horse({ healthDue: { wormed: TODAY, trimmed: TODAY, yearly_vaccines: TODAY, coggins: TODAY }, healthLast: { ...RECORDED, wormed: null, yearly_vaccines: null, trimmed: null, coggins: null } });
    const care = horseCare(facts, TODAY);
    expect(care.items.map(({ status, text }) => [status, text])).toEqual([
      ['overdue', 'No worming on record'],
      ['overdue', 'No yearly vaccines on record'],
      ['overdue', 'No trim on record'],
      ['overdue', 'No Coggins test on record'],
    ]);
    expect(care.needs).toEqual({ needsWormed: true, needsYearly: true, needsTrimmed: true, needsCoggins: true });
  });

  it('gives a deceased horse no care at all, whatever its needs and dates say', () => {
    const care = horseCare(horse({ deceased: true, needsWormed: true, healthDue: { ...LATER, trimmed: '2020-01-01' }, healthLast: { ...RECORDED, coggins: null } }), TODAY);
    expect(care).toEqual({ needs: { needsWormed: false, needsYearly: false, needsTrimmed: false, needsCoggins: false }, needsAttention: false, items: [] });
  });

  it('never says overdue without a date when the date is missing', () => {
    expect(texts(horse({ healthDue: { wormed: '', trimmed: '', yearly_vaccines: '', coggins: '' }, needsTrimmed: true }))).toEqual([
      'Worming due date not known',
      'Yearly vaccines due date not known',
      'Trim needed now',
      'Coggins due date not known',
    ]);
  });

  it('reads an answer kept from before answers carried the latest records as recorded', () => {
    const { healthLast: _, ...kept } = horse();
    expect(horseCare(kept, TODAY).needsAttention).toBe(false);
  });
});

describe('careAlerts', () => {
  it('keeps only what is needed now or due within 14 days', () => {
    const facts = horse({ healthDue: { wormed: '2026-04-03', trimmed: '2026-04-04', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' }, needsCoggins: true });
    expect(careAlerts(horseCare(facts, TODAY)).map((item) => [item.kind, item.status])).toEqual([
      ['wormed', 'due-soon'],
      ['coggins', 'overdue'],
    ]);
  });

  it('is empty when nothing is due for more than 14 days', () => {
    expect(careAlerts(horseCare(horse(), TODAY))).toEqual([]);
  });
});

describe('@remuda/contracts/care', () => {
  it('imports nothing, so the screens that load it load no schema code', () => {
    expect(readFileSync(new URL('./horse-care.ts', import.meta.url), 'utf8')).not.toMatch(/^\s*(import|export)\s[^;]*\sfrom\s/m);
  });
});

describe('dueInWords', () => {
  it('says how overdue or soon a due date is, in plain words', () => {
    expect(dueInWords('2026-03-17', TODAY)).toBe('3 days overdue');
    expect(dueInWords('2026-03-19', TODAY)).toBe('1 day overdue');
    expect(dueInWords(TODAY, TODAY)).toBe('Due today');
    expect(dueInWords('2026-03-21', TODAY)).toBe('Due tomorrow');
    expect(dueInWords('2026-03-25', TODAY)).toBe('Due in 5 days');
  });
});

describe('careDueGroups', () => {
  /** A horse as the horses service lists it: each kind's entry as horseCare answers it (a deceased horse is not listed). */
  const listed = (id: string, name: string, fields: Partial<CareFacts> = {}, onProperty = true) => {
    const care = horseCare(horse(fields), TODAY);
    const entries = Object.fromEntries(care.items.map((item) => [item.kind, { due: item.due, last: item.last, needed: item.status === 'overdue' }]));
    return { id, name, on_property: onProperty, care: entries };
  };
  const living = (...horses: ReturnType<typeof listed>[]) => horses.filter((h) => Object.keys(h.care).length > 0);
  const names = (groups: ReturnType<typeof careDueGroups>) => Object.fromEntries(groups.map((g) => [g.name, g.items.map((i) => i.horseName)]));

  it('groups by kind what is overdue, due today or due within the lead days, as horseCare says it, soonest first', () => {
    const groups = careDueGroups(
      living(
        listed('a', 'Ash', { healthDue: { ...LATER, wormed: '2026-03-25' } }),
        listed('b', 'Bay', { healthDue: { ...LATER, wormed: '2026-03-10', trimmed: TODAY } }, false),
        listed('c', 'Cob', { healthLast: { ...RECORDED, coggins: null }, healthDue: { ...LATER, coggins: '2025-01-01' } }),
        listed('d', 'Dun', { healthDue: { ...LATER, wormed: '2026-04-10' } }),
        listed('e', 'Elk', { deceased: true, healthDue: { ...LATER, wormed: '2026-01-01' } }),
      ),
      BUILT_IN_CARE,
      TODAY,
      14,
    );
    expect(names(groups)).toEqual({ Worming: ['Bay', 'Ash'], Trimming: ['Bay'], 'Yearly Vaccines': [], Coggins: ['Cob'] });
    expect(groups[0]!.items[0]).toMatchObject({ horseId: 'b', away: true, due: '2026-03-10', status: 'overdue', when: '10 days overdue', text: 'Worming overdue since March 10, 2026' });
    expect(groups[0]!.items[1]).toMatchObject({ away: false, status: 'due-soon', when: 'Due in 5 days', last: RECORDED.wormed });
    expect(groups[3]!.items[0]).toMatchObject({ last: null, text: 'No Coggins test on record' });
    // A longer lead lists a later due date too.
    expect(names(careDueGroups([listed('d', 'Dun', { healthDue: { ...LATER, wormed: '2026-04-10' } })], BUILT_IN_CARE, TODAY, 30)).Worming).toEqual(['Dun']);
  });
});
