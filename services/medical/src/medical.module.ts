import { Module } from '@nestjs/common';
import { DatabaseModule } from '@remuda/service-kit';
import { ListMedicalRecordsHandler } from './list-medical-records/list-medical-records.handler.js';
import { CreateMedicalRecords1763942400000 } from './migrations/1763942400000-create-medical-records.js';
import { MedicalRecordEntity } from './records/medical-record.entity.js';

export const MEDICAL_ENTITIES = [MedicalRecordEntity];
export const MEDICAL_MIGRATIONS = [CreateMedicalRecords1763942400000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'medical', entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS }),
  ],
  controllers: [ListMedicalRecordsHandler],
})
export class MedicalModule {}
