import { Module } from '@nestjs/common';
import { HorseDirectory } from './horse-directory.js';
import { RememberHorseWhenHorseChanged } from './remember-horse-when-horse-changed.handler.js';

/**
 * A service's own view of the herd (`known_horses`), kept from horse events by a durable consumer, with
 * `HorseDirectory` to make sure of a horse before a write. The service also imports `InboxModule.forService`,
 * lists `KnownHorseEntity` and `InboxEntity` among its entities, and creates both tables in its migrations.
 */
@Module({
  providers: [HorseDirectory, RememberHorseWhenHorseChanged],
  exports: [HorseDirectory],
})
export class KnownHorsesModule {}
