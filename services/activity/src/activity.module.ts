import { Module } from '@nestjs/common';
import { DatabaseModule, InboxEntity, InboxModule, MessagingModule } from '@remuda/service-kit';
import { HistoryEntryEntity } from './history/history-entry.entity.js';
import { HistorySnapshotEntity } from './history/history-snapshot.entity.js';
import { KeepHistoryOfEveryChange } from './history/keep-history.consumer.js';
import { CreateHistory1769000000000 } from './migrations/1769000000000-create-history.js';
import { ReadHistoryHandler } from './read-history/read-history.handler.js';

export const ACTIVITY_ENTITIES = [HistoryEntryEntity, HistorySnapshotEntity, InboxEntity];
export const ACTIVITY_MIGRATIONS = [CreateHistory1769000000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'activity', entities: ACTIVITY_ENTITIES, migrations: ACTIVITY_MIGRATIONS }),
    InboxModule.forService('activity'),
    MessagingModule,
  ],
  providers: [KeepHistoryOfEveryChange],
  controllers: [ReadHistoryHandler],
})
export class ActivityModule {}
