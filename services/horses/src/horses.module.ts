import { Module } from '@nestjs/common';
import { DELETED_OPERATIONS } from '@remuda/contracts';
import { DatabaseModule, InboxEntity, InboxModule, OutboxEntity, OutboxModule, StorageModule, deletedListHandler } from '@remuda/service-kit';
import { AddMediaHandler } from './add-media/add-media.handler.js';
import { CareDatesHandler } from './care-dates/care-dates.handler.js';
import { MediaIngest } from './add-media/media-ingest.js';
import { GalleryPictureEntity } from './gallery/gallery-picture.entity.js';
import { GalleryHandlers } from './gallery/gallery.handlers.js';
import { CareDueHandler } from './care-due/care-due.handler.js';
import { CreateHorseHandler } from './create-horse/create-horse.handler.js';
import { HorsesFromArchiveHandler } from './from-archive/horses-from-archive.handler.js';
import { GetHorseHandler } from './get-horse/get-horse.handler.js';
import { HealthSweep } from './health/health-sweep.js';
import { HealthClock, HorseHealth } from './health/horse-health.js';
import { KeepHealthWhenMedicalRecordChanged } from './health/keep-health-when-medical-record-changed.handler.js';
import { MedicalRecordHealthEntity } from './health/medical-record-health.entity.js';
import { HorseEntity } from './horses/horse.entity.js';
import { HorseStore } from './horses/horse-store.js';
import { MediaEntity } from './horses/media.entity.js';
import { ListHorsesHandler } from './list-horses/list-horses.handler.js';
import { CreateHorses1763856000000 } from './migrations/1763856000000-create-horses.js';
import { KeepHorseHealth1764100000000 } from './migrations/1764100000000-keep-horse-health.js';
import { VersionHorses1764500000000 } from './migrations/1764500000000-version-horses.js';
import { NameHorseHealthConsumer1767000000000 } from './migrations/1767000000000-name-horse-health-consumer.js';
import { CreateGallery1768000000000 } from './migrations/1768000000000-create-gallery.js';
import { RemoveMediaHandler } from './remove-media/remove-media.handler.js';
import { SetProfileImageHandler } from './set-profile-image/set-profile-image.handler.js';
import { UpdateHorseHandler } from './update-horse/update-horse.handler.js';
import { CareKindEntity, CareSettingsEntity } from './care-plan/care-plan.entities.js';
import { CarePlanHandlers } from './care-plan/care-plan.handlers.js';
import { CarePlans } from './care-plan/care-plans.js';
import { KeepCarePlan1768200000000 } from './migrations/1768200000000-keep-care-plan.js';
import { CountHorses1769500000000 } from './migrations/1769500000000-count-horses.js';

export const HORSES_ENTITIES = [HorseEntity, MediaEntity, OutboxEntity, MedicalRecordHealthEntity, InboxEntity, GalleryPictureEntity, CareSettingsEntity, CareKindEntity];
export const HORSES_MIGRATIONS = [
  CreateHorses1763856000000,
  KeepHorseHealth1764100000000,
  VersionHorses1764500000000,
  NameHorseHealthConsumer1767000000000,
  CreateGallery1768000000000,
  KeepCarePlan1768200000000,
  CountHorses1769500000000,
];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'horses', entities: HORSES_ENTITIES, migrations: HORSES_MIGRATIONS }),
    StorageModule,
    OutboxModule.forService('horses'),
    InboxModule.forService('horses'),
  ],
  controllers: [
    ListHorsesHandler,
    GetHorseHandler,
    CreateHorseHandler,
    HorsesFromArchiveHandler,
    UpdateHorseHandler,
    SetProfileImageHandler,
    AddMediaHandler,
    RemoveMediaHandler,
    GalleryHandlers,
    CareDatesHandler,
    CareDueHandler,
    CarePlanHandlers,
    deletedListHandler(DELETED_OPERATIONS.horses),
  ],
  providers: [HorseStore, MediaIngest, HealthClock, CarePlans, HorseHealth, KeepHealthWhenMedicalRecordChanged, HealthSweep],
})
export class HorsesModule {}
