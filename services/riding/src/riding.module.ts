import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  InboxEntity,
  InboxModule,
  MessagingModule,
  OutboxEntity,
  OutboxModule,
} from '@remuda/service-kit';
import { KnownHorseEntity, KnownHorsesModule } from '@remuda/known-horses';
import { CreateRidingLogHandler } from './create-riding-log/create-riding-log.handler.js';
import { DeleteRidingLogHandler } from './delete-riding-log/delete-riding-log.handler.js';
import { GetRidingLogHandler } from './get-riding-log/get-riding-log.handler.js';
import { ListRidingLogsHandler } from './list-riding-logs/list-riding-logs.handler.js';
import { CreateRidingLogs1763942500000 } from './migrations/1763942500000-create-riding-logs.js';
import { RecordRidingWrites1764400000000 } from './migrations/1764400000000-record-riding-writes.js';
import { VersionRidingLogs1764500000000 } from './migrations/1764500000000-version-riding-logs.js';
import { NameKnownHorsesConsumer1767000000000 } from './migrations/1767000000000-name-known-horses-consumer.js';
import { RidingLogEntity } from './records/riding-log.entity.js';
import { RidingLogStore } from './records/riding-log-store.js';
import { RidingActivityHandler } from './riding-activity/riding-activity.handler.js';
import { UpdateRidingLogHandler } from './update-riding-log/update-riding-log.handler.js';

export const RIDING_ENTITIES = [RidingLogEntity, KnownHorseEntity, InboxEntity, OutboxEntity];
export const RIDING_MIGRATIONS = [CreateRidingLogs1763942500000, RecordRidingWrites1764400000000, VersionRidingLogs1764500000000, NameKnownHorsesConsumer1767000000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'riding', entities: RIDING_ENTITIES, migrations: RIDING_MIGRATIONS }),
    InboxModule.forService('riding'),
    OutboxModule.forService('riding'),
    MessagingModule,
    KnownHorsesModule,
  ],
  controllers: [ListRidingLogsHandler, GetRidingLogHandler, CreateRidingLogHandler, UpdateRidingLogHandler, DeleteRidingLogHandler, RidingActivityHandler],
  providers: [RidingLogStore],
})
export class RidingModule {}
