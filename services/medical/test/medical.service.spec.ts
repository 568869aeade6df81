import { MEDICAL_PATTERNS } from '@remuda/contracts';
import { JsonLogger, startService } from '@remuda/service-kit';
import { createTestDatabase, describeWhen, messageHarness, postgresAvailable, testConfig, migrationDrift } from '@remuda/service-kit/testing';
import { MEDICAL_ENTITIES, MEDICAL_MIGRATIONS, medicalService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };

describe('the medical service', () => {
  it('answers its list, empty until records are written, and checks the horse id', async () => {
    const config = testConfig();
    const service = await startService(medicalService, config, new JsonLogger({}, 'error'));
    const harness = messageHarness(config);
    await harness.connect();
    try {
      expect(await harness.send(MEDICAL_PATTERNS.list, { horseId: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11' }, reader)).toEqual([]);
      expect(await harness.send(MEDICAL_PATTERNS.list, {}, reader)).toEqual([]);
      expect((await harness.failure(MEDICAL_PATTERNS.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
    } finally {
      await harness.close();
      await service.close();
    }
  });
});


describe('medical migrations', () => {
  it('build on SQLite exactly the schema the entities describe', async () => {
    const dir = testConfig().dataDir;
    expect(await migrationDrift({ type: 'better-sqlite3', database: `${dir}/medical.sqlite`, entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS })).toEqual([]);
  });
});

describeWhen(await postgresAvailable(), 'PostgreSQL', 'medical migrations on PostgreSQL', () => {
  it('build exactly the schema the entities describe', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrationDrift({ type: 'postgres', url: db.url, schema: 'medical', entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS })).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
