import { Module } from '@nestjs/common';
import { DELETED_OPERATIONS } from '@remuda/contracts';
import { HorseRecordsModule } from '@remuda/horse-records';
import { DatabaseModule, InboxEntity, InboxModule, MessagingModule, OutboxEntity, OutboxModule, deletedListHandler } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { CareRoundHandler } from './care-round.handler.js';
import { MEDICAL_RECORD_KIND, MedicalRecordEntity } from './medical-record.kind.js';
import { CreateMedicalRecords1763942400000 } from './migrations/1763942400000-create-medical-records.js';
import { CreateKnownHorses1764000000000 } from './migrations/1764000000000-create-known-horses.js';
import { RecordMedicalWrites1764100000000 } from './migrations/1764100000000-record-medical-writes.js';
import { SearchMedicalRecords1764200000000 } from './migrations/1764200000000-search-medical-records.js';
import { KeepHorseWhereabouts1764400000000 } from './migrations/1764400000000-keep-horse-whereabouts.js';
import { VersionMedicalRecords1764500000000 } from './migrations/1764500000000-version-medical-records.js';
import { NameKnownHorsesConsumer1767000000000 } from './migrations/1767000000000-name-known-horses-consumer.js';
import { TickAddedCare1768200000000 } from './migrations/1768200000000-tick-added-care.js';
import { AttachMedicalDocuments1769000000000 } from './migrations/1769000000000-attach-medical-documents.js';

export const MEDICAL_ENTITIES = [MedicalRecordEntity, KnownHorseEntity, InboxEntity, OutboxEntity];
export const MEDICAL_MIGRATIONS = [CreateMedicalRecords1763942400000, CreateKnownHorses1764000000000, RecordMedicalWrites1764100000000, SearchMedicalRecords1764200000000, KeepHorseWhereabouts1764400000000, VersionMedicalRecords1764500000000, NameKnownHorsesConsumer1767000000000, TickAddedCare1768200000000, AttachMedicalDocuments1769000000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'medical', entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS }),
    InboxModule.forService('medical'),
    OutboxModule.forService('medical'),
    MessagingModule,
    HorseRecordsModule.forKind(MEDICAL_RECORD_KIND),
  ],
  controllers: [CareRoundHandler, deletedListHandler(DELETED_OPERATIONS.medical)],
})
export class MedicalModule {}
