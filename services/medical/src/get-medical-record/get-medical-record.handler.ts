import { Controller } from '@nestjs/common';
import { MEDICAL_OPERATIONS, type MedicalRecord, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { MedicalRecordStore } from '../records/medical-record-store.js';

/** One medical record with its horse's name; any signed-in user may read it. */
@Controller()
export class GetMedicalRecordHandler {
  constructor(private readonly store: MedicalRecordStore) {}

  @Handles(MEDICAL_OPERATIONS.get)
  get({ id }: OperationInput<typeof MEDICAL_OPERATIONS.get>): Promise<MedicalRecord> {
    return this.store.get(id);
  }
}
