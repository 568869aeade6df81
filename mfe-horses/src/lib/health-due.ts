import type { HealthDue, Horse } from '@remuda/contracts';
import { formatDate } from '@remuda/shell-kit';

/** A due date this many days away or fewer (and not past) is "due soon". */
export const DUE_SOON_DAYS = 14;

/** overdue: the need is on, or its date has come; due-soon: within DUE_SOON_DAYS; ok: later. */
export type DueStatus = 'overdue' | 'due-soon' | 'ok';

type NeedField = 'needsWormed' | 'needsYearly' | 'needsTrimmed' | 'needsCoggins';

/** The four kinds of care, in the order the need chips list them, with the need flag of each. */
export const HEALTH_CARE = [
  { kind: 'wormed', need: 'needsWormed', name: 'Worming' },
  { kind: 'yearly_vaccines', need: 'needsYearly', name: 'Yearly vaccines' },
  { kind: 'trimmed', need: 'needsTrimmed', name: 'Trim' },
  { kind: 'coggins', need: 'needsCoggins', name: 'Coggins' },
] as const satisfies ReadonlyArray<{ kind: keyof HealthDue; need: NeedField; name: string }>;

export interface HealthDueItem {
  kind: keyof HealthDue;
  name: string;
  /** YYYY-MM-DD. */
  due: string;
  status: DueStatus;
  /** What the status says in words, date included: "Worming overdue since March 3, 2026". */
  text: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const utcDay = (date: string) => (ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN);

/** Today's UTC calendar date (YYYY-MM-DD): the calendar the horses service keeps due dates in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD): negative when `to` is earlier; NaN when unreadable. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** How urgent a kind of care is today. A need that is on counts as overdue whatever its date says. */
export function dueStatus(due: string, needOn: boolean, today: string): DueStatus {
  const days = daysBetween(today, due);
  // The due day itself counts as due, as the horses service counts it (its daily check turns the need on then).
  if (needOn || days <= 0) return 'overdue';
  if (days <= DUE_SOON_DAYS) return 'due-soon';
  return 'ok';
}

function dueText(name: string, due: string, status: DueStatus, today: string): string {
  const days = daysBetween(today, due);
  if (Number.isNaN(days)) return status === 'overdue' ? `${name} needed now` : `${name} due date not known`;
  const date = formatDate(due);
  if (days < 0) return `${name} overdue since ${date}`;
  if (days === 0) return `${name} due today, ${date}`;
  if (status === 'overdue') return `${name} needed now (due ${date})`;
  if (status === 'due-soon') return days === 1 ? `${name} due tomorrow, ${date}` : `${name} due in ${days} days, ${date}`;
  return `${name} due ${date}`;
}

/** Each kind of care with its due date and status today, in chip order. */
export function healthDueItems(horse: Pick<Horse, 'healthDue' | NeedField>, today: string): HealthDueItem[] {
  return HEALTH_CARE.map(({ kind, need, name }) => {
    const due = horse.healthDue?.[kind] ?? '';
    const status = dueStatus(due, horse[need], today);
    return { kind, name, due, status, text: dueText(name, due, status, today) };
  });
}

/** Only what is overdue or due soon: what a compact card shows. */
export const healthAlerts = (horse: Pick<Horse, 'healthDue' | NeedField>, today: string): HealthDueItem[] =>
  healthDueItems(horse, today).filter((item) => item.status !== 'ok');
