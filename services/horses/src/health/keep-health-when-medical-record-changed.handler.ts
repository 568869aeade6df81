import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DomainEvent, MEDICAL_EVENTS } from '@remuda/contracts';
import { DurableConsumer, OnEvent, type RecordEvent } from '@remuda/service-kit';
import { HorseHealth, lockHorse } from './horse-health.js';
import { MedicalRecordHealthEntity, healthRowOf } from './medical-record-health.entity.js';

type RecordWritten = DomainEvent<typeof MEDICAL_EVENTS.created> | DomainEvent<typeof MEDICAL_EVENTS.updated> | DomainEvent<typeof MEDICAL_EVENTS.restored>;
type RecordDeleted = DomainEvent<typeof MEDICAL_EVENTS.deleted>;

/**
 * Keeps each horse's health from the medical service's records: the records' dates, kinds and measurements in the
 * horses service's own table, then the horse's latest dates, due dates, needs, weight and height from them. An
 * event older than what a record's row already reflects changes nothing. The events of earlier releases reach it
 * already upcast to the current version (a version-1 record, from before added kinds of care, has `care: []`).
 */
@Injectable()
@DurableConsumer('horse-health')
export class KeepHealthWhenMedicalRecordChanged {
  constructor(private readonly health: HorseHealth) {}

  @OnEvent(MEDICAL_EVENTS.created)
  @OnEvent(MEDICAL_EVENTS.updated)
  // A record restored from the recently deleted counts again, as when it was made: its row is no tombstone any more.
  @OnEvent(MEDICAL_EVENTS.restored)
  async written(event: RecordWritten, em: EntityManager, record: RecordEvent): Promise<void> {
    const r = event.data;
    const row = healthRowOf(r, event.occurredAt);
    const known = await em.findOne(MedicalRecordHealthEntity, { where: { id: r.id }, select: { id: true, horseId: true, asOf: true } });
    if (known && known.asOf >= event.occurredAt) return;
    if (known) await em.update(MedicalRecordHealthEntity, { id: r.id }, row);
    else await em.insert(MedicalRecordHealthEntity, { id: r.id, ...row });
    // A record moved to another horse changes both.
    await this.refresh(em, record, known && known.horseId !== r.horseId ? [known.horseId, r.horseId] : [r.horseId]);
  }

  @OnEvent(MEDICAL_EVENTS.deleted)
  async deleted(event: RecordDeleted, em: EntityManager, record: RecordEvent): Promise<void> {
    const { id, horseId } = event.data;
    const known = await em.findOne(MedicalRecordHealthEntity, { where: { id }, select: { id: true, horseId: true, asOf: true } });
    if (known && known.asOf >= event.occurredAt) return;
    // Kept as a tombstone, so a create or update of it delivered late cannot bring it back.
    const tombstone = { horseId, deleted: true, asOf: event.occurredAt };
    if (known) await em.update(MedicalRecordHealthEntity, { id }, tombstone);
    else {
      await em.insert(MedicalRecordHealthEntity, {
        id, ...tombstone, date: '0000-00-00', wormed: false, trimmed: false, coggins: false, yearlyVaccines: false, care: [],
        weight: null, heightTenths: null, recordedAt: event.occurredAt,
      });
    }
    await this.refresh(em, record, known && known.horseId !== horseId ? [known.horseId, horseId] : [horseId]);
  }

  private async refresh(em: EntityManager, record: RecordEvent, horseIds: string[]): Promise<void> {
    for (const id of horseIds) {
      // Records of a horse this service does not know (removed, or not created yet) wait in the table for it.
      const horse = await lockHorse(em, id);
      if (!horse) continue;
      const before = this.health.snapshotOf(horse);
      await this.health.readRecords(em, horse);
      await this.health.settle(em, horse, before, record);
    }
  }
}
