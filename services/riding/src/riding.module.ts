import { Module } from '@nestjs/common';
import { DELETED_OPERATIONS } from '@remuda/contracts';
import { HorseRecordsModule } from '@remuda/horse-records';
import { DatabaseModule, InboxEntity, InboxModule, MessagingModule, OutboxEntity, OutboxModule, deletedListHandler } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { ListHorseRidesHandler } from './horse-rides/list-horse-rides.handler.js';
import { CreateRidingLogs1763942500000 } from './migrations/1763942500000-create-riding-logs.js';
import { RecordRidingWrites1764400000000 } from './migrations/1764400000000-record-riding-writes.js';
import { VersionRidingLogs1764500000000 } from './migrations/1764500000000-version-riding-logs.js';
import { NameKnownHorsesConsumer1767000000000 } from './migrations/1767000000000-name-known-horses-consumer.js';
import { RidingActivityHandler } from './riding-activity/riding-activity.handler.js';
import { RIDING_LOG_KIND, RidingLogEntity } from './riding-log.kind.js';

export const RIDING_ENTITIES = [RidingLogEntity, KnownHorseEntity, InboxEntity, OutboxEntity];
export const RIDING_MIGRATIONS = [CreateRidingLogs1763942500000, RecordRidingWrites1764400000000, VersionRidingLogs1764500000000, NameKnownHorsesConsumer1767000000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'riding', entities: RIDING_ENTITIES, migrations: RIDING_MIGRATIONS }),
    InboxModule.forService('riding'),
    OutboxModule.forService('riding'),
    MessagingModule,
    HorseRecordsModule.forKind(RIDING_LOG_KIND),
  ],
  controllers: [ListHorseRidesHandler, RidingActivityHandler, deletedListHandler(DELETED_OPERATIONS.riding)],
})
export class RidingModule {}
