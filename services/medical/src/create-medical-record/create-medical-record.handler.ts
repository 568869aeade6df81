import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { MEDICAL_EVENTS, MEDICAL_OPERATIONS, type MedicalRecord, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { HorseDirectory, livingHorse } from '@remuda/known-horses';
import { MedicalRecordEntity } from '../records/medical-record.entity.js';
import { applyFields, toMedicalRecord } from '../records/medical-record-view.js';

/**
 * Trainers and administrators record a vet visit or health check of a living horse the service knows;
 * `medical.record.created` goes out with the record.
 */
@Controller()
export class CreateMedicalRecordHandler {
  constructor(
    private readonly writes: Writes,
    private readonly directory: HorseDirectory,
  ) {}

  @Handles(MEDICAL_OPERATIONS.create)
  async create(fields: OperationInput<typeof MEDICAL_OPERATIONS.create>): Promise<MedicalRecord> {
    await this.directory.learn(fields.horseId);
    const now = new Date().toISOString();
    return this.writes.run(async ({ em, record }) => {
      const horse = await livingHorse(em, fields.horseId);
      const created = applyFields(Object.assign(new MedicalRecordEntity(), { id: randomUUID(), createdAt: now, version: 1 }), fields, now);
      await em.insert(MedicalRecordEntity, created);
      const answer = toMedicalRecord(created, horse.name);
      await record(MEDICAL_EVENTS.created, created.id, answer);
      return answer;
    });
  }
}
