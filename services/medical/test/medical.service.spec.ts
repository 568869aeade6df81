import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type EventEnvelope, HORSE_OPERATIONS, MEDICAL_EVENTS, MEDICAL_OPERATIONS, type OperationRequest } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { JsonLogger, OutboxEntity, type RunningTarget, startService } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { describeMigrations, describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { MEDICAL_ENTITIES, MEDICAL_MIGRATIONS, MedicalRecordEntity, medicalService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
const admin = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' as const };
const P = MEDICAL_OPERATIONS;

function record(horseId: string, date: string, createdAt: string, description: string): MedicalRecordEntity {
  return Object.assign(new MedicalRecordEntity(), {
    id: randomUUID(), horseId, date, description, vet: 'Dr. Vega', notes: '', weight: 1000, heightTenths: 152,
    wormed: false, trimmed: true, coggins: false, yearlyVaccines: false, createdAt, updatedAt: createdAt,
  });
}

await describeOnEachDatabase('the medical service', (database) => {
  // The horses service answers for horses the medical service has not heard of (here: none it has).
  let horses: RunningTarget;
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  const dusty = randomUUID();
  const pepper = randomUUID();
  const willow = randomUUID();
  const ghost = randomUUID();
  const stranger = randomUUID();

  beforeAll(async () => {
    const config = testConfig(database());
    horses = await startService(horsesService, config, new JsonLogger({}, 'error'));
    service = await startService(medicalService, config, new JsonLogger({}, 'error'));
    harness = messageHarness(config);
    await harness.connect();
    const dataSource = service.app.get(DataSource);
    const asOf = '2025-01-01T00:00:00.000Z';
    await dataSource.getRepository(KnownHorseEntity).insert([
      { id: dusty, name: 'Dusty', deceased: false, asOf },
      { id: pepper, name: 'Pepper Jack', deceased: false, asOf },
      { id: willow, name: 'Willow', deceased: false, asOf },
      { id: ghost, name: 'Ghost', deceased: true, asOf },
    ]);
    // Written out of date order, so only the service's ordering can put them newest first. `stranger` is a
    // horse the service has not heard of.
    await dataSource.getRepository(MedicalRecordEntity).insert([
      record(dusty, '2025-03-01', '2025-03-01T09:00:00.000Z', 'spring shots'),
      record(pepper, '2025-04-10', '2025-04-10T09:00:00.000Z', 'pepper trim'),
      record(dusty, '2025-05-20', '2025-05-20T08:00:00.000Z', 'early check'),
      record(dusty, '2025-05-20', '2025-05-20T15:00:00.000Z', 'late check'),
      record(dusty, '2024-12-24', '2024-12-24T09:00:00.000Z', 'winter worming'),
      { ...record(stranger, '2024-06-01', '2024-06-01T09:00:00.000Z', 'hoof_abscess'), vet: 'Dr. Okafor', notes: 'Took 100% of the dose' },
    ]);
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
    await horses?.close();
  });

  const descriptions = async (query: OperationRequest<typeof P.list>) => (await harness.send(P.list, query, reader)).items.map((r) => r.description);

  it('lists one horse’s records newest first, the later of one day first', async () => {
    const page = await harness.send(P.list, { horseId: dusty }, reader);
    expect(page.items.map((r) => r.description)).toEqual(['late check', 'early check', 'spring shots', 'winter worming']);
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ horseId: dusty, horseName: 'Dusty', height: 15.2, weight: 1000, trimmed: true, yearly_vaccines: false });
  });

  it('lists every horse’s records newest first without a horse, each with its horse’s name (null when unknown)', async () => {
    const page = await harness.send(P.list, {}, reader);
    expect(page.items.map((r) => r.description)).toEqual(['late check', 'early check', 'pepper trim', 'spring shots', 'winter worming', 'hoof_abscess']);
    expect(page.items.map((r) => r.horseName)).toEqual(['Dusty', 'Dusty', 'Pepper Jack', 'Dusty', 'Dusty', null]);
    expect(page.total).toBe(6);
    expect(await harness.send(P.list, { horseId: randomUUID() }, reader)).toEqual({ items: [], total: 0 });
  });

  it('searches the horse’s name, description, vet and notes, any capitals, % and _ taken literally', async () => {
    expect(await descriptions({ q: 'PEPPER j' })).toEqual(['pepper trim']);
    expect(await descriptions({ q: 'dusty' })).toEqual(['late check', 'early check', 'spring shots', 'winter worming']);
    expect(await descriptions({ q: 'Check' })).toEqual(['late check', 'early check']);
    expect(await descriptions({ q: 'okafor' })).toEqual(['hoof_abscess']);
    expect(await descriptions({ q: 'of the DOSE' })).toEqual(['hoof_abscess']);
    expect(await descriptions({ q: '%' })).toEqual(['hoof_abscess']);
    expect(await descriptions({ q: '_' })).toEqual(['hoof_abscess']);
    expect(await descriptions({ q: 'check', horseId: pepper })).toEqual([]);
    expect(await descriptions({ q: 'vega', horseId: pepper })).toEqual(['pepper trim']);
    expect(await descriptions({ q: '   ' })).toHaveLength(6);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    expect(await harness.send(P.list, { limit: 2 }, reader)).toMatchObject({ total: 6, items: [{ description: 'late check' }, { description: 'early check' }] });
    expect(await harness.send(P.list, { limit: 2, offset: 2 }, reader)).toMatchObject({ total: 6, items: [{ description: 'pepper trim' }, { description: 'spring shots' }] });
    expect(await harness.send(P.list, { horseId: dusty, limit: 3, offset: 3 }, reader)).toMatchObject({ total: 4, items: [{ description: 'winter worming' }] });
    expect(await harness.send(P.list, { q: 'check', offset: 5 }, reader)).toEqual({ total: 2, items: [] });
    expect((await harness.failure(P.list, { limit: 0 }, reader)).errors).toEqual([{ field: 'limit', message: 'Limit must be between 1 and 500' }]);
  });

  it('keeps the search and the total of every record up to date as records are written', async () => {
    const total = async (query: OperationRequest<typeof P.list>) => (await harness.send(P.list, { ...query, limit: 1 }, reader)).total;
    const before = await total({});
    const made = await harness.send(P.create, { horseId: willow, date: '2025-06-01', description: 'Float', vet: 'Dr. Zanzibar', notes: 'Sharp "points" filed' }, trainer);
    expect(await total({})).toBe(before + 1);
    expect(await descriptions({ q: 'ZANZIB' })).toEqual(['Float']);
    expect(await descriptions({ q: '"points"' })).toEqual(['Float']);
    await harness.send(P.update, { id: made.id, record: { horseId: willow, date: '2025-06-01', description: 'Float', vet: 'Dr. Quokka' } }, trainer);
    expect(await descriptions({ q: 'zanzibar' })).toEqual([]);
    expect(await descriptions({ q: 'quokka' })).toEqual(['Float']);
    expect(await total({ q: 'quokka' })).toBe(1);
    await harness.send(P.remove, { id: made.id }, trainer);
    expect(await descriptions({ q: 'quokka' })).toEqual([]);
    expect(await total({})).toBe(before);
    expect(await total({ horseId: dusty })).toBe(4);
    expect(await total({ q: 'check' })).toBe(2);
  });

  it('is for signed-in users only, and checks the horse id', async () => {
    expect((await harness.failure(P.list, { horseId: dusty }, null)).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(P.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
    expect((await harness.failure(P.get, { id: randomUUID() }, null)).code).toBe('UNAUTHENTICATED');
  });

  it('creates, reads, replaces and deletes a record, rounding weight to pounds and height to tenths of a hand', async () => {
    const made = await harness.send(P.create, { horseId: willow, date: '2025-06-01', description: ' First visit ', vet: 'Dr. Vega', weight: 1000.6, height: 15.24, wormed: true }, trainer);
    expect(made).toMatchObject({
      horseId: willow, horseName: 'Willow', date: '2025-06-01', description: 'First visit', vet: 'Dr. Vega', notes: '', weight: 1001, height: 15.2,
      wormed: true, trimmed: false, coggins: false, yearly_vaccines: false,
    });
    expect(made.createdAt).toBe(made.updatedAt);
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(made);
    const stored = await service.app.get(DataSource).getRepository(MedicalRecordEntity).findOneByOrFail({ id: made.id });
    expect(stored).toMatchObject({ weight: 1001, heightTenths: 152 });

    const replaced = await harness.send(P.update, { id: made.id, record: { horseId: pepper, date: '2025-06-02', description: 'Moved', weight: '', height: '14.3', coggins: true } }, trainer);
    expect(replaced).toMatchObject({ id: made.id, horseId: pepper, horseName: 'Pepper Jack', date: '2025-06-02', description: 'Moved', vet: '', weight: null, height: 14.3, wormed: false, coggins: true, createdAt: made.createdAt });
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(replaced);
    expect(await descriptions({ horseId: willow })).toEqual([]);
    expect((await descriptions({ horseId: pepper }))[0]).toBe('Moved');

    expect(await harness.send(P.remove, { id: made.id }, trainer)).toEqual({ ok: true });
    expect((await harness.failure(P.get, { id: made.id }, reader)).message).toBe('Medical record not found.');
    expect(await descriptions({ horseId: pepper })).toEqual(['pepper trim']);

    const events = (await service.app.get(DataSource).getRepository(OutboxEntity).findBy({ aggregateId: made.id })).map((r) => JSON.parse(r.envelope) as EventEnvelope);
    const byType = (type: string) => events.filter((e) => e.type === type);
    expect(events).toHaveLength(3);
    expect(byType(MEDICAL_EVENTS.created.type).map((e) => e.data)).toEqual([made]);
    expect(byType(MEDICAL_EVENTS.updated.type).map((e) => e.data)).toEqual([replaced]);
    expect(byType(MEDICAL_EVENTS.deleted.type).map((e) => e.data)).toEqual([{ id: made.id, horseId: pepper }]);
    expect(events.every((e) => e.aggregateId === made.id && e.actor?.role === 'TRAINER' && e.version === 1)).toBe(true);
  });

  it('versions a record: 1 when recorded, one more with each change; a change on an older version is refused with the record as it is now', async () => {
    const fields = { horseId: willow, date: '2025-07-01', description: 'Versioned visit' };
    const made = await harness.send(P.create, fields, trainer);
    expect(made.version).toBe(1);
    const mine = await harness.send(P.update, { id: made.id, record: { ...fields, vet: 'Dr. Vega', version: 1 } }, trainer);
    expect(mine).toMatchObject({ vet: 'Dr. Vega', version: 2 });
    // Without a version the last write wins, as for clients that send none.
    const theirs = await harness.send(P.update, { id: made.id, record: { ...fields, vet: 'Dr. Okafor' } }, admin);
    expect(theirs).toMatchObject({ vet: 'Dr. Okafor', version: 3 });
    const stale = await harness.failure(P.update, { id: made.id, record: { ...fields, notes: 'Mine', version: 2 } }, trainer);
    expect(stale).toMatchObject({ code: 'CONFLICT', message: 'This medical record was changed by someone else since you opened it.', current: theirs });
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(theirs);
    // The refused change told no one of anything.
    const updates = await service.app.get(DataSource).getRepository(OutboxEntity).countBy({ aggregateId: made.id, type: MEDICAL_EVENTS.updated.type });
    expect(updates).toBe(2);
  });

  it('refuses to delete a record changed since the version the client read, and deletes it on the current one', async () => {
    const fields = { horseId: willow, date: '2025-07-03', description: 'Visit to delete' };
    const made = await harness.send(P.create, fields, trainer);
    const theirs = await harness.send(P.update, { id: made.id, record: { ...fields, vet: 'Dr. Okafor' } }, admin);
    const stale = await harness.failure(P.remove, { id: made.id, version: 1 }, trainer);
    expect(stale).toMatchObject({ code: 'CONFLICT', message: 'This medical record was changed by someone else since you opened it.', current: theirs });
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(theirs);
    const deletes = () => service.app.get(DataSource).getRepository(OutboxEntity).countBy({ aggregateId: made.id, type: MEDICAL_EVENTS.deleted.type });
    expect(await deletes()).toBe(0);
    expect(await harness.send(P.remove, { id: made.id, version: 2 }, trainer)).toEqual({ ok: true });
    expect(await harness.failure(P.get, { id: made.id }, reader)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await deletes()).toBe(1);
  });

  it('lets only one of two changes made on the same version through', async () => {
    const fields = { horseId: willow, date: '2025-07-02', description: 'Contested visit', version: 1 };
    const made = await harness.send(P.create, fields, trainer);
    const results = await Promise.allSettled(['Dr. Vega', 'Dr. Okafor'].map((vet) => harness.send(P.update, { id: made.id, record: { ...fields, vet } }, trainer)));
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.version).toBe(2);
    expect(lost).toEqual([expect.objectContaining({ code: 'CONFLICT', current: won[0] })]);
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(won[0]);
  });

  it('answers NOT_FOUND for records that do not exist', async () => {
    const nobody = randomUUID();
    const fields = { horseId: dusty, date: '2025-06-01', description: 'x' };
    for (const failure of [
      await harness.failure(P.get, { id: nobody }, reader),
      await harness.failure(P.update, { id: nobody, record: fields }, trainer),
      await harness.failure(P.remove, { id: nobody }, trainer),
    ]) {
      expect(failure).toMatchObject({ code: 'NOT_FOUND', message: 'Medical record not found.' });
    }
  });

  it('refuses records for a horse it has not heard of, or a deceased one, writing nothing', async () => {
    const fields = { date: '2025-06-01', description: 'visit' };
    const before = await service.app.get(DataSource).getRepository(OutboxEntity).count();
    expect((await harness.failure(P.create, { ...fields, horseId: stranger }, trainer)).toServiceError()).toEqual({
      code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', errors: [{ field: 'horseId', message: 'Unknown horse' }],
    });
    expect((await harness.failure(P.create, { ...fields, horseId: ghost }, trainer)).errors).toEqual([
      { field: 'horseId', message: 'This horse is deceased; its records can no longer change' },
    ]);
    const kept = await harness.send(P.create, { ...fields, horseId: dusty }, trainer);
    expect((await harness.failure(P.update, { id: kept.id, record: { ...fields, horseId: ghost } }, trainer)).errors).toEqual([
      { field: 'horseId', message: 'This horse is deceased; its records can no longer change' },
    ]);
    expect((await harness.failure(P.update, { id: kept.id, record: { ...fields, horseId: stranger } }, trainer)).errors).toEqual([{ field: 'horseId', message: 'Unknown horse' }]);
    expect(await harness.send(P.get, { id: kept.id }, reader)).toEqual(kept);
    expect(await service.app.get(DataSource).getRepository(OutboxEntity).count()).toBe(before + 1);
    await harness.send(P.remove, { id: kept.id }, trainer);
  });

  it('checks the fields with the spec’s messages', async () => {
    expect((await harness.failure(P.create, {}, trainer)).errors).toEqual([
      { field: 'horseId', message: 'Horse is required' },
      { field: 'date', message: 'Date is required' },
      { field: 'description', message: 'Description is required' },
    ]);
    expect((await harness.failure(P.create, { horseId: '', date: ' ', description: '  ' }, trainer)).errors).toEqual([
      { field: 'horseId', message: 'Horse is required' },
      { field: 'date', message: 'Date is required' },
      { field: 'description', message: 'Description is required' },
    ]);
    const valid = { horseId: dusty, description: 'visit' };
    const dateError = async (date: string) => (await harness.failure(P.create, { ...valid, date }, trainer)).errors;
    expect(await dateError('2025-02-30')).toEqual([{ field: 'date', message: 'Date must be a real calendar date' }]);
    expect(await dateError('3/4/2025')).toEqual([{ field: 'date', message: 'Date must be a date (YYYY-MM-DD)' }]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await dateError(tomorrow)).toEqual([{ field: 'date', message: 'Date cannot be in the future' }]);
    const measured = { ...valid, date: '2025-01-01' };
    expect((await harness.failure(P.create, { ...measured, weight: -5, height: 'tall' }, trainer)).errors).toEqual([
      { field: 'weight', message: 'Weight cannot be negative' },
      { field: 'height', message: 'Height must be a number' },
    ]);
    const existing = (await harness.send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
    expect((await harness.failure(P.update, { id: existing.id, record: { ...measured, description: '' } }, trainer)).errors).toEqual([
      { field: 'record.description', message: 'Description is required' },
    ]);
  });

  it('refuses writes to plain users and visitors itself, before reading the data', async () => {
    const existing = (await harness.send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
    const fields = { horseId: dusty, date: '2025-06-01', description: 'sneaky' };
    expect((await harness.failure(P.create, fields, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.create, {}, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.update, { id: existing.id, record: fields }, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.remove, { id: existing.id }, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.remove, { id: existing.id }, null)).code).toBe('UNAUTHENTICATED');
    expect(await harness.send(P.get, { id: existing.id }, reader)).toEqual(existing);
    expect((await harness.send(P.create, fields, admin)).horseName).toBe('Dusty');
  });
});

await describeMigrations('medical', MEDICAL_ENTITIES, MEDICAL_MIGRATIONS);

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
      const nameOnRecord = async () => (await harness.send(P.list, { horseId: dusty.id }, reader)).items[0]!.horseName;
      await waitFor(async () => (await nameOnRecord()) === 'Dusty');
      await harness.send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare' } }, trainer);
      await waitFor(async () => (await nameOnRecord()) === 'Dusty Rose');
      expect(await medical.app.get(DataSource).getRepository(KnownHorseEntity).findOneByOrFail({ id: dusty.id })).toMatchObject({ name: 'Dusty Rose', deceased: false });

      // A horse the service has heard of takes records; once it hears the horse has died, no more.
      const visit = { horseId: dusty.id, date: '2025-06-01', description: 'annual check' };
      expect(await harness.send(P.create, visit, trainer)).toMatchObject({ horseName: 'Dusty Rose' });
      await harness.send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare', deceased: true, deceased_date: '2025-06-02' } }, trainer);
      await waitFor(async () => (await medical.app.get(DataSource).getRepository(KnownHorseEntity).findOneByOrFail({ id: dusty.id })).deceased);
      expect((await harness.failure(P.create, visit, trainer)).errors).toEqual([{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }]);

      // A horse whose events have not reached the service (here: forgotten) is asked of the horses service.
      const pepper = await harness.send(HORSE_OPERATIONS.create, { name: 'Pepper', sex: 'mare' }, trainer);
      const known = medical.app.get(DataSource).getRepository(KnownHorseEntity);
      await waitFor(async () => known.existsBy({ id: pepper.id }));
      await known.delete({ id: pepper.id });
      expect(await harness.send(P.create, { ...visit, horseId: pepper.id }, trainer)).toMatchObject({ horseName: 'Pepper' });
      expect(await known.findOneByOrFail({ id: pepper.id })).toMatchObject({ name: 'Pepper', deceased: false });
      // One the horses service does not have either stays unknown.
      expect((await harness.failure(P.create, { ...visit, horseId: randomUUID() }, trainer)).errors).toEqual([{ field: 'horseId', message: 'Unknown horse' }]);
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
