import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import {
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, EntityManager } from 'typeorm';
import type { Config } from '../config/config.js';
import { HealthRegistry } from '../health/health-registry.js';
import { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity.js';
import { KeepIdempotencyKeys1766000000000 } from '../idempotency/idempotency-keys.migration.js';
import { DeletedItemEntity } from '../deleted/deleted-item.entity.js';
import { KeepRecentlyDeleted1769000000000 } from '../deleted/recently-deleted.migration.js';
import { CONFIG } from '../kit.tokens.js';
import { gateSqliteTransactions } from './sqlite-gate.js';

export interface ServiceDatabase {
  /** The owning service; names the SQLite file or the PostgreSQL schema. */
  service: string;
  entities: Function[];
  migrations: Function[];
}

/**
 * The tables the kit keeps in every service's database, beside the service's own: entities and the migrations
 * that make them (a service's migration history names them like its own).
 */
export const KIT_ENTITIES: Function[] = [IdempotencyKeyEntity, DeletedItemEntity];
export const KIT_MIGRATIONS: Function[] = [KeepIdempotencyKeys1766000000000, KeepRecentlyDeleted1769000000000];

/**
 * Where a service's data lives: one SQLite file per service in the data directory (embedded default), or one
 * PostgreSQL schema per service (distributed). `synchronize` is never on: the schema is what the migrations make.
 */
export function dataSourceOptions(config: Config, db: ServiceDatabase): DataSourceOptions {
  const common = {
    entities: [...db.entities, ...KIT_ENTITIES],
    migrations: [...db.migrations, ...KIT_MIGRATIONS],
    synchronize: false as const,
    migrationsRun: false as const,
  };
  if (config.database.kind === 'postgres') {
    return {
      type: 'postgres',
      url: config.database.url,
      schema: db.service,
      applicationName: `remuda-${db.service}`,
      // The search path lets hand-written SQL name tables the same way on PostgreSQL as on SQLite.
      extra: { max: config.database.pool, connectionTimeoutMillis: 5000, options: `-c search_path=${db.service}` },
      ...common,
    };
  }
  // The data is its owner's alone: the folder and the file are made for the owner only (SQLite gives its -wal and
  // -shm files the database file's permissions).
  mkdirSync(config.database.dir, { recursive: true, mode: 0o700 });
  const file = path.join(config.database.dir, `${db.service}.sqlite`);
  closeSync(openSync(file, 'a', 0o600));
  return {
    type: 'better-sqlite3',
    database: file,
    enableWAL: true,
    timeout: 5000,
    ...common,
  };
}

/**
 * Runs `work` while holding a lock named `name` across every replica sharing the database (a PostgreSQL
 * advisory lock), so start-up chores such as migrations and demo data happen once. SQLite belongs to one
 * process, which needs no lock.
 */
export async function withStartupLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'postgres') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * Runs `work` unless another replica sharing the database holds the lock named `name` (a PostgreSQL advisory
 * lock, not waited for): chores every replica attempts but one at a time need do. Answers null when skipped.
 * SQLite belongs to one process, which needs no lock.
 */
export async function unlessAnotherReplicaIs<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T | null> {
  if (dataSource.options.type !== 'postgres') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])) as Array<{ locked: boolean }>;
    if (!locked) return null;
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await runner.release();
  }
}

/** Opens the database and brings its schema up to date; replicas starting together take turns. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    await withStartupLock(dataSource, `remuda-migrations:${String(options.type === 'postgres' ? options.schema : '')}`, async () => {
      if (options.type === 'postgres') await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      await dataSource.runMigrations({ transaction: 'each' });
    });
    if (options.type !== 'postgres') gateSqliteTransactions(dataSource);
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
  return dataSource;
}

/** Reports the database in the readiness check, and closes it once the application has shut down. */
@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private unregister?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly health: HealthRegistry,
    @Inject('REMUDA_DATABASE_SERVICE') private readonly service: string,
  ) {}

  onModuleInit(): void {
    this.unregister = this.health.register(`${this.service}.database`, async () => {
      await this.dataSource.query('SELECT 1');
    });
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * A service's database: its `DataSource`, `EntityManager` and a repository per entity (`@InjectRepository`).
 * Each service application owns exactly one, so no data source names are needed, even when every service
 * shares one process.
 */
@Module({})
export class DatabaseModule {
  static forService(db: ServiceDatabase): DynamicModule {
    const data: Provider[] = [
      { provide: DataSource, inject: [CONFIG], useFactory: (config: Config) => openDatabase(dataSourceOptions(config, db)) },
      { provide: EntityManager, inject: [DataSource], useFactory: (dataSource: DataSource) => dataSource.manager },
      ...db.entities.map((entity) => ({
        provide: getRepositoryToken(entity),
        inject: [DataSource],
        useFactory: (dataSource: DataSource) => dataSource.getRepository(entity),
      })),
    ];
    return {
      module: DatabaseModule,
      global: true, // the service's other modules (outbox, health) use the same database
      providers: [...data, { provide: 'REMUDA_DATABASE_SERVICE', useValue: db.service }, DatabaseLifecycle],
      exports: data,
    };
  }
}
