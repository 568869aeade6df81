import { Controller } from '@nestjs/common';
import { MEDICAL_EVENTS, MEDICAL_OPERATIONS, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { checkVersion, lockRecord, recordNotFound } from '../records/medical-record-store.js';
import { MedicalRecordEntity } from '../records/medical-record.entity.js';

/**
 * Trainers and administrators delete a record; with the `version` they read, a record changed since is refused with
 * CONFLICT and the record as it is now. `medical.record.deleted` goes out with its id
 * and horse.
 */
@Controller()
export class DeleteMedicalRecordHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(MEDICAL_OPERATIONS.remove)
  remove({ id, version }: OperationInput<typeof MEDICAL_OPERATIONS.remove>): Promise<{ ok: true }> {
    return this.writes.run(async ({ em, record }) => {
      const existing = await lockRecord(em, id);
      if (!existing) throw recordNotFound();
      await checkVersion(em, existing, version);
      await em.delete(MedicalRecordEntity, { id: existing.id });
      await record(MEDICAL_EVENTS.deleted, existing.id, { id: existing.id, horseId: existing.horseId });
      return { ok: true as const };
    });
  }
}
