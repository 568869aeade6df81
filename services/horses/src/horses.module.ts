import { Module } from '@nestjs/common';
import { DatabaseModule, OutboxEntity, OutboxModule, StorageModule } from '@remuda/service-kit';
import { AddMediaHandler } from './add-media/add-media.handler.js';
import { MediaIngest } from './add-media/media-ingest.js';
import { CreateHorseHandler } from './create-horse/create-horse.handler.js';
import { GetHorseHandler } from './get-horse/get-horse.handler.js';
import { HorseEntity } from './horses/horse.entity.js';
import { HorseStore } from './horses/horse-store.js';
import { MediaEntity } from './horses/media.entity.js';
import { ListHorsesHandler } from './list-horses/list-horses.handler.js';
import { CreateHorses1763856000000 } from './migrations/1763856000000-create-horses.js';
import { RemoveMediaHandler } from './remove-media/remove-media.handler.js';
import { SetProfileImageHandler } from './set-profile-image/set-profile-image.handler.js';
import { UpdateHorseHandler } from './update-horse/update-horse.handler.js';

export const HORSES_ENTITIES = [HorseEntity, MediaEntity, OutboxEntity];
export const HORSES_MIGRATIONS = [CreateHorses1763856000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'horses', entities: HORSES_ENTITIES, migrations: HORSES_MIGRATIONS }),
    StorageModule,
    OutboxModule.forService('horses'),
  ],
  controllers: [
    ListHorsesHandler,
    GetHorseHandler,
    CreateHorseHandler,
    UpdateHorseHandler,
    SetProfileImageHandler,
    AddMediaHandler,
    RemoveMediaHandler,
  ],
  providers: [HorseStore, MediaIngest],
})
export class HorsesModule {}
