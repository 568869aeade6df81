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
    // A background consumer of the whole stream: two groups of events at a time per replica, so a burst (a care
    // round's hundreds of events) leaves the processor to the services whose own state the burst changes, and the
    // history follows a moment later, catching up with up to 25 events a transaction.
    InboxModule.forService('activity', { concurrency: 2, eventsPerTransaction: 25, batchSize: 50 }),
    MessagingModule,
  ],
  providers: [KeepHistoryOfEveryChange],
  controllers: [ReadHistoryHandler],
})
export class ActivityModule {}
