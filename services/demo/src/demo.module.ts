import { Module } from '@nestjs/common';
import { MessagingModule, StorageModule } from '@remuda/service-kit';
import { DemoHerdSeeder } from './seed-demo-herd.js';

/** Demo data for an empty platform, made through the services' operations (never their tables). */
@Module({
  imports: [MessagingModule, StorageModule],
  providers: [DemoHerdSeeder],
})
export class DemoModule {}
