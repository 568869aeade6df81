import { Controller } from '@nestjs/common';
import { MEDICAL_EVENTS, MEDICAL_OPERATIONS, type MedicalRecord, type OperationInput } from '@remuda/contracts';
import { Handles, HorseDirectory, Writes, livingHorse } from '@remuda/service-kit';
import { recordNotFound } from '../records/medical-record-store.js';
import { MedicalRecordEntity } from '../records/medical-record.entity.js';
import { applyFields, toMedicalRecord } from '../records/medical-record-view.js';

/**
 * Trainers and administrators replace a record's fields, possibly moving it to another living horse;
 * `medical.record.updated` goes out with the result.
 */
@Controller()
export class UpdateMedicalRecordHandler {
  constructor(
    private readonly writes: Writes,
    private readonly directory: HorseDirectory,
  ) {}

  @Handles(MEDICAL_OPERATIONS.update)
  async update({ id, record: fields }: OperationInput<typeof MEDICAL_OPERATIONS.update>): Promise<MedicalRecord> {
    await this.directory.learn(fields.horseId);
    return this.writes.run(async ({ em, record }) => {
      const existing = await em.findOneBy(MedicalRecordEntity, { id: id.toLowerCase() });
      if (!existing) throw recordNotFound();
      const horse = await livingHorse(em, fields.horseId);
      applyFields(existing, fields, new Date().toISOString());
      await em.save(existing);
      const answer = toMedicalRecord(existing, horse.name);
      await record(MEDICAL_EVENTS.updated, existing.id, answer);
      return answer;
    });
  }
}
