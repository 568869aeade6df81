import { Global, Inject, Injectable, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CONFIG, type Config, HealthRegistry, type JsonLogger, LOGGER } from '@remuda/service-kit';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import { RateLimitStore } from './rate-limit-store.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

/** The store the configuration names: Redis when REDIS_URL is set, otherwise this process's memory. */
export function createRateLimitStore(config: Config, logger: JsonLogger): RateLimitStore {
  return config.sharedStore.kind === 'redis' ? new RedisRateLimitStore(config.sharedStore.url, logger) : new MemoryRateLimitStore();
}

@Injectable()
class RateLimitStoreLifecycle implements OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly store: RateLimitStore,
    private readonly health: HealthRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.store.open();
    this.unregister = this.health.register('rate-limit-store', () => this.store.check());
  }

  async onModuleDestroy(): Promise<void> {
    this.unregister?.();
    await this.store.close();
  }
}

/** Gives the gateway its rate-limit store (inject `RateLimitStore`) and checks it for readiness. */
@Global()
@Module({
  providers: [{ provide: RateLimitStore, inject: [CONFIG, LOGGER], useFactory: createRateLimitStore }, RateLimitStoreLifecycle],
  exports: [RateLimitStore],
})
export class RateLimitModule {}
