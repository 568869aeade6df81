import type { Horse } from '@remuda/contracts';
import type { CsvRow } from '@remuda/shell-kit';
import { CARE_KINDS, type CareItem, type CareKind, type CareStatus, careToday } from '../../lib/health-due';

export type { CareKind };

/** What the report shows: every horse, or those that need one kind of care (or any) now. */
export type HealthFilter = 'all' | 'any' | CareKind;

/** How the table is sorted: by name, or by one kind of care's due date, earliest first or last. */
export interface HealthSort {
  by: 'name' | CareKind;
  order: 'ascend' | 'descend';
}

export interface HealthReportRow {
  horse: Horse;
  care: Record<CareKind, CareItem>;
}

export const STATUS_WORDS: Record<CareStatus, string> = { overdue: 'Needed now', 'due-soon': 'Due soon', ok: 'Up to date' };

/** Every living horse with its four kinds of care, as today stands (`careToday`, as the cards and pages show it). */
export function healthReportRows(horses: readonly Horse[], today: string): HealthReportRow[] {
  return horses
    .filter((horse) => !horse.deceased)
    .map((horse) => ({
      horse,
      care: Object.fromEntries(careToday(horse, today).items.map((item) => [item.kind, item])) as Record<CareKind, CareItem>,
    }));
}

/** The date a kind is due, or, with no record of it, the words saying so ("No worming on record"). */
export const dueWords = (item: CareItem, formatDate: (date: string) => string): string =>
  item.last === null ? item.text : item.due ? formatDate(item.due) : 'No due date';

const needsNow = (row: HealthReportRow, kind: CareKind) => row.care[kind].status === 'overdue';

/** The rows the filter keeps, in the sort's order (name breaks ties; an unknown due date sorts last). */
export function selectRows(rows: readonly HealthReportRow[], filter: HealthFilter, sort: HealthSort): HealthReportRow[] {
  const kept = rows.filter((row) =>
    filter === 'all' ? true : filter === 'any' ? CARE_KINDS.some(({ kind }) => needsNow(row, kind)) : needsNow(row, filter),
  );
  const byName = (a: HealthReportRow, b: HealthReportRow) => a.horse.name.localeCompare(b.horse.name);
  const direction = sort.order === 'ascend' ? 1 : -1;
  const compare =
    sort.by === 'name'
      ? (a: HealthReportRow, b: HealthReportRow) => direction * byName(a, b)
      : (a: HealthReportRow, b: HealthReportRow) => {
          const [x, y] = [a.care[sort.by as CareKind].due, b.care[sort.by as CareKind].due];
          if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1) || byName(a, b);
          return direction * x.localeCompare(y) || byName(a, b);
        };
  return [...kept].sort(compare);
}

/** The rows as the CSV file holds them: a header, then one line per horse with each kind's status and due date. */
export function healthReportCsv(rows: readonly HealthReportRow[]): CsvRow[] {
  return [
    ['Horse', 'On property', ...CARE_KINDS.flatMap(({ name }) => [`${name} status`, `${name} due`])],
    ...rows.map(({ horse, care }) => [
      horse.name,
      horse.on_property ? 'Yes' : 'No',
      ...CARE_KINDS.flatMap(({ kind }) => [STATUS_WORDS[care[kind].status], dueWords(care[kind], (date) => date)]),
    ]),
  ];
}
