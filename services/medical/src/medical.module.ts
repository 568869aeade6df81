import { Module } from '@nestjs/common';
import { DatabaseModule, InboxEntity, InboxModule } from '@remuda/service-kit';
import { KnownHorseEntity } from './horse-directory/known-horse.entity.js';
import { RememberHorseWhenHorseChanged } from './horse-directory/remember-horse-when-horse-changed.handler.js';
import { ListMedicalRecordsHandler } from './list-medical-records/list-medical-records.handler.js';
import { CreateMedicalRecords1763942400000 } from './migrations/1763942400000-create-medical-records.js';
import { CreateKnownHorses1764000000000 } from './migrations/1764000000000-create-known-horses.js';
import { MedicalRecordEntity } from './records/medical-record.entity.js';

export const MEDICAL_ENTITIES = [MedicalRecordEntity, KnownHorseEntity, InboxEntity];
export const MEDICAL_MIGRATIONS = [CreateMedicalRecords1763942400000, CreateKnownHorses1764000000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'medical', entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS }),
    InboxModule.forService('medical'),
  ],
  controllers: [ListMedicalRecordsHandler],
  providers: [RememberHorseWhenHorseChanged],
})
export class MedicalModule {}
