import { Module } from '@nestjs/common';
import { CONFIG, type Config, type JsonLogger, LOGGER } from '@remuda/service-kit';
import { LiveRemoteRegistry } from './remote-registry.js';
import { RemotesController } from './remotes.controller.js';

/** The remote registry: served at /api/remotes, and read by the pages' content security policy (start-gateway). */
@Module({
  controllers: [RemotesController],
  providers: [
    {
      provide: LiveRemoteRegistry,
      inject: [CONFIG, LOGGER],
      useFactory: (config: Config, logger: JsonLogger) => new LiveRemoteRegistry(config, logger.child({ component: 'remote-registry' })),
    },
  ],
  exports: [LiveRemoteRegistry],
})
export class RemotesModule {}
