import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type EventEnvelope, HORSE_OPERATIONS, type OperationRequest, RIDING_EVENTS, RIDING_OPERATIONS } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { InboxEntity, JsonLogger, OutboxEntity, type RunningTarget, startService } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { describeMigrations, describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { RIDING_ENTITIES, RIDING_MIGRATIONS, RidingLogEntity, ridingService } from '../src/index.js';

const reader = { id: 'u1', email: 'user@remuda.test', role: 'USER' as const };
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
const admin = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' as const };
const P = RIDING_OPERATIONS;

const ride = (horseId: string, date: string, createdAt: string, notes: string, rider = 'trainer@remuda.test') =>
  Object.assign(new RidingLogEntity(), { id: randomUUID(), horseId, date, notes, durationMinutes: 60, rider, type: 'trail', createdAt, updatedAt: createdAt });

await describeOnEachDatabase('the riding service', (database) => {
  // The horses service answers for horses the riding service has not heard of (here: none it has).
  let horses: RunningTarget;
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  const dusty = randomUUID();
  const pepper = randomUUID();
  const willow = randomUUID();
  const ghost = randomUUID();
  const roamer = randomUUID();
  const rambler = randomUUID();
  const stranger = randomUUID();
  const outbox = () => service.app.get(DataSource).getRepository(OutboxEntity);

  beforeAll(async () => {
    const config = testConfig(database());
    horses = await startService(horsesService, config, new JsonLogger({}, 'error'));
    service = await startService(ridingService, config, new JsonLogger({}, 'error'));
    harness = messageHarness(config);
    await harness.connect();
    const dataSource = service.app.get(DataSource);
    const asOf = '2025-01-01T00:00:00.000Z';
    const home = { deceased: false, onProperty: true, offPropertyRides: false, asOf };
    await dataSource.getRepository(KnownHorseEntity).insert([
      { id: dusty, name: 'Dusty', ...home },
      { id: pepper, name: 'Pepper Jack', ...home },
      { id: willow, name: 'Willow', ...home },
      { id: ghost, name: 'Ghost', ...home, deceased: true },
      // Away: one may still be ridden out there, one may not.
      { id: roamer, name: 'Roamer', ...home, onProperty: false, offPropertyRides: true },
      { id: rambler, name: 'Rambler', ...home, onProperty: false },
    ]);
    // Written out of date order, so only the service's ordering can put them newest first. `stranger` is a
    // horse the service has not heard of.
    await dataSource.getRepository(RidingLogEntity).insert([
      ride(dusty, '2025-03-01', '2025-03-01T09:00:00.000Z', 'creek crossing'),
      ride(pepper, '2025-04-10', '2025-04-10T09:00:00.000Z', 'pepper arena', 'Sam Ortiz'),
      ride(dusty, '2025-05-20', '2025-05-20T08:00:00.000Z', 'morning trail'),
      ride(dusty, '2025-05-20', '2025-05-20T15:00:00.000Z', 'evening lope'),
      ride(dusty, '2024-12-24', '2024-12-24T09:00:00.000Z', 'snow walk'),
      ride(stranger, '2024-06-01', '2024-06-01T09:00:00.000Z', 'took 100% of the_hill'),
    ]);
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
    await horses?.close();
  });

  const notes = async (query: OperationRequest<typeof P.list>) => (await harness.send(P.list, query, reader)).items.map((r) => r.notes);

  it('lists one horse’s rides newest first, the later of one day first, with the horse’s name', async () => {
    const page = await harness.send(P.list, { horseId: dusty }, reader);
    expect(page.items.map((r) => r.notes)).toEqual(['evening lope', 'morning trail', 'creek crossing', 'snow walk']);
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ horseId: dusty, horseName: 'Dusty', durationMinutes: 60, rider: 'trainer@remuda.test', type: 'trail' });
  });

  it('lists every horse’s rides newest first without a horse, each with its horse’s name (null when unknown)', async () => {
    const page = await harness.send(P.list, {}, reader);
    expect(page.items.map((r) => r.notes)).toEqual(['evening lope', 'morning trail', 'pepper arena', 'creek crossing', 'snow walk', 'took 100% of the_hill']);
    expect(page.items.map((r) => r.horseName)).toEqual(['Dusty', 'Dusty', 'Pepper Jack', 'Dusty', 'Dusty', null]);
    expect(page.total).toBe(6);
    expect(await harness.send(P.list, { horseId: randomUUID() }, reader)).toEqual({ items: [], total: 0 });
  });

  it('filters by a range of days, both ends included', async () => {
    expect(await notes({ from: '2025-04-10', to: '2025-05-20' })).toEqual(['evening lope', 'morning trail', 'pepper arena']);
    expect(await notes({ from: '2025-05-01' })).toEqual(['evening lope', 'morning trail']);
    expect(await notes({ to: '2024-12-24', horseId: dusty })).toEqual(['snow walk']);
    expect((await harness.failure(P.list, { from: '2025-02-30', to: 'soon' }, reader)).errors).toEqual([
      { field: 'from', message: 'From must be a real calendar date' },
      { field: 'to', message: 'To must be a date (YYYY-MM-DD)' },
    ]);
  });

  it('searches the horse’s name, the notes and the rider, any capitals, % and _ taken literally', async () => {
    expect(await notes({ q: 'PEPPER j' })).toEqual(['pepper arena']);
    expect(await notes({ q: 'sam ORTIZ' })).toEqual(['pepper arena']);
    expect(await notes({ q: 'Trail' })).toEqual(['morning trail']);
    expect(await notes({ q: 'dusty', from: '2025-03-01' })).toEqual(['evening lope', 'morning trail', 'creek crossing']);
    expect(await notes({ q: '%' })).toEqual(['took 100% of the_hill']);
    expect(await notes({ q: '_' })).toEqual(['took 100% of the_hill']);
    expect(await notes({ q: 'arena', horseId: dusty })).toEqual([]);
    expect(await notes({ q: '   ' })).toHaveLength(6);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    expect(await harness.send(P.list, { limit: 2 }, reader)).toMatchObject({ total: 6, items: [{ notes: 'evening lope' }, { notes: 'morning trail' }] });
    expect(await harness.send(P.list, { limit: 2, offset: 2 }, reader)).toMatchObject({ total: 6, items: [{ notes: 'pepper arena' }, { notes: 'creek crossing' }] });
    expect(await harness.send(P.list, { horseId: dusty, limit: 3, offset: 3 }, reader)).toMatchObject({ total: 4, items: [{ notes: 'snow walk' }] });
    expect(await harness.send(P.list, { q: 'lope', offset: 5 }, reader)).toEqual({ total: 1, items: [] });
    expect((await harness.failure(P.list, { limit: 0 }, reader)).errors).toEqual([{ field: 'limit', message: 'Limit must be between 1 and 500' }]);
  });

  it('is for signed-in users only, and checks the horse id', async () => {
    expect((await harness.failure(P.list, { horseId: dusty }, null)).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(P.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
    expect((await harness.failure(P.get, { id: randomUUID() }, null)).code).toBe('UNAUTHENTICATED');
  });

  it('gives a horse page its rides, date and notes, newest first, to anyone', async () => {
    expect(await harness.send(P.listForHorse, { horseId: pepper }, null)).toEqual([{ id: expect.any(String), date: '2025-04-10', notes: 'pepper arena' }]);
    const dustys = await harness.send(P.listForHorse, { horseId: dusty }, null);
    expect(dustys.map((r) => r.notes)).toEqual(['evening lope', 'morning trail', 'creek crossing', 'snow walk']);
    expect(await harness.send(P.listForHorse, { horseId: randomUUID() }, null)).toEqual([]);
  });

  it('logs, reads, replaces and deletes a ride, the rider being whoever logs it unless named, recording each in the outbox', async () => {
    const made = await harness.send(P.create, { horseId: willow, date: '2025-06-01', notes: ' First ride ', durationMinutes: '45', type: 'arena' }, trainer);
    expect(made).toMatchObject({ horseId: willow, horseName: 'Willow', date: '2025-06-01', notes: 'First ride', durationMinutes: 45, rider: 'trainer@remuda.test', type: 'arena' });
    expect(made.createdAt).toBe(made.updatedAt);
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(made);

    const replaced = await harness.send(P.update, { id: made.id, log: { horseId: pepper, date: '2025-06-02', notes: 'Moved', durationMinutes: '', rider: ' Sam Ortiz ' } }, admin);
    expect(replaced).toMatchObject({ id: made.id, horseId: pepper, horseName: 'Pepper Jack', date: '2025-06-02', notes: 'Moved', durationMinutes: null, rider: 'Sam Ortiz', type: 'other', createdAt: made.createdAt });
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(replaced);
    expect(await notes({ horseId: willow })).toEqual([]);
    expect((await notes({ horseId: pepper }))[0]).toBe('Moved');
    // A form that names no rider means the one saving it rode.
    expect((await harness.send(P.update, { id: made.id, log: { horseId: pepper, date: '2025-06-02' } }, admin)).rider).toBe('admin@remuda.test');

    expect(await harness.send(P.remove, { id: made.id }, trainer)).toEqual({ ok: true });
    expect((await harness.failure(P.get, { id: made.id }, reader)).message).toBe('Riding log not found.');
    expect(await notes({ horseId: pepper })).toEqual(['pepper arena']);

    const events = (await outbox().findBy({ aggregateId: made.id })).map((r) => JSON.parse(r.envelope) as EventEnvelope);
    const byType = (type: string) => events.filter((e) => e.type === type).map((e) => e.data);
    expect(events).toHaveLength(4);
    expect(byType(RIDING_EVENTS.created.type)).toEqual([made]);
    expect(byType(RIDING_EVENTS.updated.type)).toEqual(expect.arrayContaining([replaced]));
    expect(byType(RIDING_EVENTS.deleted.type)).toEqual([{ id: made.id, horseId: pepper }]);
    expect(events.every((e) => e.aggregateId === made.id && e.version === 1 && (e.actor?.role === 'TRAINER' || e.actor?.role === 'ADMIN'))).toBe(true);
  });

  it('versions a log: 1 when logged, one more with each change; a change on an older version is refused with the log as it is now', async () => {
    const fields = { horseId: willow, date: '2025-07-01', notes: 'Versioned ride' };
    const made = await harness.send(P.create, fields, trainer);
    expect(made.version).toBe(1);
    const mine = await harness.send(P.update, { id: made.id, log: { ...fields, durationMinutes: 30, version: 1 } }, trainer);
    expect(mine).toMatchObject({ durationMinutes: 30, version: 2 });
    // Without a version the last write wins, as for clients that send none.
    const theirs = await harness.send(P.update, { id: made.id, log: { ...fields, durationMinutes: 50 } }, admin);
    expect(theirs).toMatchObject({ durationMinutes: 50, version: 3 });
    const stale = await harness.failure(P.update, { id: made.id, log: { ...fields, durationMinutes: 40, version: 2 } }, trainer);
    expect(stale).toMatchObject({ code: 'CONFLICT', message: 'This riding log was changed by someone else since you opened it.', current: theirs });
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(theirs);
    // The refused change told no one of anything.
    expect(await outbox().countBy({ aggregateId: made.id, type: RIDING_EVENTS.updated.type })).toBe(2);
  });

  it('refuses to delete a log changed since the version the client read, and deletes it on the current one', async () => {
    const fields = { horseId: willow, date: '2025-07-03', notes: 'Ride to delete' };
    const made = await harness.send(P.create, fields, trainer);
    const theirs = await harness.send(P.update, { id: made.id, log: { ...fields, notes: 'Changed at the barn' } }, admin);
    const stale = await harness.failure(P.remove, { id: made.id, version: 1 }, trainer);
    expect(stale).toMatchObject({ code: 'CONFLICT', message: 'This riding log was changed by someone else since you opened it.', current: theirs });
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(theirs);
    expect(await outbox().countBy({ aggregateId: made.id, type: RIDING_EVENTS.deleted.type })).toBe(0);
    expect(await harness.send(P.remove, { id: made.id, version: 2 }, trainer)).toEqual({ ok: true });
    expect(await harness.failure(P.get, { id: made.id }, reader)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets only one of two changes made on the same version through', async () => {
    const fields = { horseId: willow, date: '2025-07-02', notes: 'Contested ride', version: 1 };
    const made = await harness.send(P.create, fields, trainer);
    const results = await Promise.allSettled([20, 90].map((durationMinutes) => harness.send(P.update, { id: made.id, log: { ...fields, durationMinutes } }, trainer)));
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.version).toBe(2);
    expect(lost).toEqual([expect.objectContaining({ code: 'CONFLICT', current: won[0] })]);
    expect(await harness.send(P.get, { id: made.id }, reader)).toEqual(won[0]);
  });

  it('answers NOT_FOUND for logs that do not exist', async () => {
    const nobody = randomUUID();
    for (const failure of [
      await harness.failure(P.get, { id: nobody }, reader),
      await harness.failure(P.update, { id: nobody, log: { horseId: dusty, date: '2025-06-01' } }, trainer),
      await harness.failure(P.remove, { id: nobody }, trainer),
    ]) {
      expect(failure).toMatchObject({ code: 'NOT_FOUND', message: 'Riding log not found.' });
    }
  });

  it('refuses rides on a horse it has not heard of, or a deceased one, in medical’s words, writing nothing', async () => {
    const fields = { date: '2025-06-01', notes: 'ride' };
    const before = await outbox().count();
    expect((await harness.failure(P.create, { ...fields, horseId: stranger }, trainer)).toServiceError()).toEqual({
      code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', errors: [{ field: 'horseId', message: 'Unknown horse' }],
    });
    expect((await harness.failure(P.create, { ...fields, horseId: ghost }, trainer)).errors).toEqual([
      { field: 'horseId', message: 'This horse is deceased; its records can no longer change' },
    ]);
    const kept = await harness.send(P.create, { ...fields, horseId: dusty }, trainer);
    expect((await harness.failure(P.update, { id: kept.id, log: { ...fields, horseId: ghost } }, trainer)).errors).toEqual([
      { field: 'horseId', message: 'This horse is deceased; its records can no longer change' },
    ]);
    expect((await harness.failure(P.update, { id: kept.id, log: { ...fields, horseId: stranger } }, trainer)).errors).toEqual([{ field: 'horseId', message: 'Unknown horse' }]);
    expect(await harness.send(P.get, { id: kept.id }, reader)).toEqual(kept);
    expect(await outbox().count()).toBe(before + 1);
    await harness.send(P.remove, { id: kept.id }, trainer);
  });

  it('refuses a ride on a horse off property that may not be ridden there, saying why', async () => {
    const fields = { date: '2025-06-01', notes: 'out on the range' };
    const refusal = [{ field: 'horseId', message: 'Rambler is off property and not available for rides.' }];
    expect((await harness.failure(P.create, { ...fields, horseId: rambler }, trainer)).errors).toEqual(refusal);
    expect(await harness.send(P.create, { ...fields, horseId: roamer }, trainer)).toMatchObject({ horseName: 'Roamer' });
    const onDusty = await harness.send(P.create, { ...fields, horseId: dusty }, trainer);
    expect((await harness.failure(P.update, { id: onDusty.id, log: { ...fields, horseId: rambler } }, trainer)).errors).toEqual(refusal);

    // A log of a horse that has left since is still corrected; it cannot move to it.
    await service.app.get(DataSource).getRepository(KnownHorseEntity).update({ id: dusty }, { onProperty: false });
    try {
      expect(await harness.send(P.update, { id: onDusty.id, log: { ...fields, horseId: dusty, notes: 'corrected' } }, trainer)).toMatchObject({ notes: 'corrected' });
      expect((await harness.failure(P.create, { ...fields, horseId: dusty }, trainer)).errors).toEqual([
        { field: 'horseId', message: 'Dusty is off property and not available for rides.' },
      ]);
    } finally {
      await service.app.get(DataSource).getRepository(KnownHorseEntity).update({ id: dusty }, { onProperty: true });
      await harness.send(P.remove, { id: onDusty.id }, trainer);
    }
  });

  it('checks the fields with clear messages', async () => {
    expect((await harness.failure(P.create, {}, trainer)).errors).toEqual([
      { field: 'horseId', message: 'Horse is required' },
      { field: 'date', message: 'Date is required' },
    ]);
    const valid = { horseId: dusty, notes: 'ride' };
    const dateError = async (date: string) => (await harness.failure(P.create, { ...valid, date }, trainer)).errors;
    expect(await dateError(' ')).toEqual([{ field: 'date', message: 'Date is required' }]);
    expect(await dateError('2025-02-30')).toEqual([{ field: 'date', message: 'Date must be a real calendar date' }]);
    expect(await dateError('2025-13-45')).toEqual([{ field: 'date', message: 'Date must be a real calendar date' }]);
    expect(await dateError('3/4/2025')).toEqual([{ field: 'date', message: 'Date must be a date (YYYY-MM-DD)' }]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await dateError(tomorrow)).toEqual([{ field: 'date', message: 'Date cannot be in the future' }]);
    const dated = { ...valid, date: '2025-01-01' };
    expect((await harness.failure(P.create, { ...dated, durationMinutes: 'long', type: 'rodeo', notes: 'x'.repeat(4001), rider: 7 }, trainer)).errors).toEqual([
      { field: 'notes', message: 'Notes must be at most 4000 characters' },
      { field: 'durationMinutes', message: 'Duration must be a number of minutes' },
      { field: 'rider', message: 'Rider must be text' },
      { field: 'type', message: 'Type must be trail, arena, training, groundwork or other' },
    ]);
    for (const durationMinutes of [0, 1441, 12.5]) {
      expect((await harness.failure(P.create, { ...dated, durationMinutes }, trainer)).errors?.[0]?.message).toMatch(/^Duration must be (between 1 and 1440 minutes|whole minutes)$/);
    }
    const existing = (await harness.send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
    expect((await harness.failure(P.update, { id: existing.id, log: { ...dated, date: '' } }, trainer)).errors).toEqual([{ field: 'log.date', message: 'Date is required' }]);
  });

  it('refuses writes to plain users and visitors itself, before reading the data', async () => {
    const existing = (await harness.send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
    const fields = { horseId: dusty, date: '2025-06-01', notes: 'sneaky' };
    expect((await harness.failure(P.create, fields, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.create, {}, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.update, { id: existing.id, log: fields }, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.remove, { id: existing.id }, reader)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.remove, { id: existing.id }, null)).code).toBe('UNAUTHENTICATED');
    expect(await harness.send(P.get, { id: existing.id }, reader)).toEqual(existing);
    const byAdmin = await harness.send(P.create, fields, admin);
    expect(byAdmin).toMatchObject({ horseName: 'Dusty', rider: 'admin@remuda.test', type: 'other', durationMinutes: null });
    await harness.send(P.remove, { id: byAdmin.id }, admin);
  });
});

await describeMigrations('riding', RIDING_ENTITIES, RIDING_MIGRATIONS);

describe('the riding service’s view of the herd', () => {
  it('follows horses through their events, once each, and asks the horses service for one it has not heard of', async () => {
    const config = testConfig();
    const logger = new JsonLogger({}, 'error');
    const horses = await startService(horsesService, config, logger);
    const riding = await startService(ridingService, config, logger);
    const harness = messageHarness(config);
    await harness.connect();
    const known = riding.app.get(DataSource).getRepository(KnownHorseEntity);
    try {
      const dusty = await harness.send(HORSE_OPERATIONS.create, { name: 'Dusty', sex: 'gelding' }, trainer);
      await waitFor(async () => known.existsBy({ id: dusty.id }));
      const ride = { horseId: dusty.id, date: '2025-06-01', notes: 'ridge' };
      expect(await harness.send(P.create, ride, trainer)).toMatchObject({ horseName: 'Dusty' });

      // Sent away without rides: refused, with the horse's new name; allowed rides out there: taken again.
      await harness.send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare', on_property: false } }, trainer);
      await waitFor(async () => (await known.findOneByOrFail({ id: dusty.id })).name === 'Dusty Rose');
      expect(await known.findOneByOrFail({ id: dusty.id })).toMatchObject({ onProperty: false, offPropertyRides: false, deceased: false });
      expect((await harness.failure(P.create, ride, trainer)).errors).toEqual([{ field: 'horseId', message: 'Dusty Rose is off property and not available for rides.' }]);
      await harness.send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare', on_property: false, off_property_rides: true } }, trainer);
      await waitFor(async () => (await known.findOneByOrFail({ id: dusty.id })).offPropertyRides);
      expect(await harness.send(P.create, ride, trainer)).toMatchObject({ horseName: 'Dusty Rose' });

      // Each horse event was applied once, by the shared consumer.
      const applied = await riding.app.get(DataSource).getRepository(InboxEntity).findBy({ consumer: 'known-horses' });
      expect(applied.filter((row) => row.status === 'applied')).toHaveLength(3);
      expect(new Set(applied.map((row) => row.eventId)).size).toBe(applied.length);

      // A horse whose events have not reached the service (here: forgotten) is asked of the horses service.
      const pepper = await harness.send(HORSE_OPERATIONS.create, { name: 'Pepper', sex: 'mare', on_property: false, off_property_rides: true }, trainer);
      await waitFor(async () => known.existsBy({ id: pepper.id }));
      await known.delete({ id: pepper.id });
      expect(await harness.send(P.create, { ...ride, horseId: pepper.id }, trainer)).toMatchObject({ horseName: 'Pepper' });
      expect(await known.findOneByOrFail({ id: pepper.id })).toMatchObject({ name: 'Pepper', onProperty: false, offPropertyRides: true });
      expect((await harness.failure(P.create, { ...ride, horseId: randomUUID() }, trainer)).errors).toEqual([{ field: 'horseId', message: 'Unknown horse' }]);
    } finally {
      await harness.close();
      await riding.close();
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
