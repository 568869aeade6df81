import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RIDING_OPERATIONS } from '@remuda/contracts';
import { JsonLogger, type RunningTarget, startService } from '@remuda/service-kit';
import { describeMigrations, describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { RIDING_ENTITIES, RIDING_MIGRATIONS, RidingLogEntity, ridingService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };
const P = RIDING_OPERATIONS;

const ride = (horseId: string, date: string, createdAt: string, notes: string) =>
  Object.assign(new RidingLogEntity(), { id: randomUUID(), horseId, date, notes, createdAt, updatedAt: createdAt });

await describeOnEachDatabase('the riding service', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  const dusty = randomUUID();
  const pepper = randomUUID();

  beforeAll(async () => {
    const config = testConfig(database());
    service = await startService(ridingService, config, new JsonLogger({}, 'error'));
    harness = messageHarness(config);
    await harness.connect();
    // Written out of date order, so only the service's ordering can put them newest first.
    await service.app.get(DataSource).getRepository(RidingLogEntity).insert([
      ride(dusty, '2025-03-01', '2025-03-01T09:00:00.000Z', 'creek crossing'),
      ride(pepper, '2025-04-10', '2025-04-10T09:00:00.000Z', 'pepper arena'),
      ride(dusty, '2025-05-20', '2025-05-20T08:00:00.000Z', 'morning trail'),
      ride(dusty, '2025-05-20', '2025-05-20T15:00:00.000Z', 'evening lope'),
      ride(dusty, '2024-12-24', '2024-12-24T09:00:00.000Z', 'snow walk'),
    ]);
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
  });

  it('lists one horse’s rides newest first, the later of one day first', async () => {
    const rows = await harness.send(P.list, { horseId: dusty }, reader);
    expect(rows.map((r) => r.notes)).toEqual(['evening lope', 'morning trail', 'creek crossing', 'snow walk']);
    expect(rows.every((r) => r.horseId === dusty)).toBe(true);
  });

  it('lists every horse’s rides newest first without a horse, and is for signed-in users', async () => {
    const rows = await harness.send(P.list, {}, reader);
    expect(rows.map((r) => r.notes)).toEqual(['evening lope', 'morning trail', 'pepper arena', 'creek crossing', 'snow walk']);
    expect((await harness.failure(P.list, {}, null)).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(P.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
  });

  it('gives a horse page its rides, date and notes, newest first, to anyone', async () => {
    expect(await harness.send(P.listForHorse, { horseId: pepper }, null)).toEqual([
      { id: expect.any(String), date: '2025-04-10', notes: 'pepper arena' },
    ]);
    const dustys = await harness.send(P.listForHorse, { horseId: dusty }, null);
    expect(dustys.map((r) => r.notes)).toEqual(['evening lope', 'morning trail', 'creek crossing', 'snow walk']);
    expect(await harness.send(P.listForHorse, { horseId: randomUUID() }, null)).toEqual([]);
  });
});

await describeMigrations('riding', RIDING_ENTITIES, RIDING_MIGRATIONS);
