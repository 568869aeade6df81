import { RIDING_PATTERNS } from '@remuda/contracts';
import { JsonLogger, startService } from '@remuda/service-kit';
import { createTestDatabase, describeWhen, messageHarness, postgresAvailable, testConfig, migrationDrift } from '@remuda/service-kit/testing';
import { RIDING_ENTITIES, RIDING_MIGRATIONS, ridingService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };

describe('the riding service', () => {
  it('answers its list, empty until records are written, and checks the horse id', async () => {
    const config = testConfig();
    const service = await startService(ridingService, config, new JsonLogger({}, 'error'));
    const harness = messageHarness(config);
    await harness.connect();
    try {
      expect(await harness.send(RIDING_PATTERNS.list, { horseId: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11' }, reader)).toEqual([]);
      expect(await harness.send(RIDING_PATTERNS.list, {}, reader)).toEqual([]);
      expect((await harness.failure(RIDING_PATTERNS.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
    } finally {
      await harness.close();
      await service.close();
    }
  });
});


describe('riding migrations', () => {
  it('build on SQLite exactly the schema the entities describe', async () => {
    const dir = testConfig().dataDir;
    expect(await migrationDrift({ type: 'better-sqlite3', database: `${dir}/riding.sqlite`, entities: RIDING_ENTITIES, migrations: RIDING_MIGRATIONS })).toEqual([]);
  });
});

describeWhen(await postgresAvailable(), 'PostgreSQL', 'riding migrations on PostgreSQL', () => {
  it('build exactly the schema the entities describe', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrationDrift({ type: 'postgres', url: db.url, schema: 'riding', entities: RIDING_ENTITIES, migrations: RIDING_MIGRATIONS })).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
