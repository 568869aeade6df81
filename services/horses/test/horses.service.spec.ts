import { DataSource } from 'typeorm';
import { type Actor, HORSE_EVENTS, HORSE_OPERATIONS, type Horse, type OperationRequest } from '@remuda/contracts';
import { JsonLogger, OutboxEntity, type RunningTarget, startService } from '@remuda/service-kit';
import { createTestDatabase, describeWhen, messageHarness, postgresAvailable, testConfig, migrationDrift } from '@remuda/service-kit/testing';
import { startUsersWith } from '@remuda/users/testing';
import { HORSES_ENTITIES, HORSES_MIGRATIONS, horsesService } from '../src/index.js';
import { HorseEntity } from '../src/horses/horse.entity.js';

const silent = new JsonLogger({}, 'error');
const P = HORSE_OPERATIONS;
const trainer: Actor = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' };
const user: Actor = { id: 'u1', email: 'user@remuda.test', role: 'USER' };

function suite(name: string, makeEnv: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>) {
  describe(name, () => {
    let users: RunningTarget;
    let service: RunningTarget;
    let harness: ReturnType<typeof messageHarness>;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const made = await makeEnv();
      cleanup = made.cleanup;
      const config = testConfig(made.env);
      // Writes confirm their actor with the users service.
      users = await startUsersWith([trainer, user], config, silent);
      service = await startService(horsesService, config, silent);
      harness = messageHarness(config);
      await harness.connect();
    });
    afterAll(async () => {
      await harness?.close();
      await service?.close();
      await users?.close();
      await cleanup?.();
    });

    const create = (fields: Record<string, unknown>) => harness.send(P.create, { sex: 'gelding', ...fields } as OperationRequest<typeof P.create>, trainer);

    it('creates, reads, finds by name and replaces horses, keeping height exact', async () => {
      const made = await create({ name: 'Cinnamon', height: 15.2, weight: 1050, HMA: 'Pryor Mountain', foal_year: 2015 });
      expect(made).toMatchObject({ name: 'Cinnamon', height: 15.2, weight: 1050, HMA: 'Pryor Mountain', foal_year: 2015, media: [] });
      expect(await harness.send(P.get, { id: made.id })).toMatchObject({ id: made.id, height: 15.2 });
      expect(await harness.send(P.getByName, { name: 'CINNAMON' })).toMatchObject({ id: made.id });
      const replaced = await harness.send(P.update, { id: made.id, horse: { name: 'Cinnamon Toast', sex: 'mare' } }, trainer);
      expect(replaced).toMatchObject({ name: 'Cinnamon Toast', sex: 'mare', height: null, HMA: '' });
      expect((await harness.failure(P.get, { id: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11' })).code).toBe('NOT_FOUND');
    });

    it('makes many horses at once (an import’s rows), each as one made alone, or none when one is refused', async () => {
      const names = ['Many One', 'Many Two', 'Many Three', 'Many Four', 'Many Five', 'Many Six'];
      const items = names.map((name) => ({ name, sex: 'mare' as const, height: 14.3 }));
      const refused = await harness.failure(P.createMany, { items: [...items, { name: '', sex: 'mare' }] } as OperationRequest<typeof P.createMany>, trainer);
      expect(refused.code).toBe('VALIDATION_FAILED');
      expect((await harness.send(P.list, { q: 'Many' })).items).toEqual([]);
      expect((await harness.failure(P.createMany, { items }, user)).code).toBe('FORBIDDEN');
      expect(await harness.send(P.createMany, { items }, trainer)).toEqual({ created: names.length });
      const made = (await harness.send(P.list, { q: 'Many' })).items;
      expect(made.map((h) => h.name).sort()).toEqual([...names].sort());
      // Each horse's `created` event is its own: its id, name and version (inserted together, no row took another's).
      for (const horse of made) {
        const events = await service.app.get(DataSource).getRepository(OutboxEntity).findBy({ type: HORSE_EVENTS.created.type, aggregateId: horse.id });
        expect(events.map((e) => (JSON.parse(e.envelope) as { data: Horse }).data)).toEqual([expect.objectContaining({ id: horse.id, name: horse.name, version: 1 })]);
      }
      const alone = await create({ name: 'Made Alone', sex: 'mare', height: 14.3 });
      for (const horse of made) {
        expect(await harness.send(P.get, { id: horse.id })).toMatchObject({ sex: 'mare', height: 14.3, version: 1, needsWormed: alone.needsWormed, healthLast: alone.healthLast });
      }
    });

    it('answers the whole herd’s total as the database keeps it, through horses added one at a time, many at once and removed', async () => {
      const rows = () => service.app.get(DataSource).getRepository(HorseEntity);
      const total = async () => (await harness.send(P.list, { limit: 1 })).total;
      expect(await total()).toBe(await rows().count());
      const alone = await create({ name: 'Counted Alone' });
      await harness.send(P.createMany, { items: ['Counted One', 'Counted Two', 'Counted Three'].map((name) => ({ name, sex: 'mare' as const })) }, trainer);
      const counted = await rows().count();
      expect(await total()).toBe(counted);
      await rows().delete({ id: alone.id });
      expect(await total()).toBe(counted - 1);
      // A page that ends the list tells the total itself; a filtered list counts its matches.
      const last = await harness.send(P.list, { limit: 50, offset: counted - 2 });
      expect([last.items.length, last.total]).toEqual([1, counted - 1]);
      expect((await harness.send(P.list, { q: 'Counted', limit: 1 })).total).toBe(3);
    });

    it('versions a horse: 1 when added, one more with each change; a change on an older version is refused with the horse as it is now', async () => {
      const made = await create({ name: 'Versioned', color: 'Bay' });
      expect(made.version).toBe(1);
      const form = { name: 'Versioned', sex: 'gelding' as const };
      const mine = await harness.send(P.update, { id: made.id, horse: { ...form, color: 'Dun', version: 1 } }, trainer);
      expect(mine).toMatchObject({ color: 'Dun', version: 2 });
      // Without a version the last write wins, as for clients that send none.
      const theirs = await harness.send(P.update, { id: made.id, horse: { ...form, color: 'Grullo' } }, trainer);
      expect(theirs).toMatchObject({ color: 'Grullo', version: 3 });
      const stale = await harness.failure(P.update, { id: made.id, horse: { ...form, color: 'Roan', version: 2 } }, trainer);
      expect(stale).toMatchObject({ code: 'CONFLICT', message: 'This horse was changed by someone else since you opened it.', current: theirs });
      expect(await harness.send(P.get, { id: made.id })).toEqual(theirs);
    });

    it('lets only one of two changes made on the same version through', async () => {
      const made = await create({ name: 'Contested' });
      const form = { name: 'Contested', sex: 'gelding' as const, version: 1 };
      const results = await Promise.allSettled(
        ['Bay', 'Sorrel'].map((color) => harness.send(P.update, { id: made.id, horse: { ...form, color } }, trainer)),
      );
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(won[0]!.version).toBe(2);
      expect(lost).toEqual([expect.objectContaining({ code: 'CONFLICT', current: won[0] })]);
      expect(await harness.send(P.get, { id: made.id })).toEqual(won[0]);
    });

    it('checks the role itself, whatever the caller did', async () => {
      expect((await harness.failure(P.create, { name: 'Sneaky', sex: 'mare' }, user)).code).toBe('FORBIDDEN');
      expect((await harness.failure(P.create, { name: 'Sneaky', sex: 'mare' }, null)).code).toBe('UNAUTHENTICATED');
      expect((await harness.failure(P.create, { name: '', sex: 'mare' }, trainer)).errors).toEqual([{ field: 'name', message: 'Name is required' }]);
    });

    it('says Sex is required when it is left out or empty, and names the choices for any other answer', async () => {
      const sexError = async (horse: Record<string, unknown>) => (await harness.failure(P.create, { name: 'Nameless', ...horse }, trainer)).errors;
      expect(await sexError({})).toEqual([{ field: 'sex', message: 'Sex is required' }]);
      expect(await sexError({ sex: '' })).toEqual([{ field: 'sex', message: 'Sex is required' }]);
      expect(await sexError({ sex: 'unicorn' })).toEqual([{ field: 'sex', message: 'Sex must be stallion, mare, gelding or female' }]);
    });

    it('lists with filters and pages', async () => {
      await create({ name: 'Zz Kiger', breed: 'Kiger Mustang', sex: 'mare' });
      await create({ name: 'Zz Away', breed: 'Arabian', on_property: false });
      await create({ name: 'Zz Gone', breed: 'Arabian', deceased: true, deceased_date: '2025-01-02' });
      await create({ name: 'Zz Itchy', breed: 'Paint', needsYearly: true });
      const list = async (query: Record<string, unknown>) =>
        (await harness.send(P.list, query)).items.map((h) => h.name).filter((n) => n.startsWith('Zz'));
      expect(await list({ status: 'on-property' })).toEqual(['Zz Itchy', 'Zz Kiger']);
      expect(await list({ status: 'deceased' })).toEqual(['Zz Gone']);
      // A living horse with no record of a kind of care needs it (horseCare); the deceased needs none.
      expect(await list({ health: 'needs-attention' })).toEqual(['Zz Away', 'Zz Itchy', 'Zz Kiger']);
      expect(await list({ breed: 'mustang' })).toEqual(['Zz Kiger']);
      expect(await list({ sex: ['mare'], q: 'zz' })).toEqual(['Zz Kiger']);
      const page = await harness.send(P.list, { q: 'zz', limit: 2, offset: 1 });
      expect(page.total).toBe(4);
      expect(page.items.map((h) => h.name)).toEqual(['Zz Gone', 'Zz Itchy']);
    });

    it('answers every living horse\'s care dates in one call, by name, for staff only', async () => {
      const living = await create({ name: 'Yy Care Living' });
      const away = await create({ name: 'Yy Care Away', on_property: false });
      await create({ name: 'Yy Care Gone', deceased: true, deceased_date: '2025-01-02' });
      const { horses } = await harness.send(P.careDates, {}, trainer);
      const mine = horses.filter((h) => h.name.startsWith('Yy Care'));
      const care = (horse: typeof living) =>
        (['wormed', 'trimmed', 'yearly_vaccines', 'coggins'] as const).map((kind, i) => ({
          kind, name: ['Worming', 'Trimming', 'Yearly Vaccines', 'Coggins'][i], due: horse.healthDue[kind], last: horse.healthLast[kind],
        }));
      expect(mine).toEqual([
        { id: away.id, name: 'Yy Care Away', care: care(away), updatedAt: away.updatedAt },
        { id: living.id, name: 'Yy Care Living', care: care(living), updatedAt: living.updatedAt },
      ]);
      expect(horses.every((h) => h.name !== 'Zz Gone')).toBe(true);
      // A page from an offset; unchanged, with no horses, to a reader that has the herd's mark; a change moves the mark.
      const whole = await harness.send(P.careDates, {}, trainer);
      expect(whole.total).toBe(horses.length);
      expect((await harness.send(P.careDates, { offset: 1 }, trainer)).horses).toEqual(horses.slice(1));
      expect(await harness.send(P.careDates, { mark: whole.mark }, trainer)).toEqual({ mark: whole.mark, unchanged: true, total: horses.length, horses: [] });
      await harness.send(P.update, { id: living.id, horse: { name: 'Yy Care Living', sex: 'gelding', color: 'Bay' } }, trainer);
      expect((await harness.send(P.careDates, { mark: whole.mark }, trainer)).unchanged).toBe(false);
      expect((await harness.failure(P.careDates, {}, user)).code).toBe('FORBIDDEN');
      expect((await harness.failure(P.careDates, {})).code).toBe('UNAUTHENTICATED');
    });
  });
}

suite('horses service on SQLite', async () => ({ env: {}, cleanup: async () => {} }));

const pg = await postgresAvailable();
describeWhen(pg, 'PostgreSQL', 'horses service on PostgreSQL', () => {
  suite('(schema horses)', async () => {
    const db = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: db.drop };
  });
});


describe('horses migrations', () => {
  it('build on SQLite exactly the schema the entities describe', async () => {
    const dir = testConfig().dataDir;
    expect(await migrationDrift({ type: 'better-sqlite3', database: `${dir}/horses.sqlite`, entities: HORSES_ENTITIES, migrations: HORSES_MIGRATIONS })).toEqual([]);
  });
});

describeWhen(pg, 'PostgreSQL', 'horses migrations on PostgreSQL', () => {
  it('build exactly the schema the entities describe, in the horses schema', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrationDrift({ type: 'postgres', url: db.url, schema: 'horses', entities: HORSES_ENTITIES, migrations: HORSES_MIGRATIONS })).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
