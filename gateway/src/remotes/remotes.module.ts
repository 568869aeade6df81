import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config, type JsonLogger, LOGGER } from '@remuda/service-kit';
import { CanaryJudge, type CanaryStore, createCanaryStore } from './canaries.js';
import { LiveRemoteRegistry } from './remote-registry.js';
import { RemotesController } from './remotes.controller.js';

const CANARY_STORE = 'remuda.canary-store';

class CanaryStoreLifecycle implements OnModuleDestroy {
  constructor(@Inject(CANARY_STORE) private readonly store: CanaryStore) {}

  onModuleDestroy(): Promise<void> {
    return this.store.close();
  }
}

/**
 * The remote registry: served at /api/remotes (without the canaries rolled back), read by the pages' content
 * security policy (start-gateway) and by the public pages drawn on the server, and told by browsers how each
 * remote's releases fare.
 */
@Module({
  controllers: [RemotesController],
  providers: [
    {
      provide: LiveRemoteRegistry,
      inject: [CONFIG, LOGGER],
      useFactory: (config: Config, logger: JsonLogger) => new LiveRemoteRegistry(config, logger.child({ component: 'remote-registry' })),
    },
    { provide: CANARY_STORE, inject: [CONFIG, LOGGER], useFactory: createCanaryStore },
    {
      provide: CanaryJudge,
      inject: [LiveRemoteRegistry, CANARY_STORE, LOGGER],
      useFactory: (registry: LiveRemoteRegistry, store: CanaryStore, logger: JsonLogger) => new CanaryJudge(registry, store, logger.child({ component: 'canaries' })),
    },
    CanaryStoreLifecycle,
  ],
  exports: [LiveRemoteRegistry, CanaryJudge],
})
export class RemotesModule {}
