import { type HealthDue, type HealthLast, horseCare } from '@remuda/contracts';

/** The kinds of care the policy follows, named as `healthDue` and the medical record's flags name them. */
export const HEALTH_KINDS = ['wormed', 'trimmed', 'yearly_vaccines', 'coggins'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** The horse's flag for each kind. */
export const NEED_FLAG = {
  wormed: 'needsWormed',
  trimmed: 'needsTrimmed',
  yearly_vaccines: 'needsYearly',
  coggins: 'needsCoggins',
} as const satisfies Record<HealthKind, string>;
export type NeedFlag = (typeof NEED_FLAG)[HealthKind];
export type Needs = Record<NeedFlag, boolean>;

/** Days between two of each kind (`config.health`). */
export interface HealthIntervals {
  wormingDays: number;
  trimmingDays: number;
  vaccinesDays: number;
  cogginsDays: number;
}

export const DEFAULT_HEALTH_INTERVALS: HealthIntervals = { wormingDays: 90, trimmingDays: 49, vaccinesDays: 365, cogginsDays: 365 };

export function intervalOf(kind: HealthKind, intervals: HealthIntervals): number {
  switch (kind) {
    case 'wormed':
      return intervals.wormingDays;
    case 'trimmed':
      return intervals.trimmingDays;
    case 'yearly_vaccines':
      return intervals.vaccinesDays;
    case 'coggins':
      return intervals.cogginsDays;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `date` (YYYY-MM-DD) plus `days` calendar days, in UTC: real date arithmetic, so leap days count. */
export function addDays(date: string, days: number): string {
  if (!DATE.test(date)) throw new Error(`not a calendar date: ${date}`);
  const at = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime())) throw new Error(`not a calendar date: ${date}`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant. */
export const dayOf = (instant: Date | string): string => (typeof instant === 'string' ? instant : instant.toISOString()).slice(0, 10);

/**
 * When a kind of care is next due: the latest record of that kind plus its interval; with no record, `since`
 * (the day the horse joined the herd), so it is due now.
 */
export function dueDate(latest: string | null, intervalDays: number, since: string): string {
  return latest === null ? since : addDays(latest, intervalDays);
}

/** What the policy reads of one horse. */
export interface HealthFacts {
  /** A deceased horse needs no care. */
  deceased: boolean;
  /** The day the horse joined the herd (its `createdAt` date): when care with no record is due from. */
  since: string;
  /** The date of the latest medical record of each kind, or null. */
  latest: Record<HealthKind, string | null>;
  /** The day staff raised each need by hand, or null. */
  raised: Record<HealthKind, string | null>;
}

/**
 * A horse's due dates and needs today: its due dates from its records and the intervals, its needs by the one
 * rule every screen shows them by (`horseCare` of `@remuda/contracts/care`): none for a deceased horse; for a
 * living one, a kind with no record, one whose due date has come, and one raised by hand that still stands.
 *
 * Manual and derived needs: a raise by hand (the horse form) stands until a medical record of that kind dated on
 * or after the day of the raise exists, whatever order events come in; an older record (a vet visit entered late)
 * does not clear it. Staff unticking a need drops their raise, and the need stays only while the rule finds it due.
 */
export function assessHealth(facts: HealthFacts, intervals: HealthIntervals, today: string): { due: HealthDue; needs: Needs } {
  const due = {} as HealthDue;
  const held = {} as Needs;
  for (const kind of HEALTH_KINDS) {
    due[kind] = dueDate(facts.latest[kind], intervalOf(kind, intervals), facts.since);
    held[NEED_FLAG[kind]] = raiseStands(facts.raised[kind], facts.latest[kind]);
  }
  const { needs } = horseCare({ deceased: facts.deceased, healthDue: due, healthLast: facts.latest as HealthLast, ...held }, today);
  return { due, needs };
}

/** A hand-raised need stands until a record of that kind dated on or after the raise. */
export const raiseStands = (raised: string | null, latest: string | null): boolean => raised !== null && (latest === null || latest < raised);
