import { Controller } from '@nestjs/common';
import { MEDICAL_EVENTS, MEDICAL_OPERATIONS, type MedicalRecord, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { HorseDirectory, livingHorse } from '@remuda/known-horses';
import { checkVersion, lockRecord, recordNotFound } from '../records/medical-record-store.js';
import { applyFields, toMedicalRecord } from '../records/medical-record-view.js';

/**
 * Trainers and administrators replace a record's fields, possibly moving it to another living horse;
 * `medical.record.updated` goes out with the result. With the `version` the client read, a record changed since
 * is refused with CONFLICT; without it, the last write wins.
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
      const existing = await lockRecord(em, id);
      if (!existing) throw recordNotFound();
      await checkVersion(em, existing, fields.version);
      const horse = await livingHorse(em, fields.horseId);
      applyFields(existing, fields, new Date().toISOString());
      existing.version += 1;
      await em.save(existing);
      const answer = toMedicalRecord(existing, horse.name);
      await record(MEDICAL_EVENTS.updated, existing.id, answer);
      return answer;
    });
  }
}
