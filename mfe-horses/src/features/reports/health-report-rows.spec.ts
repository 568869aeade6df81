import { makeHorse } from '../../testing/fixtures';
import { healthReportCsv, healthReportRows, selectRows } from './health-report-rows';

const TODAY = '2026-03-20';
const later = { wormed: '2026-06-01', trimmed: '2026-05-01', yearly_vaccines: '2027-01-01', coggins: '2027-01-01' };
const gus = makeHorse({ name: 'Gus', needsWormed: true, healthDue: { ...later, wormed: '2026-03-03' } });
const abe = makeHorse({ name: 'Abe', on_property: false, healthDue: { ...later, trimmed: '2026-03-25' } });
const cal = makeHorse({ name: 'Cal', needsCoggins: true, healthDue: { ...later, coggins: '2026-03-20' } });
const gone = makeHorse({ name: 'Old Timer', deceased: true, deceased_date: '2025-12-01', needsWormed: true });
const rows = healthReportRows([gus, abe, cal, gone], TODAY);
const names = (selected: ReturnType<typeof selectRows>) => selected.map((row) => row.horse.name);

describe('the health report rows', () => {
  it('leaves out deceased horses', () => {
    expect(rows.map((row) => row.horse.name)).toEqual(['Gus', 'Abe', 'Cal']);
  });

  it("gives each kind of care its status today: needed now, due within 14 days, or up to date", () => {
    const [g, a, c] = rows;
    expect([g!.care.wormed.status, a!.care.trimmed.status, c!.care.coggins.status, a!.care.coggins.status]).toEqual([
      'overdue',
      'due-soon',
      'overdue',
      'ok',
    ]);
  });

  it('filters by need: any kind, or one kind, needed now', () => {
    const byName = { by: 'name', order: 'ascend' } as const;
    expect(names(selectRows(rows, 'all', byName))).toEqual(['Abe', 'Cal', 'Gus']);
    expect(names(selectRows(rows, 'any', byName))).toEqual(['Cal', 'Gus']);
    expect(names(selectRows(rows, 'wormed', byName))).toEqual(['Gus']);
    expect(names(selectRows(rows, 'trimmed', byName))).toEqual([]);
  });

  it('sorts by name or by a due date either way, name breaking ties and unknown dates last', () => {
    const undated = healthReportRows([makeHorse({ name: 'Dot', healthDue: { ...later, trimmed: '' } })], TODAY);
    const all = [...rows, ...undated];
    expect(names(selectRows(all, 'all', { by: 'name', order: 'descend' }))).toEqual(['Gus', 'Dot', 'Cal', 'Abe']);
    expect(names(selectRows(all, 'all', { by: 'trimmed', order: 'ascend' }))).toEqual(['Abe', 'Cal', 'Gus', 'Dot']);
    expect(names(selectRows(all, 'all', { by: 'trimmed', order: 'descend' }))).toEqual(['Cal', 'Gus', 'Abe', 'Dot']);
    expect(names(selectRows(all, 'all', { by: 'wormed', order: 'ascend' }))).toEqual(['Gus', 'Abe', 'Cal', 'Dot']);
  });

  it('writes a CSV line per horse with each kind of care, in the order shown', () => {
    const csv = healthReportCsv(selectRows(rows, 'any', { by: 'name', order: 'ascend' }));
    expect(csv).toEqual([
      ['Horse', 'On property', 'Worming status', 'Worming due', 'Yearly vaccines status', 'Yearly vaccines due', 'Trim status', 'Trim due', 'Coggins status', 'Coggins due'],
      ['Cal', 'Yes', 'Up to date', '2026-06-01', 'Up to date', '2027-01-01', 'Up to date', '2026-05-01', 'Needed now', '2026-03-20'],
      ['Gus', 'Yes', 'Needed now', '2026-03-03', 'Up to date', '2027-01-01', 'Up to date', '2026-05-01', 'Up to date', '2027-01-01'],
    ]);
  });
});
