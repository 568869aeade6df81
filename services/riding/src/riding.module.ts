import { Module } from '@nestjs/common';
import { DatabaseModule } from '@remuda/service-kit';
import { ListRidingLogsHandler } from './list-riding-logs/list-riding-logs.handler.js';
import { CreateRidingLogs1763942500000 } from './migrations/1763942500000-create-riding-logs.js';
import { RidingLogEntity } from './records/riding-log.entity.js';

export const RIDING_ENTITIES = [RidingLogEntity];
export const RIDING_MIGRATIONS = [CreateRidingLogs1763942500000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'riding', entities: RIDING_ENTITIES, migrations: RIDING_MIGRATIONS }),
  ],
  controllers: [ListRidingLogsHandler],
})
export class RidingModule {}
