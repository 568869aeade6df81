import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { HORSE_OPERATIONS, MEDICAL_OPERATIONS } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { JsonLogger, type RunningTarget, startService } from '@remuda/service-kit';
import { createTestDatabase, describeWhen, messageHarness, postgresAvailable, testConfig, migrationDrift } from '@remuda/service-kit/testing';
import { KnownHorseEntity } from '../src/horse-directory/known-horse.entity.js';
import { MEDICAL_ENTITIES, MEDICAL_MIGRATIONS, MedicalRecordEntity, medicalService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
const P = MEDICAL_OPERATIONS;

function record(horseId: string, date: string, createdAt: string, description: string): MedicalRecordEntity {
  return Object.assign(new MedicalRecordEntity(), {
    id: randomUUID(), horseId, date, description, vet: 'Dr. Vega', notes: '', weight: 1000, heightTenths: 152,
    wormed: false, trimmed: true, coggins: false, yearlyVaccines: false, createdAt, updatedAt: createdAt,
  });
}

function suite(name: string, makeEnv: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>) {
  describe(name, () => {
    let service: RunningTarget;
    let harness: ReturnType<typeof messageHarness>;
    let cleanup: () => Promise<void>;
    const dusty = randomUUID();
    const pepper = randomUUID();

    beforeAll(async () => {
      const made = await makeEnv();
      cleanup = made.cleanup;
      const config = testConfig(made.env);
      service = await startService(medicalService, config, new JsonLogger({}, 'error'));
      harness = messageHarness(config);
      await harness.connect();
      // Written out of date order, so only the service's ordering can put them newest first.
      await service.app.get(DataSource).getRepository(MedicalRecordEntity).insert([
        record(dusty, '2025-03-01', '2025-03-01T09:00:00.000Z', 'spring shots'),
        record(pepper, '2025-04-10', '2025-04-10T09:00:00.000Z', 'pepper trim'),
        record(dusty, '2025-05-20', '2025-05-20T08:00:00.000Z', 'early check'),
        record(dusty, '2025-05-20', '2025-05-20T15:00:00.000Z', 'late check'),
        record(dusty, '2024-12-24', '2024-12-24T09:00:00.000Z', 'winter worming'),
      ]);
    });
    afterAll(async () => {
      await harness?.close();
      await service?.close();
      await cleanup?.();
    });

    it('lists one horse’s records newest first, the later of one day first', async () => {
      const rows = await harness.send(P.list, { horseId: dusty }, reader);
      expect(rows.map((r) => r.description)).toEqual(['late check', 'early check', 'spring shots', 'winter worming']);
      expect(rows[0]).toMatchObject({ horseId: dusty, height: 15.2, weight: 1000, trimmed: true, yearly_vaccines: false });
    });

    it('lists every horse’s records newest first without a horse', async () => {
      const rows = await harness.send(P.list, {}, reader);
      expect(rows.map((r) => r.description)).toEqual(['late check', 'early check', 'pepper trim', 'spring shots', 'winter worming']);
      expect(await harness.send(P.list, { horseId: randomUUID() }, reader)).toEqual([]);
    });

    it('is for signed-in users only, and checks the horse id', async () => {
      expect((await harness.failure(P.list, { horseId: dusty }, null)).code).toBe('UNAUTHENTICATED');
      expect((await harness.failure(P.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
    });
  });
}

suite('the medical service on SQLite', async () => ({ env: {}, cleanup: async () => {} }));

const pg = await postgresAvailable();
describeWhen(pg, 'PostgreSQL', 'the medical service on PostgreSQL', () => {
  suite('(schema medical)', async () => {
    const db = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: db.drop };
  });
});

describe('medical migrations', () => {
  it('build on SQLite exactly the schema the entities describe', async () => {
    const dir = testConfig().dataDir;
    expect(await migrationDrift({ type: 'better-sqlite3', database: `${dir}/medical.sqlite`, entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS })).toEqual([]);
  });
});

describeWhen(pg, 'PostgreSQL', 'medical migrations on PostgreSQL', () => {
  it('build exactly the schema the entities describe', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrationDrift({ type: 'postgres', url: db.url, schema: 'medical', entities: MEDICAL_ENTITIES, migrations: MEDICAL_MIGRATIONS })).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});

describe('the medical service’s view of the herd', () => {
  it('learns each horse’s name from the horses service’s events, and follows a rename', async () => {
    const config = testConfig();
    const logger = new JsonLogger({}, 'error');
    const horses = await startService(horsesService, config, logger);
    const medical = await startService(medicalService, config, logger);
    const harness = messageHarness(config);
    await harness.connect();
    try {
      const dusty = await harness.send(HORSE_OPERATIONS.create, { name: 'Dusty', sex: 'gelding' }, trainer);
      await medical.app.get(DataSource).getRepository(MedicalRecordEntity).insert(record(dusty.id, '2025-05-01', '2025-05-01T09:00:00.000Z', 'check'));
      const nameOnRecord = async () => (await harness.send(P.list, { horseId: dusty.id }, reader))[0]!.horseName;
      await waitFor(async () => (await nameOnRecord()) === 'Dusty');
      await harness.send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare' } }, trainer);
      await waitFor(async () => (await nameOnRecord()) === 'Dusty Rose');
      const known = await medical.app.get(DataSource).getRepository(KnownHorseEntity).findOneByOrFail({ id: dusty.id });
      expect(known).toMatchObject({ name: 'Dusty Rose', deceased: false });
    } finally {
      await harness.close();
      await medical.close();
      await horses.close();
    }
  }, 30_000);
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
