import type { Horse } from '@remuda/contracts';
import type { CsvRow } from '@remuda/shell-kit';
import { type DueStatus, HEALTH_CARE, type HealthDueItem, healthDueItems } from '../../lib/health-due';

export type CareKind = (typeof HEALTH_CARE)[number]['kind'];

/** What the report shows: every horse, or those that need one kind of care (or any) now. */
export type HealthFilter = 'all' | 'any' | CareKind;

/** How the table is sorted: by name, or by one kind of care's due date, earliest first or last. */
export interface HealthSort {
  by: 'name' | CareKind;
  order: 'ascend' | 'descend';
}

export interface HealthReportRow {
  horse: Horse;
  care: Record<CareKind, HealthDueItem>;
}

export const STATUS_WORDS: Record<DueStatus, string> = { overdue: 'Needed now', 'due-soon': 'Due soon', ok: 'Up to date' };

/** Every living horse with its four kinds of care, as today stands. */
export function healthReportRows(horses: readonly Horse[], today: string): HealthReportRow[] {
  return horses
    .filter((horse) => !horse.deceased)
    .map((horse) => ({
      horse,
      care: Object.fromEntries(healthDueItems(horse, today).map((item) => [item.kind, item])) as Record<CareKind, HealthDueItem>,
    }));
}

const needsNow = (row: HealthReportRow, kind: CareKind) => row.care[kind].status === 'overdue';

/** The rows the filter keeps, in the sort's order (name breaks ties; an unknown due date sorts last). */
export function selectRows(rows: readonly HealthReportRow[], filter: HealthFilter, sort: HealthSort): HealthReportRow[] {
  const kept = rows.filter((row) =>
    filter === 'all' ? true : filter === 'any' ? HEALTH_CARE.some(({ kind }) => needsNow(row, kind)) : needsNow(row, filter),
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
    ['Horse', 'On property', ...HEALTH_CARE.flatMap(({ name }) => [`${name} status`, `${name} due`])],
    ...rows.map(({ horse, care }) => [
      horse.name,
      horse.on_property ? 'Yes' : 'No',
      ...HEALTH_CARE.flatMap(({ kind }) => [STATUS_WORDS[care[kind].status], care[kind].due]),
    ]),
  ];
}
