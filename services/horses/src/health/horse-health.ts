import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CARE_EVENTS, type CareDueChanged, HORSE_EVENTS } from '@remuda/contracts';
import type { RecordEvent } from '@remuda/service-kit';
import { type CarePlan, CarePlans } from '../care-plan/care-plans.js';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore } from '../horses/horse-store.js';
import { markChanged } from '../horses/horse-view.js';
import { HEALTH_KINDS, NEED_FLAG, assessHealth, dayIn } from './health-policy.js';
import { HEALTH_FIELDS, careDatesOf, healthDueOf, healthFactsOf, needsOf } from './horse-health-fields.js';
import { MedicalRecordHealthEntity } from './medical-record-health.entity.js';

/** Now, as the health policy reads it; tests set `now` to move the ranch's calendar. */
@Injectable()
export class HealthClock {
  now: () => Date = () => new Date();
  /** Today's date at the ranch (its time zone). */
  today(timeZone: string): string {
    return dayIn(this.now(), timeZone);
  }
}

/** The fields of a horse that its health can change. */
const watched = (horse: HorseEntity) =>
  JSON.stringify([
    needsOf(horse),
    HEALTH_KINDS.map((kind) => [horse[HEALTH_FIELDS[kind].last], horse[HEALTH_FIELDS[kind].due]]),
    horse.careLast,
    horse.careDue,
    horse.careIntervals,
    horse.weight,
    horse.heightTenths,
  ]);

/** Takes a horse's row for a change, so a medical event and the daily check never overwrite each other. */
export function lockHorse(em: EntityManager, id: string): Promise<HorseEntity | null> {
  const postgres = em.dataSource.options.type === 'postgres';
  return em.findOne(HorseEntity, { where: { id }, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** A horse's care as `horses.care.due-changed` carries it: each kind the ranch follows, where the horse is. */
export function careOf(horse: HorseEntity, plan: CarePlan): CareDueChanged {
  return { horseId: horse.id, horseName: horse.name, deceased: horse.deceased, away: !horse.onProperty, care: careDatesOf(horse, plan.kinds) };
}

/** Brings a horse's health up to date with its medical records, the care plan and today's date, announcing what changed. */
@Injectable()
export class HorseHealth {
  constructor(
    readonly clock: HealthClock,
    readonly plans: CarePlans,
    private readonly store: HorseStore,
  ) {}

  /** The latest date of each kind (the spec's four and the added ones), and weight and height from the newest record that has them. */
  async readRecords(em: EntityManager, horse: HorseEntity): Promise<void> {
    const records = await em.find(MedicalRecordHealthEntity, {
      where: { horseId: horse.id, deleted: false },
      order: { date: 'DESC', recordedAt: 'DESC', id: 'DESC' },
    });
    const latest = (kind: (typeof HEALTH_KINDS)[number]) =>
      records.find((r) => (kind === 'yearly_vaccines' ? r.yearlyVaccines : r[kind]))?.date ?? null;
    for (const kind of HEALTH_KINDS) horse[HEALTH_FIELDS[kind].last] = latest(kind);
    const added: Record<string, string> = {};
    // Newest first, so the first date seen of a kind is its latest.
    for (const r of records) for (const kind of r.care ?? []) added[kind] ??= r.date;
    horse.careLast = Object.keys(added).length > 0 ? added : null;
    // A horse with no record measuring it keeps what staff entered.
    const weighed = records.find((r) => r.weight !== null);
    if (weighed) horse.weight = weighed.weight;
    const measured = records.find((r) => r.heightTenths !== null);
    if (measured) horse.heightTenths = measured.heightTenths;
  }

  /**
   * Assesses the horse for today (after `readRecords` when its records changed) and, when anything changed, saves
   * it and records `horses.horse.health-changed` when a need flipped, `horses.care.due-changed` when a due date or a
   * latest record moved, and `horses.horse.updated` with the new snapshot only when a field of the horse's own moved
   * (its weight or height, from a record measuring it). Needs and due dates follow from the records: the consumers
   * of every horse change (each service's view of the herd) need not hear of them, and a care round of a hundred
   * horses costs them nothing. Answers whether it changed. `before` is `snapshotOf` the horse as it was read.
   */
  async settle(em: EntityManager, horse: HorseEntity, before: HealthSnapshot, record: RecordEvent, plan?: CarePlan): Promise<boolean> {
    const current = plan ?? (await this.plans.current(em));
    this.assess(horse, current);
    if (watched(horse) === before.watched) return false;
    markChanged(horse, new Date().toISOString());
    // One UPDATE of the row (every column is the horse's own), where `save` would read the row back first to compare.
    const { id, ...columns } = horse;
    await em.update(HorseEntity, { id }, columns);
    if (JSON.stringify(needsOf(horse)) !== before.needs) {
      await record(HORSE_EVENTS.healthChanged, horse.id, { horseId: horse.id, ...needsOf(horse), healthDue: healthDueOf(horse) });
    }
    await this.recordCareChange(horse, before, current, record);
    if (horse.weight !== before.horse.weight || horse.heightTenths !== before.horse.heightTenths) {
      await record(HORSE_EVENTS.updated, horse.id, await this.store.snapshot(horse, em));
    }
    return true;
  }

  /**
   * Records `horses.care.due-changed` when the horse's care differs from `before`: its dates, a death, a move, or a
   * kind the ranch no longer follows (its due date gone).
   */
  async recordCareChange(horse: HorseEntity, before: HealthSnapshot | null, plan: CarePlan, record: RecordEvent): Promise<void> {
    const care = careOf(horse, plan);
    const followed = (h: HorseEntity) => Object.keys(h.careDue ?? {});
    if (before && JSON.stringify([careOf(before.horse, plan), followed(before.horse)]) === JSON.stringify([care, followed(horse)])) return;
    await record(CARE_EVENTS.dueChanged, horse.id, care);
  }

  /** Sets the horse's due dates and needs for today under the plan, from what it holds (no records read, nothing saved). */
  assess(horse: HorseEntity, plan: CarePlan): void {
    const { due, needs, addedDue } = assessHealth(healthFactsOf(horse, plan.timeZone), plan.kinds, this.clock.today(plan.timeZone));
    for (const kind of HEALTH_KINDS) {
      horse[HEALTH_FIELDS[kind].due] = due[kind];
      horse[NEED_FLAG[kind]] = needs[NEED_FLAG[kind]];
    }
    horse.careDue = Object.keys(addedDue).length > 0 ? addedDue : null;
  }

  /** The horse as read, before a change: what `settle` compares with. */
  snapshotOf(horse: HorseEntity): HealthSnapshot {
    return { watched: watched(horse), needs: JSON.stringify(needsOf(horse)), horse: Object.assign(new HorseEntity(), horse) };
  }
}

/** A horse as it was before a change (`HorseHealth.snapshotOf`). */
export interface HealthSnapshot {
  watched: string;
  needs: string;
  horse: HorseEntity;
}
