import { Global, Module, type OnModuleDestroy, type OnModuleInit, Inject, Injectable } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { HealthRegistry } from '../health/health-registry.js';
import { CONFIG, OBJECT_STORE } from '../kit.tokens.js';
import { DiskObjectStore } from './disk-object-store.js';
import type { ObjectStore } from './object-store.js';
import { S3ObjectStore } from './s3-object-store.js';

/** The object store the configuration names: S3 when S3_ENDPOINT is set, otherwise the data directory. */
export function createObjectStore(config: Config): ObjectStore {
  return config.storage.kind === 's3' ? new S3ObjectStore(config.storage) : new DiskObjectStore(config.storage.dir);
}

@Injectable()
class StorageHealth implements OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly health: HealthRegistry,
  ) {}

  onModuleInit(): void {
    this.unregister = this.health.register('object-store', () => this.store.check());
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }
}

/** Gives a process the media object store (`@Inject(OBJECT_STORE)`) and checks it for readiness. */
@Global()
@Module({
  providers: [{ provide: OBJECT_STORE, inject: [CONFIG], useFactory: createObjectStore }, StorageHealth],
  exports: [OBJECT_STORE],
})
export class StorageModule {}
