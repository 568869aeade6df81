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

/** Days between two of each of the spec's four kinds, as configured (`config.health`): the first start's intervals. */
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

/** A kind of care the ranch follows, with the ranch's interval: the care plan as the policy reads it. */
export interface PlanKind {
  kind: string;
  intervalDays: number;
  builtIn: boolean;
}

/** The spec's four with the configured intervals: the kinds a platform starts with. */
export const startingKinds = (intervals: HealthIntervals): PlanKind[] =>
  HEALTH_KINDS.map((kind) => ({ kind, intervalDays: intervalOf(kind, intervals), builtIn: true }));

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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in an IANA time zone: the ranch's day, daylight saving
 * included (23:30 in Denver is still that day there, though it is the next in UTC).
 */
export function dayIn(instant: Date | string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

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
  /** The date of the latest record of each added kind, by key (none when the horse has no record of it). */
  addedLatest: Record<string, string>;
  /** The horse's own interval for a kind, by key, over the ranch's. */
  ownIntervals: Record<string, number>;
}

/**
 * A horse's due dates and needs today: each kind's due date from its latest record and the interval (the horse's
 * own, else the ranch's), the spec's four in `due` and the added kinds of `kinds` in `addedDue`; its needs by the one
 * rule every screen shows them by (`horseCare` of `@remuda/contracts/care`): none for a deceased horse; for a
 * living one, a kind with no record, one whose due date has come, and one raised by hand that still stands.
 *
 * Manual and derived needs: a raise by hand (the horse form) stands until a medical record of that kind dated on
 * or after the day of the raise exists, whatever order events come in; an older record (a vet visit entered late)
 * does not clear it. Staff unticking a need drops their raise, and the need stays only while the rule finds it due.
 */
export function assessHealth(
  facts: HealthFacts,
  kinds: readonly PlanKind[],
  today: string,
): { due: HealthDue; needs: Needs; addedDue: Record<string, string> } {
  const due = {} as HealthDue;
  const addedDue: Record<string, string> = {};
  const held = {} as Needs;
  for (const { kind, intervalDays, builtIn } of kinds) {
    const interval = facts.ownIntervals[kind] ?? intervalDays;
    if (!builtIn) {
      addedDue[kind] = dueDate(facts.addedLatest[kind] ?? null, interval, facts.since);
      continue;
    }
    const builtInKind = kind as HealthKind;
    due[builtInKind] = dueDate(facts.latest[builtInKind], interval, facts.since);
    held[NEED_FLAG[builtInKind]] = raiseStands(facts.raised[builtInKind], facts.latest[builtInKind]);
  }
  const { needs } = horseCare({ deceased: facts.deceased, healthDue: due, healthLast: facts.latest as HealthLast, ...held }, today);
  return { due, needs, addedDue };
}

/** A hand-raised need stands until a record of that kind dated on or after the raise. */
export const raiseStands = (raised: string | null, latest: string | null): boolean => raised !== null && (latest === null || latest < raised);
