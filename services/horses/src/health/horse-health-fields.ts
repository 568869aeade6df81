import { type HealthDue, type HealthLast, type Horse, horseCare } from '@remuda/contracts';
import type { HorseEntity } from '../horses/horse.entity.js';
import { HEALTH_KINDS, type HealthFacts, type HealthKind, NEED_FLAG, type NeedFlag, type Needs, dayIn, dayOf } from './health-policy.js';

/** Where each kind of care lives on the horse entity. */
export const HEALTH_FIELDS = {
  wormed: { last: 'lastWormed', due: 'dueWormed', raised: 'raisedWormed' },
  trimmed: { last: 'lastTrimmed', due: 'dueTrimmed', raised: 'raisedTrimmed' },
  yearly_vaccines: { last: 'lastVaccines', due: 'dueVaccines', raised: 'raisedVaccines' },
  coggins: { last: 'lastCoggins', due: 'dueCoggins', raised: 'raisedCoggins' },
} as const satisfies Record<HealthKind, { last: keyof HorseEntity; due: keyof HorseEntity; raised: keyof HorseEntity }>;

/** The horse's due dates as answered: a kind not assessed yet is due from the day the horse joined the herd. */
export function healthDueOf(horse: HorseEntity): HealthDue {
  const since = dayOf(horse.createdAt);
  return Object.fromEntries(HEALTH_KINDS.map((kind) => [kind, horse[HEALTH_FIELDS[kind].due] ?? since])) as HealthDue;
}

/** The date of the latest record of each kind, or null when there is none. */
export function healthLastOf(horse: HorseEntity): HealthLast {
  return Object.fromEntries(HEALTH_KINDS.map((kind) => [kind, horse[HEALTH_FIELDS[kind].last] ?? null])) as HealthLast;
}

export function needsOf(horse: HorseEntity): Needs {
  return Object.fromEntries(HEALTH_KINDS.map((kind) => [NEED_FLAG[kind], horse[NEED_FLAG[kind]]])) as Needs;
}

/** What the policy reads of a horse; `since` is the day it joined the herd in the ranch's time zone. */
export function healthFactsOf(horse: HorseEntity, timeZone: string): HealthFacts {
  const pick = (what: 'last' | 'raised') => Object.fromEntries(HEALTH_KINDS.map((kind) => [kind, horse[HEALTH_FIELDS[kind][what]] ?? null]));
  return {
    deceased: horse.deceased,
    since: dayIn(horse.createdAt, timeZone),
    latest: pick('last') as HealthFacts['latest'],
    raised: pick('raised') as HealthFacts['raised'],
    addedLatest: horse.careLast ?? {},
    ownIntervals: horse.careIntervals ?? {},
  };
}

/** Each kind the ranch follows for one horse: its due date and its latest record, in the plan's order. */
export function careDatesOf(horse: HorseEntity, kinds: readonly { kind: string; builtIn: boolean }[]): { kind: string; due: string; last: string | null }[] {
  const due = healthDueOf(horse);
  const last = healthLastOf(horse);
  return kinds.map(({ kind, builtIn }) =>
    builtIn
      ? { kind, due: due[kind as HealthKind], last: last[kind as HealthKind] }
      : { kind, due: horse.careDue?.[kind] ?? dayOf(horse.createdAt), last: horse.careLast?.[kind] ?? null },
  );
}

/**
 * Staff's ticks on the horse form: ticking a need that was off raises it by hand on `day`; unticking drops the
 * raise. A need left ticked keeps the day it was raised. The horse is assessed after (`HorseHealth.assess`).
 */
export function applyNeedsFromForm(horse: HorseEntity, form: Needs, day: string): void {
  for (const kind of HEALTH_KINDS) {
    const flag = NEED_FLAG[kind];
    const raised = HEALTH_FIELDS[kind].raised;
    if (form[flag] && !horse[flag]) horse[raised] = day;
    if (!form[flag]) horse[raised] = null;
    horse[flag] = form[flag];
  }
}

/** A horse just made: no record of any kind yet, each kind due from its first day. */
export function startHealth(horse: HorseEntity): void {
  for (const kind of HEALTH_KINDS) {
    const fields = HEALTH_FIELDS[kind];
    horse[fields.last] = null;
    horse[fields.due] = dayOf(horse.createdAt);
    horse[fields.raised] ??= null;
  }
  horse.careLast = null;
  horse.careDue = null;
  horse.careIntervals = null;
}

/**
 * A horse put back from an archive with its health as given: each kind's latest record and due date, and its needs.
 * A need today's rule does not explain (a record of it, not yet due) was raised by hand: kept as raised today, so
 * it stands until a record of it dated today or later, and the records' events that follow leave it as it is.
 * The horse is then assessed on its records and the plan (`HorsesFromArchiveHandler`), which brings the added kinds'
 * dates the archive does not carry.
 */
export function restoreHealth(horse: HorseEntity, given: Pick<Horse, 'deceased' | 'healthDue' | 'healthLast' | NeedFlag>, today: string): void {
  const noNeeds = Object.fromEntries(HEALTH_KINDS.map((kind) => [NEED_FLAG[kind], false])) as Needs;
  const byRule = horseCare({ ...given, ...noNeeds }, today).needs;
  for (const kind of HEALTH_KINDS) {
    const { last, due, raised } = HEALTH_FIELDS[kind];
    const flag = NEED_FLAG[kind];
    horse[last] = given.healthLast[kind];
    horse[due] = given.healthDue[kind];
    horse[flag] = given[flag];
    horse[raised] = given[flag] && !byRule[flag] ? today : null;
  }
  horse.careLast = null;
  horse.careDue = null;
  horse.careIntervals = null;
}
