import { Controller } from '@nestjs/common';
import { MEDICAL_OPERATIONS, type MedicalRecordPage, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { MedicalRecordStore } from '../records/medical-record-store.js';

/**
 * Medical records, newest first, of one horse or all, searched by the horse's name, description, vet or notes,
 * and paged, each with its horse's name: any signed-in user may read them (SPEC.md section 6).
 */
@Controller()
export class ListMedicalRecordsHandler {
  constructor(private readonly store: MedicalRecordStore) {}

  @Handles(MEDICAL_OPERATIONS.list)
  list(query: OperationInput<typeof MEDICAL_OPERATIONS.list>): Promise<MedicalRecordPage> {
    return this.store.list(query);
  }
}
