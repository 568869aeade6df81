import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HORSE_EVENTS } from '@remuda/contracts';
import { CONFIG, type Config, type RecordEvent } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore } from '../horses/horse-store.js';
import { markChanged } from '../horses/horse-view.js';
import { HEALTH_KINDS, type HealthIntervals, NEED_FLAG, assessHealth, dayOf } from './health-policy.js';
import { HEALTH_FIELDS, healthDueOf, healthFactsOf, needsOf } from './horse-health-fields.js';
import { MedicalRecordHealthEntity } from './medical-record-health.entity.js';

/** Today, as the health policy reads it; tests set `now` to move the ranch's calendar. */
@Injectable()
export class HealthClock {
  now: () => Date = () => new Date();
  today(): string {
    return dayOf(this.now());
  }
}

/** The fields of a horse that its health can change. */
const watched = (horse: HorseEntity) =>
  JSON.stringify([
    needsOf(horse),
    HEALTH_KINDS.map((kind) => [horse[HEALTH_FIELDS[kind].last], horse[HEALTH_FIELDS[kind].due]]),
    horse.weight,
    horse.heightTenths,
  ]);

/** Takes a horse's row for a change, so a medical event and the daily check never overwrite each other. */
export function lockHorse(em: EntityManager, id: string): Promise<HorseEntity | null> {
  const postgres = em.dataSource.options.type === 'postgres';
  return em.findOne(HorseEntity, { where: { id }, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** Brings a horse's health up to date with its medical records and today's date, announcing what changed. */
@Injectable()
export class HorseHealth {
  readonly intervals: HealthIntervals;

  constructor(
    @Inject(CONFIG) config: Config,
    readonly clock: HealthClock,
    private readonly store: HorseStore,
  ) {
    this.intervals = config.health;
  }

  /** The latest date of each kind, and weight and height from the newest record that has them. */
  async readRecords(em: EntityManager, horse: HorseEntity): Promise<void> {
    const records = await em.find(MedicalRecordHealthEntity, {
      where: { horseId: horse.id, deleted: false },
      order: { date: 'DESC', recordedAt: 'DESC', id: 'DESC' },
    });
    const latest = (kind: (typeof HEALTH_KINDS)[number]) =>
      records.find((r) => (kind === 'yearly_vaccines' ? r.yearlyVaccines : r[kind]))?.date ?? null;
    for (const kind of HEALTH_KINDS) horse[HEALTH_FIELDS[kind].last] = latest(kind);
    // A horse with no record measuring it keeps what staff entered.
    const weighed = records.find((r) => r.weight !== null);
    if (weighed) horse.weight = weighed.weight;
    const measured = records.find((r) => r.heightTenths !== null);
    if (measured) horse.heightTenths = measured.heightTenths;
  }

  /**
   * Assesses the horse for today (after `readRecords` when its records changed) and, when anything changed, saves
   * it and records `horses.horse.updated` with the new snapshot, and `horses.horse.health-changed` when a need
   * flipped. Answers whether it changed. `before` is `watched` of the horse as it was read.
   */
  async settle(em: EntityManager, horse: HorseEntity, before: string, record: RecordEvent): Promise<boolean> {
    const needsBefore = JSON.stringify(needsOf(horse));
    this.assess(horse);
    if (watched(horse) === before) return false;
    markChanged(horse, new Date().toISOString());
    await em.save(horse);
    if (JSON.stringify(needsOf(horse)) !== needsBefore) {
      await record(HORSE_EVENTS.healthChanged, horse.id, { horseId: horse.id, ...needsOf(horse), healthDue: healthDueOf(horse) });
    }
    await record(HORSE_EVENTS.updated, horse.id, await this.store.snapshot(horse, em));
    return true;
  }

  /** Sets the horse's due dates and needs for today from what it holds (no records read, nothing saved). */
  assess(horse: HorseEntity): void {
    const { due, needs } = assessHealth(healthFactsOf(horse), this.intervals, this.clock.today());
    for (const kind of HEALTH_KINDS) {
      horse[HEALTH_FIELDS[kind].due] = due[kind];
      horse[NEED_FLAG[kind]] = needs[NEED_FLAG[kind]];
    }
  }

  snapshotOf = watched;
}
