import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { type Actor, DELETED_OPERATIONS, type DeletedItem, type EventEnvelope, type FieldError, HORSE_OPERATIONS, type Operation } from '@remuda/contracts';
import { type Config, DeletedItemEntity, JsonLogger, OutboxEntity, RecentlyDeleted, type RunningTarget, type ServiceDefinition, runInRequestContext, startService } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import type { HorseRecordEntity } from '../horse-record.entity.js';
import type { RecordKind } from '../record-kind.js';

export const reader: Actor = { id: 'u1', email: 'user@remuda.test', role: 'USER' };
export const trainer: Actor = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' };
export const admin: Actor = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' };

type Answer = { id: string; horseId: string; horseName: string | null; date: string; version: number; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** What a kind's own tests get from the running suite. */
export interface RecordKindSuite {
  service: RunningTarget;
  harness: ReturnType<typeof messageHarness>;
  /** Horses the service knows: Dusty, Pepper Jack and Willow alive, Ghost deceased; Stranger it has never heard of. */
  horses: { dusty: string; pepper: string; willow: string; ghost: string; stranger: string };
  /** The kind's operations, typed loosely: each answer is checked against its schema by the harness. */
  ops: Record<'list' | 'get' | 'create' | 'update' | 'remove' | 'restore', Operation>;
  /** An update message: the record's id, and its fields under the kind's body field. */
  replacing: (id: string, fields: Record<string, unknown>) => Record<string, unknown>;
  send: (op: Operation, data: Record<string, unknown>, actor: Actor | null) => Promise<Answer & { items: Answer[]; total: number }>;
}

export interface RecordKindServiceSpec<E extends HorseRecordEntity> {
  /** `the medical service`. */
  name: string;
  service: ServiceDefinition;
  /** The horses service, which answers for a horse the service has not heard of. */
  horses: ServiceDefinition;
  /** Starts the users service holding accounts for these actors: the service's writes confirm their actor there. */
  users: (actors: Actor[], config: Config, logger: JsonLogger) => Promise<RunningTarget>;
  kind: RecordKind<E>;
  /** The kind's own columns of a stored record whose searched text is `text`. */
  row: (text: string) => Partial<E>;
  /** The kind's own fields of a form whose searched text is `text`. */
  form: (text: string) => Record<string, unknown>;
  /** A change to a form's own fields that a later test can tell apart: `{ vet: 'Dr. Okafor' }`. */
  change: (n: number) => Record<string, unknown>;
  /** What an empty form is refused with beyond the horse and the date, in order. */
  required: FieldError[];
  /** The kind's own tests, declared inside the suite on each database. */
  more?: (suite: () => RecordKindSuite) => void;
}

/**
 * The tests every kind of record passes in its owning service, on SQLite and on PostgreSQL: the list by horse,
 * by range of days, searched and paged, with horses' names; who may read and write; each write with its event;
 * versions and conflicts; unknown and deceased horses; the form's messages. A kind adds its own rules with `more`.
 */
export async function describeRecordKindService<E extends HorseRecordEntity>(spec: RecordKindServiceSpec<E>): Promise<void> {
  const { kind } = spec;
  const P = kind.contract.operations;
  const bodyField = kind.contract.heads.update.http.bodyField;
  const noun = kind.noun;
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  const conflictMessage = `This ${noun} was changed by someone else since you opened it.`;
  const replacing = (id: string, fields: Record<string, unknown>) => ({ id, [bodyField]: fields });

  await describeOnEachDatabase(spec.name, (database) => {
    let usersService: RunningTarget;
    let horsesService: RunningTarget;
    let service: RunningTarget;
    let harness: ReturnType<typeof messageHarness>;
    const horses = { dusty: randomUUID(), pepper: randomUUID(), willow: randomUUID(), ghost: randomUUID(), stranger: randomUUID() };
    const { dusty, pepper, willow, ghost, stranger } = horses;
    const outbox = () => service.app.get(DataSource).getRepository(OutboxEntity);
    const send = (op: Operation, data: Record<string, unknown>, actor: Actor | null) => harness.send(op, data as never, actor) as Promise<Answer & { items: Answer[]; total: number }>;
    const failure = (op: Operation, data: Record<string, unknown>, actor: Actor | null) => harness.failure(op, data, actor);
    const texts = async (query: Record<string, unknown>) => (await send(P.list, query, reader)).items.map((r) => r[kind.searched[0]!]);
    const stored = (horseId: string, date: string, createdAt: string, text: string) =>
      Object.assign(new kind.entity(), { id: randomUUID(), horseId, date, createdAt, updatedAt: createdAt, version: 1, ...spec.row(text) });

    beforeAll(async () => {
      const config = testConfig(database());
      usersService = await spec.users([reader, trainer, admin], config, new JsonLogger({}, 'error'));
      horsesService = await startService(spec.horses, config, new JsonLogger({}, 'error'));
      service = await startService(spec.service, config, new JsonLogger({}, 'error'));
      harness = messageHarness(config);
      await harness.connect();
      const dataSource = service.app.get(DataSource);
      const home = { deceased: false, onProperty: true, offPropertyRides: false, asOf: '2025-01-01T00:00:00.000Z' };
      await dataSource.getRepository(KnownHorseEntity).insert([
        { id: dusty, name: 'Dusty', ...home },
        { id: pepper, name: 'Pepper Jack', ...home },
        { id: willow, name: 'Willow', ...home },
        { id: ghost, name: 'Ghost', ...home, deceased: true },
      ]);
      // Written out of date order, so only the service's ordering can put them newest first.
      await dataSource.getRepository(kind.entity).insert([
        stored(dusty, '2025-03-01', '2025-03-01T09:00:00.000Z', 'creek crossing'),
        stored(pepper, '2025-04-10', '2025-04-10T09:00:00.000Z', 'pepper arena'),
        stored(dusty, '2025-05-20', '2025-05-20T08:00:00.000Z', 'early check'),
        stored(dusty, '2025-05-20', '2025-05-20T15:00:00.000Z', 'late check'),
        stored(dusty, '2024-12-24', '2024-12-24T09:00:00.000Z', 'snow walk'),
        stored(stranger, '2024-06-01', '2024-06-01T09:00:00.000Z', 'took 100% of the_hill'),
      ] as never);
    });
    afterAll(async () => {
      await harness?.close();
      await service?.close();
      await horsesService?.close();
      await usersService?.close();
    });

    it('lists one horse’s records newest first, the later of one day first, with the horse’s name', async () => {
      const page = await send(P.list, { horseId: dusty }, reader);
      expect(page.items.map((r) => r[kind.searched[0]!])).toEqual(['late check', 'early check', 'creek crossing', 'snow walk']);
      expect(page.total).toBe(4);
      expect(page.items[0]).toMatchObject({ horseId: dusty, horseName: 'Dusty', date: '2025-05-20', version: 1 });
    });

    it('lists every horse’s records newest first without a horse, each with its horse’s name (null when unknown)', async () => {
      const page = await send(P.list, {}, reader);
      expect(page.items.map((r) => r[kind.searched[0]!])).toEqual(['late check', 'early check', 'pepper arena', 'creek crossing', 'snow walk', 'took 100% of the_hill']);
      expect(page.items.map((r) => r.horseName)).toEqual(['Dusty', 'Dusty', 'Pepper Jack', 'Dusty', 'Dusty', null]);
      expect(page.total).toBe(6);
      expect(await send(P.list, { horseId: randomUUID() }, reader)).toEqual({ items: [], total: 0 });
    });

    it('filters by a range of days, both ends included', async () => {
      expect(await texts({ from: '2025-04-10', to: '2025-05-20' })).toEqual(['late check', 'early check', 'pepper arena']);
      expect(await texts({ from: '2025-05-01' })).toEqual(['late check', 'early check']);
      expect(await texts({ to: '2024-12-24', horseId: dusty })).toEqual(['snow walk']);
      expect((await send(P.list, { from: '2025-05-01', limit: 1 }, reader)).total).toBe(2);
      expect((await failure(P.list, { from: '2025-02-30', to: 'soon' }, reader)).errors).toEqual([
        { field: 'from', message: 'From must be a real calendar date' },
        { field: 'to', message: 'To must be a date (YYYY-MM-DD)' },
      ]);
    });

    it('searches the horse’s name and the record’s text, any capitals, % and _ taken literally', async () => {
      expect(await texts({ q: 'PEPPER j' })).toEqual(['pepper arena']);
      expect(await texts({ q: 'dusty' })).toEqual(['late check', 'early check', 'creek crossing', 'snow walk']);
      expect(await texts({ q: 'Check' })).toEqual(['late check', 'early check']);
      expect(await texts({ q: 'of the_HILL' })).toEqual(['took 100% of the_hill']);
      expect(await texts({ q: '%' })).toEqual(['took 100% of the_hill']);
      expect(await texts({ q: '_' })).toEqual(['took 100% of the_hill']);
      expect(await texts({ q: 'check', horseId: pepper })).toEqual([]);
      expect(await texts({ q: 'dusty', from: '2025-03-01' })).toEqual(['late check', 'early check', 'creek crossing']);
      expect(await texts({ q: '   ' })).toHaveLength(6);
    });

    it('pages with limit and offset, the total counting every match', async () => {
      const searched = kind.searched[0]!;
      expect(await send(P.list, { limit: 2 }, reader)).toMatchObject({ total: 6, items: [{ [searched]: 'late check' }, { [searched]: 'early check' }] });
      expect(await send(P.list, { limit: 2, offset: 2 }, reader)).toMatchObject({ total: 6, items: [{ [searched]: 'pepper arena' }, { [searched]: 'creek crossing' }] });
      expect(await send(P.list, { horseId: dusty, limit: 3, offset: 3 }, reader)).toMatchObject({ total: 4, items: [{ [searched]: 'snow walk' }] });
      expect(await send(P.list, { q: 'check', offset: 5 }, reader)).toEqual({ total: 2, items: [] });
      expect((await failure(P.list, { limit: 0 }, reader)).errors).toEqual([{ field: 'limit', message: 'Limit must be between 1 and 500' }]);
    });

    it('keeps the search and the total of every record up to date as records are written', async () => {
      const total = async (query: Record<string, unknown>) => (await send(P.list, { ...query, limit: 1 }, reader)).total;
      const before = await total({});
      const made = await send(P.create, { horseId: willow, date: '2025-06-01', ...spec.form('Zanzibar float') }, trainer);
      expect(await total({})).toBe(before + 1);
      expect(await texts({ q: 'ZANZIB' })).toEqual(['Zanzibar float']);
      await send(P.update, replacing(made.id, { horseId: willow, date: '2025-06-01', ...spec.form('Quokka float') }), trainer);
      expect(await texts({ q: 'zanzibar' })).toEqual([]);
      expect(await total({ q: 'quokka' })).toBe(1);
      await send(P.remove, { id: made.id }, trainer);
      expect(await texts({ q: 'quokka' })).toEqual([]);
      expect(await total({})).toBe(before);
      expect(await total({ horseId: dusty })).toBe(4);
    });

    it('is for signed-in users only, and checks the horse id', async () => {
      expect((await failure(P.list, { horseId: dusty }, null)).code).toBe('UNAUTHENTICATED');
      expect((await failure(P.list, { horseId: 'zebra' }, reader)).code).toBe('VALIDATION_FAILED');
      expect((await failure(P.get, { id: randomUUID() }, null)).code).toBe('UNAUTHENTICATED');
    });

    it('makes, reads, replaces (perhaps for another horse) and deletes a record, each change with its event', async () => {
      const made = await send(P.create, { horseId: willow, date: '2025-06-01', ...spec.form('First visit') }, trainer);
      expect(made).toMatchObject({ horseId: willow, horseName: 'Willow', date: '2025-06-01', version: 1, [kind.searched[0]!]: 'First visit' });
      expect(made.createdAt).toBe(made.updatedAt);
      expect(await send(P.get, { id: made.id }, reader)).toEqual(made);

      const replaced = await send(P.update, replacing(made.id, { horseId: pepper, date: '2025-06-02', ...spec.form('Moved') }), admin);
      expect(replaced).toMatchObject({ id: made.id, horseId: pepper, horseName: 'Pepper Jack', date: '2025-06-02', createdAt: made.createdAt, version: 2 });
      expect(await send(P.get, { id: made.id }, reader)).toEqual(replaced);
      expect(await texts({ horseId: willow })).toEqual([]);
      expect((await texts({ horseId: pepper }))[0]).toBe('Moved');

      expect(await send(P.remove, { id: made.id }, trainer)).toEqual({ ok: true });
      expect((await failure(P.get, { id: made.id }, reader)).message).toBe(`${Noun} not found.`);
      expect(await texts({ horseId: pepper })).toEqual(['pepper arena']);

      const events = (await outbox().findBy({ aggregateId: made.id })).map((r) => JSON.parse(r.envelope) as EventEnvelope);
      const byType = (type: string) => events.filter((e) => e.type === type).map((e) => e.data);
      expect(events).toHaveLength(3);
      expect(byType(kind.contract.events.created.type)).toEqual([made]);
      expect(byType(kind.contract.events.updated.type)).toEqual([replaced]);
      expect(byType(kind.contract.events.deleted.type)).toEqual([{ id: made.id, horseId: pepper }]);
      // Each at its event's current version.
      const versions = Object.fromEntries(Object.values(kind.contract.events).map((e) => [e.type, e.version]));
      expect(events.every((e) => e.aggregateId === made.id && e.version === versions[e.type] && (e.actor?.role === 'TRAINER' || e.actor?.role === 'ADMIN'))).toBe(true);
    });

    it('versions a record: 1 when made, one more with each change; a change on an older version is refused with the record as it is now', async () => {
      const fields = { horseId: willow, date: '2025-07-01', ...spec.form('Versioned') };
      const made = await send(P.create, fields, trainer);
      expect(made.version).toBe(1);
      const mine = await send(P.update, replacing(made.id, { ...fields, ...spec.change(1), version: 1 }), trainer);
      expect(mine).toMatchObject({ ...spec.change(1), version: 2 });
      // Without a version the last write wins, as for clients that send none.
      const theirs = await send(P.update, replacing(made.id, { ...fields, ...spec.change(2) }), admin);
      expect(theirs).toMatchObject({ ...spec.change(2), version: 3 });
      const stale = await failure(P.update, replacing(made.id, { ...fields, ...spec.change(3), version: 2 }), trainer);
      expect(stale).toMatchObject({ code: 'CONFLICT', message: conflictMessage, current: theirs });
      expect(await send(P.get, { id: made.id }, reader)).toEqual(theirs);
      // The refused change told no one of anything.
      expect(await outbox().countBy({ aggregateId: made.id, type: kind.contract.events.updated.type })).toBe(2);
    });

    it('refuses to delete a record changed since the version the client read, and deletes it on the current one', async () => {
      const fields = { horseId: willow, date: '2025-07-03', ...spec.form('To delete') };
      const made = await send(P.create, fields, trainer);
      const theirs = await send(P.update, replacing(made.id, { ...fields, ...spec.change(1) }), admin);
      expect(await failure(P.remove, { id: made.id, version: 1 }, trainer)).toMatchObject({ code: 'CONFLICT', message: conflictMessage, current: theirs });
      expect(await send(P.get, { id: made.id }, reader)).toEqual(theirs);
      expect(await outbox().countBy({ aggregateId: made.id, type: kind.contract.events.deleted.type })).toBe(0);
      expect(await send(P.remove, { id: made.id, version: 2 }, trainer)).toEqual({ ok: true });
      expect(await failure(P.get, { id: made.id }, reader)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await outbox().countBy({ aggregateId: made.id, type: kind.contract.events.deleted.type })).toBe(1);
    });

    it('lets only one of two changes made on the same version through', async () => {
      const fields = { horseId: willow, date: '2025-07-02', ...spec.form('Contested'), version: 1 };
      const made = await send(P.create, fields, trainer);
      const results = await Promise.allSettled([1, 2].map((n) => send(P.update, replacing(made.id, { ...fields, ...spec.change(n) }), trainer)));
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(won[0]!.version).toBe(2);
      expect(lost).toEqual([expect.objectContaining({ code: 'CONFLICT', current: won[0] })]);
      expect(await send(P.get, { id: made.id }, reader)).toEqual(won[0]);
    });

    it('answers NOT_FOUND for records that do not exist', async () => {
      const nobody = randomUUID();
      for (const refused of [
        await failure(P.get, { id: nobody }, reader),
        await failure(P.update, replacing(nobody, { horseId: dusty, date: '2025-06-01', ...spec.form('x') }), trainer),
        await failure(P.remove, { id: nobody }, trainer),
      ]) {
        expect(refused).toMatchObject({ code: 'NOT_FOUND', message: `${Noun} not found.` });
      }
    });

    it('refuses records for a horse it has not heard of, or a deceased one, writing nothing', async () => {
      const fields = { date: '2025-06-01', ...spec.form('visit') };
      const before = await outbox().count();
      expect((await failure(P.create, { ...fields, horseId: stranger }, trainer)).toServiceError()).toEqual({
        code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', errors: [{ field: 'horseId', message: 'Unknown horse' }],
      });
      const deceased = [{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }];
      expect((await failure(P.create, { ...fields, horseId: ghost }, trainer)).errors).toEqual(deceased);
      const kept = await send(P.create, { ...fields, horseId: dusty }, trainer);
      expect((await failure(P.update, replacing(kept.id, { ...fields, horseId: ghost }), trainer)).errors).toEqual(deceased);
      expect((await failure(P.update, replacing(kept.id, { ...fields, horseId: stranger }), trainer)).errors).toEqual([{ field: 'horseId', message: 'Unknown horse' }]);
      expect(await send(P.get, { id: kept.id }, reader)).toEqual(kept);
      expect(await outbox().count()).toBe(before + 1);
      await send(P.remove, { id: kept.id }, trainer);
    });

    it('makes many records at once (an import’s rows), each with its event, or none when one is refused', async () => {
      const forms = ['first of many', 'second of many', 'third of many'].map((text) => ({ horseId: willow, date: '2023-08-17', ...spec.form(text) }));
      const before = await outbox().count();
      expect((await failure(P.createMany, { items: [...forms, { ...forms[0], horseId: ghost }] }, trainer)).errors).toEqual([
        { field: 'horseId', message: 'This horse is deceased; its records can no longer change' },
      ]);
      expect(await outbox().count()).toBe(before);
      expect((await failure(P.createMany, { items: forms }, reader)).code).toBe('FORBIDDEN');
      expect(await send(P.createMany, { items: forms }, trainer)).toEqual({ created: 3 });
      expect(await outbox().count()).toBe(before + 3);
      const made = (await send(P.list, { horseId: willow, from: '2023-08-17', to: '2023-08-17' }, reader)).items;
      expect(made.map((r) => r[kind.searched[0]!]).sort()).toEqual(['first of many', 'second of many', 'third of many']);
      for (const record of made) await send(P.remove, { id: record.id }, trainer);
    });

    it('puts back an archive’s records as they were, whatever their horse, each with its created event; an id already here is present', async () => {
      // A horse the horses service has just put back, whose events have not reached this service yet.
      const archie = (await harness.send(HORSE_OPERATIONS.create, { name: 'Archie', sex: 'gelding' }, trainer)) as { id: string };
      const known = service.app.get(DataSource).getRepository(KnownHorseEntity);
      await waitFor(async () => known.existsBy({ id: archie.id }));
      await known.delete({ id: archie.id });
      // Every field as the export's list answered it; the kind's other searched text empty, as an old record may
      // have it (a ride logged before rides had a rider), and a document when the kind carries them.
      const template = (await send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
      const [searched, ...others] = kind.searched;
      const archived = (n: number, horseId: string, horseName: string | null): Answer => ({
        ...template,
        ...Object.fromEntries(others.map((field) => [field, ''])),
        id: randomUUID(), horseId, horseName, date: `2022-03-0${n}`, [searched!]: `archived ${n}`,
        createdAt: `2022-03-0${n}T08:00:00.000Z`, updatedAt: `2022-04-0${n}T09:30:00.000Z`, version: n + 1,
        ...(P.addDocument && {
          documents: [{ id: randomUUID(), name: `papers ${n}.pdf`, contentType: 'application/pdf', size: 2048 * n, addedAt: `2022-03-0${n}T10:00:00.000Z`, addedBy: 'vet@remuda.test' }],
        }),
      });
      // A horse since deceased, and one the ranch no longer has, keep their records.
      const items = [archived(1, archie.id, 'Archie'), archived(2, ghost, 'Ghost'), archived(3, stranger, null)];
      const ids = items.map((item) => item.id);
      const before = await outbox().count();

      expect((await failure(P.fromArchive, { items }, trainer)).code).toBe('FORBIDDEN');
      expect(await send(P.fromArchive, { items }, admin)).toEqual({ added: 3, present: 0 });
      for (const item of items) expect(await send(P.get, { id: item.id }, reader)).toEqual(item);
      const events = (await outbox().findBy({ aggregateId: In(ids) })).map((r) => JSON.parse(r.envelope) as EventEnvelope);
      expect(events.map((e) => [e.type, e.actor?.role])).toEqual(items.map(() => [kind.contract.events.created.type, 'ADMIN']));
      expect(events.map((e) => e.data)).toEqual(expect.arrayContaining(items));

      // Again, with one more (a restore that stopped, going on): those here are left as they are.
      const more = archived(4, willow, 'Willow');
      expect(await send(P.fromArchive, { items: [...items.map((item) => ({ ...item, version: 9 })), more] }, admin)).toEqual({ added: 1, present: 3 });
      expect(await send(P.get, { id: items[0]!.id }, reader)).toEqual(items[0]);
      expect(await outbox().count()).toBe(before + 4);
      // One record twice in a batch is a broken archive: refused, naming it, and nothing of the batch is added.
      const twice = archived(5, willow, 'Willow');
      expect((await failure(P.fromArchive, { items: [twice, more, twice] }, admin)).errors).toEqual([{ field: 'items.2.id', message: 'This record is in the archive twice' }]);
      expect((await failure(P.get, { id: twice.id }, reader)).code).toBe('NOT_FOUND');
      for (const id of [...ids, more.id]) await send(P.remove, { id }, trainer);
    });

    it('checks the horse and the date with the spec’s messages, and the kind’s required fields', async () => {
      const required = [{ field: 'horseId', message: 'Horse is required' }, { field: 'date', message: 'Date is required' }, ...spec.required];
      expect((await failure(P.create, {}, trainer)).errors).toEqual(required);
      const valid = { horseId: dusty, ...spec.form('visit') };
      const dateError = async (date: string) => (await failure(P.create, { ...valid, date }, trainer)).errors;
      expect(await dateError(' ')).toEqual([{ field: 'date', message: 'Date is required' }]);
      expect(await dateError('2025-02-30')).toEqual([{ field: 'date', message: 'Date must be a real calendar date' }]);
      expect(await dateError('3/4/2025')).toEqual([{ field: 'date', message: 'Date must be a date (YYYY-MM-DD)' }]);
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(await dateError(tomorrow)).toEqual([{ field: 'date', message: 'Date cannot be in the future' }]);
      const existing = (await send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
      expect((await failure(P.update, replacing(existing.id, { ...valid, date: '' }), trainer)).errors).toEqual([{ field: `${bodyField}.date`, message: 'Date is required' }]);
    });

    it('refuses writes to plain users and visitors itself, before reading the data', async () => {
      const existing = (await send(P.list, { horseId: dusty, limit: 1 }, reader)).items[0]!;
      const fields = { horseId: dusty, date: '2025-06-01', ...spec.form('sneaky') };
      expect((await failure(P.create, fields, reader)).code).toBe('FORBIDDEN');
      expect((await failure(P.create, {}, reader)).code).toBe('FORBIDDEN');
      expect((await failure(P.update, replacing(existing.id, fields), reader)).code).toBe('FORBIDDEN');
      expect((await failure(P.remove, { id: existing.id }, reader)).code).toBe('FORBIDDEN');
      expect((await failure(P.remove, { id: existing.id }, null)).code).toBe('UNAUTHENTICATED');
      expect(await send(P.get, { id: existing.id }, reader)).toEqual(existing);
    });

    describe('recently deleted (ADR 024)', () => {
      const deletedKind = P.list.pattern.slice(0, -'.list'.length);
      const deletedList = Object.values(DELETED_OPERATIONS).find((op) => op.pattern === `${deletedKind.split('.')[0]}.deleted.list`)!;
      const deletedNow = async () => (await harness.send(deletedList, {}, admin)) as DeletedItem[];
      const clock = () => service.app.get(RecentlyDeleted);
      const DAY = 86_400_000;
      afterEach(() => {
        clock().now = () => Date.now();
      });

      it('keeps a deleted record for administrators only, gone from every read and count meanwhile', async () => {
        const total = async (query: Record<string, unknown>) => (await send(P.list, { ...query, limit: 1 }, reader)).total;
        const before = await total({});
        const willows = await total({ horseId: willow });
        const made = await send(P.create, { horseId: willow, date: '2025-08-01', ...spec.form('Ibex visit') }, trainer);
        await send(P.remove, { id: made.id }, trainer);
        expect(await total({})).toBe(before);
        expect(await total({ horseId: willow })).toBe(willows);
        expect(await texts({ q: 'ibex' })).toEqual([]);
        expect((await failure(P.get, { id: made.id }, reader)).message).toBe(`${Noun} not found.`);
        expect((await failure(P.update, replacing(made.id, { horseId: willow, date: '2025-08-01', ...spec.form('x') }), trainer)).code).toBe('NOT_FOUND');
        expect((await failure(P.remove, { id: made.id }, trainer)).code).toBe('NOT_FOUND');

        const [item] = (await deletedNow()).filter((d) => d.id === made.id);
        expect(item).toEqual({
          kind: deletedKind, id: made.id, horseId: willow, horseName: 'Willow', date: '2025-08-01', title: 'Ibex visit',
          deletedAt: expect.any(String), deletedBy: trainer.email, restorableUntil: expect.any(String),
        });
        expect(Date.parse(item!.restorableUntil) - Date.parse(item!.deletedAt)).toBe(30 * DAY);
        expect(Math.abs(Date.parse(item!.deletedAt) - Date.now())).toBeLessThan(60_000);
        // The deleted event says who deleted it.
        const [deleted] = (await outbox().findBy({ aggregateId: made.id, type: kind.contract.events.deleted.type })).map((r) => JSON.parse(r.envelope) as EventEnvelope);
        expect(deleted!.actor).toMatchObject({ email: trainer.email });

        for (const actor of [trainer, reader]) {
          expect((await failure(deletedList, {}, actor)).code).toBe('FORBIDDEN');
          expect((await failure(P.restore, { id: made.id }, actor)).code).toBe('FORBIDDEN');
        }
        expect((await failure(P.restore, { id: made.id }, null)).code).toBe('UNAUTHENTICATED');
        expect((await failure(deletedList, {}, null)).code).toBe('UNAUTHENTICATED');
      });

      it('restores a deleted record with its id and one more version, back in every read, announced in full once under its Idempotency-Key', async () => {
        const fields = { horseId: willow, date: '2025-08-02', ...spec.form('Okapi visit') };
        const made = await send(P.create, fields, trainer);
        const changed = await send(P.update, replacing(made.id, { ...fields, ...spec.change(1) }), trainer);
        await send(P.remove, { id: made.id, version: 2 }, trainer);
        const restore = () =>
          runInRequestContext({ correlationId: 'restore', actor: admin, idempotencyKey: `restore-${made.id}` }, () => harness.client.request(P.restore, { id: made.id })) as Promise<Answer>;
        const restored = await restore();
        expect(restored).toEqual({ ...changed, version: 3, updatedAt: expect.any(String) });
        expect(P.restore.answer.safeParse(restored).success).toBe(true);
        // Sent again under its key (a lost answer): the first answer, applied once.
        expect(await restore()).toEqual(restored);
        expect(await send(P.get, { id: made.id }, reader)).toEqual(restored);
        expect(await texts({ q: 'okapi' })).toEqual(['Okapi visit']);
        expect(await texts({ horseId: willow })).toContain('Okapi visit');
        expect((await deletedNow()).map((d) => d.id)).not.toContain(made.id);

        const events = (await outbox().findBy({ aggregateId: made.id, type: kind.contract.events.restored.type })).map((r) => JSON.parse(r.envelope) as EventEnvelope);
        expect(events.map((e) => e.data)).toEqual([restored]);
        expect(events[0]!.actor).toMatchObject({ email: admin.email, role: 'ADMIN' });

        // Not deleted now, so nothing to restore; an id never deleted is not found; a change goes on from its version.
        expect(await failure(P.restore, { id: made.id }, admin)).toMatchObject({ code: 'CONFLICT', message: `This ${noun} is not deleted.` });
        expect(await failure(P.restore, { id: randomUUID() }, admin)).toMatchObject({ code: 'NOT_FOUND', message: `${Noun} not found among the recently deleted.` });
        expect(await send(P.update, replacing(made.id, { ...fields, version: 3 }), trainer)).toMatchObject({ version: 4 });
      });

      it('refuses to restore a record whose horse it no longer knows', async () => {
        const gone = randomUUID();
        const known = service.app.get(DataSource).getRepository(KnownHorseEntity);
        await known.insert({ id: gone, name: 'Drifter', deceased: false, onProperty: true, offPropertyRides: false, asOf: '2025-01-01T00:00:00.000Z' });
        const made = await send(P.create, { horseId: gone, date: '2025-08-03', ...spec.form('Drifter visit') }, trainer);
        await send(P.remove, { id: made.id }, trainer);
        await known.delete({ id: gone });
        expect(await failure(P.restore, { id: made.id }, admin)).toMatchObject({ code: 'NOT_FOUND', message: `The horse of this ${noun} is no longer known, so it cannot be restored.` });
        // Refused, it stays among the deleted.
        expect((await deletedNow()).map((d) => d.id)).toContain(made.id);
      });

      it('refuses to restore past the period, and then removes it for good, once however many purge at once', async () => {
        const made = await send(P.create, { horseId: willow, date: '2025-08-04', ...spec.form('Tapir visit') }, trainer);
        await send(P.remove, { id: made.id }, trainer);
        clock().now = () => Date.now() + 29 * DAY;
        expect(await clock().purge()).toBe(0);
        expect((await deletedNow()).map((d) => d.id)).toContain(made.id);

        clock().now = () => Date.now() + 31 * DAY;
        expect((await deletedNow()).map((d) => d.id)).not.toContain(made.id);
        expect(await failure(P.restore, { id: made.id }, admin)).toMatchObject({
          code: 'CONFLICT', message: `This ${noun} was deleted more than 30 days ago and can no longer be restored.`,
        });
        // Two replicas purging at the same moment: each row is removed by one of them.
        const tombstones = service.app.get(DataSource).getRepository(DeletedItemEntity);
        const expired = await tombstones.count();
        const purged = await Promise.all([clock().purge(), clock().purge()]);
        expect(purged[0]! + purged[1]!).toBe(expired);
        expect(await tombstones.countBy({ id: made.id })).toBe(0);
        expect(await failure(P.restore, { id: made.id }, admin)).toMatchObject({ code: 'NOT_FOUND' });
        expect((await failure(P.get, { id: made.id }, reader)).code).toBe('NOT_FOUND');
      });
    });

    spec.more?.(() => ({ service, harness, horses, ops: P, replacing, send }));
  });

  describe(`${spec.name}’s view of the herd`, () => {
    it('learns each horse from the horses service’s events, follows a rename and a death, and asks for one it has not heard of', async () => {
      const config = testConfig();
      const logger = new JsonLogger({}, 'error');
      const usersService = await spec.users([trainer], config, logger);
      const horsesService = await startService(spec.horses, config, logger);
      const service = await startService(spec.service, config, logger);
      const harness = messageHarness(config);
      await harness.connect();
      const known = service.app.get(DataSource).getRepository(KnownHorseEntity);
      const send = (op: Operation, data: Record<string, unknown>) => harness.send(op, data as never, trainer) as Promise<Answer>;
      try {
        const dusty = await send(HORSE_OPERATIONS.create, { name: 'Dusty', sex: 'gelding' });
        await waitFor(async () => known.existsBy({ id: dusty.id }));
        const visit = { horseId: dusty.id, date: '2025-06-01', ...spec.form('annual check') };
        expect(await send(P.create, visit)).toMatchObject({ horseName: 'Dusty' });
        await send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare' } });
        await waitFor(async () => (await known.findOneByOrFail({ id: dusty.id })).name === 'Dusty Rose');
        expect((await send(P.list, { horseId: dusty.id }) as unknown as { items: Answer[] }).items[0]!.horseName).toBe('Dusty Rose');

        // Once it hears the horse has died, no more records.
        await send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'mare', deceased: true, deceased_date: '2025-06-02' } });
        await waitFor(async () => (await known.findOneByOrFail({ id: dusty.id })).deceased);
        expect((await harness.failure(P.create, visit, trainer)).errors).toEqual([{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }]);

        // A horse whose events have not reached the service (here: forgotten) is asked of the horses service.
        const pepper = await send(HORSE_OPERATIONS.create, { name: 'Pepper', sex: 'mare' });
        await waitFor(async () => known.existsBy({ id: pepper.id }));
        await known.delete({ id: pepper.id });
        expect(await send(P.create, { ...visit, horseId: pepper.id })).toMatchObject({ horseName: 'Pepper' });
        expect(await known.findOneByOrFail({ id: pepper.id })).toMatchObject({ name: 'Pepper', deceased: false });
        // One the horses service does not have either stays unknown.
        expect((await harness.failure(P.create, { ...visit, horseId: randomUUID() }, trainer)).errors).toEqual([{ field: 'horseId', message: 'Unknown horse' }]);
      } finally {
        await harness.close();
        await service.close();
        await horsesService.close();
        await usersService.close();
      }
    });
  });
}

/** Waits for something that follows from an event. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
