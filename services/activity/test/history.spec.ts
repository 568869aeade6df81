import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  ACTIVITY_OPERATIONS as OPS,
  type Actor,
  type EventEnvelope,
  HORSE_EVENTS,
  type HistoryEntry,
  MEDICAL_EVENTS,
  USER_EVENTS,
  eventSubject,
} from '@remuda/contracts';
import { type Config, InboxEntity, JsonLogger, OutboxEntity, OutboxRelay, type RunningTarget, processEventHub, runEventsTool, startService } from '@remuda/service-kit';
import { NATS_SERVER, createTestDatabase, describeMigrations, describeWhen, messageHarness, postgresAvailable, privateNatsServer, testConfig } from '@remuda/service-kit/testing';
import { ACTIVITY_ENTITIES, ACTIVITY_MIGRATIONS, HistoryEntryEntity, activityService, rebuildHistory } from '../src/index.js';
import { PROBE, eventProbe } from './event-probe.js';

const silent = new JsonLogger({}, 'error');
const trainer: Actor = { id: '00000000-0000-4000-8000-0000000000a1', email: 'trainer@remuda.test', role: 'TRAINER' };
const admin: Actor = { id: '00000000-0000-4000-8000-0000000000a2', email: 'admin@remuda.test', role: 'ADMIN' };
const user: Actor = { id: '00000000-0000-4000-8000-0000000000a3', email: 'user@remuda.test', role: 'USER' };

let clockMs = Date.parse('2026-03-01T08:00:00.000Z');
const tick = () => new Date((clockMs += 1000)).toISOString();

function envelope(type: string, data: unknown, aggregateId: string, actor: Actor | null = trainer, version = 1): EventEnvelope {
  return { id: randomUUID(), type, version, occurredAt: tick(), aggregateId, actor, correlationId: randomUUID(), data };
}

const horse = (id: string, fields: Record<string, unknown> = {}) => ({
  id, name: 'Dusty', breed: '', sex: 'gelding', age: null, color: 'bay', description: '', profileImage: null, profileImageVariants: [],
  foal_year: null, height: null, weight: null, brand: '', HMA: '', on_property: true, off_property_rides: false, deceased: false,
  deceased_date: null, needsWormed: false, needsYearly: false, needsTrimmed: false, needsCoggins: false,
  healthDue: { wormed: '2026-01-01', trimmed: '2026-01-01', yearly_vaccines: '2026-01-01', coggins: '2026-01-01' },
  healthLast: { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null },
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1, ...fields,
});

/** A medical record as a release before `care` wrote it (version 1 of its events). */
const recordV1 = (horseId: string, id: string, fields: Record<string, unknown> = {}) => ({
  id, horseId, horseName: null, date: '2026-02-20', description: 'Spring check', vet: 'Dr. Hale', notes: '', weight: null, height: null,
  wormed: true, trimmed: false, coggins: false, yearly_vaccines: false, createdAt: '2026-02-20T09:00:00.000Z', updatedAt: '2026-02-20T09:00:00.000Z', version: 1, ...fields,
});

function suite(name: string, makeEnv: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>) {
  describe(name, () => {
    let activity: RunningTarget;
    let probe: RunningTarget;
    let harness: ReturnType<typeof messageHarness>;
    let cleanup: () => Promise<void>;
    let config: Config;
    let natsUrl: string | null = null;
    const horseId = randomUUID();
    const recordId = randomUUID();

    beforeAll(async () => {
      const made = await makeEnv();
      cleanup = made.cleanup;
      config = testConfig(made.env);
      natsUrl = made.env.NATS_URL ?? null;
      activity = await startService(activityService, config, silent);
      probe = await startService(eventProbe(), config, silent);
      harness = messageHarness(config);
      await harness.connect();
    }, 30_000);
    afterAll(async () => {
      await harness?.close();
      await probe?.close();
      await activity?.close();
      await cleanup?.();
    });

    /** Records the event in the probe's outbox as its producer would, relays it, and waits until the history took it. */
    async function emit(sent: EventEnvelope): Promise<EventEnvelope> {
      await probe.app.get(DataSource).getRepository(OutboxEntity).insert({
        id: sent.id, type: sent.type, aggregateId: sent.aggregateId, envelope: JSON.stringify(sent), occurredAt: sent.occurredAt, publishedAt: null,
      });
      await probe.app.get(OutboxRelay).flush();
      await taken(sent.id);
      return sent;
    }
    async function taken(eventId: string): Promise<void> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const row = await activity.app.get(DataSource).getRepository(InboxEntity).findOneBy({ eventId });
        if (row?.status === 'applied') return;
        if (row?.status === 'dead') throw new Error(`event ${eventId} was dead-lettered: ${row.lastError}`);
        if (Date.now() > deadline) throw new Error(`event ${eventId} was not applied`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const horseHistory = (id = horseId, actor = trainer) => harness.send(OPS.horseHistory, { horseId: id }, actor);
    const entryOf = async (id: string) => (await activity.app.get(DataSource).getRepository(HistoryEntryEntity).findOneBy({ id })) ?? null;

    it('keeps who changed a horse, when, and each field before and after; an update that only moved derived fields is no entry', async () => {
      const created = await emit(envelope(HORSE_EVENTS.created.type, horse(horseId), horseId));
      const renamed = await emit(envelope(HORSE_EVENTS.updated.type, horse(horseId, { name: 'Dusty Rose', color: 'roan', version: 2 }), horseId));
      const derived = await emit(envelope(HORSE_EVENTS.updated.type, horse(horseId, { name: 'Dusty Rose', color: 'roan', needsWormed: true, healthDue: { wormed: '2026-06-01', trimmed: '2026-01-01', yearly_vaccines: '2026-01-01', coggins: '2026-01-01' }, version: 3 }), horseId));
      const page = await horseHistory();
      expect(page.total).toBe(2);
      expect(page.items[0]).toMatchObject({
        id: renamed.id, type: 'horses.horse.updated', occurredAt: renamed.occurredAt, actor: trainer, kind: 'horses.horse', thingId: horseId,
        horseId, horseName: 'Dusty Rose', label: 'Dusty Rose', action: 'updated',
        changes: [{ field: 'name', before: 'Dusty', after: 'Dusty Rose' }, { field: 'color', before: 'bay', after: 'roan' }],
      });
      expect(page.items[1]).toMatchObject({ id: created.id, action: 'created', horseName: 'Dusty' });
      expect(page.items[1]!.changes).toContainEqual({ field: 'name', before: null, after: 'Dusty' });
      expect(page.items[1]!.changes.map((c) => c.field)).not.toContain('healthDue');
      expect(await entryOf(derived.id)).toBeNull();
    });

    it('applies an event delivered twice once', async () => {
      const again = envelope(HORSE_EVENTS.mediaAdded.type, { horseId, media: { id: randomUUID(), horseId, type: 'image', url: '/media/x.webp', contentType: 'image/webp', variants: [], width: 10, height: 10, size: 100, createdAt: tick() } }, horseId);
      await emit(again);
      if (natsUrl) {
        const nc = await connect({ servers: natsUrl });
        nc.publish(eventSubject(again.type), JSON.stringify(again));
        await nc.drain();
      } else await processEventHub.deliver(again);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const entries = (await horseHistory()).items.filter((e) => e.id === again.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: 'horses.horse.media', action: 'created', horseId, label: 'image' });
    });

    it('reads a version-1 medical record (no care) the way the upcaster says, into the horse’s history with its name', async () => {
      const v1 = envelope(MEDICAL_EVENTS.created.type, recordV1(horseId, recordId), recordId, trainer, 1);
      if (natsUrl) {
        // Straight into the stream, as a previous release's relay published it.
        const nc = await connect({ servers: natsUrl });
        await jetstream(nc).publish(eventSubject(v1.type), JSON.stringify(v1), { msgID: v1.id });
        await nc.drain();
        await taken(v1.id);
      } else await emit(v1);
      const entry = (await horseHistory()).items.find((e) => e.id === v1.id)!;
      expect(entry).toMatchObject({ kind: 'medical.record', thingId: recordId, horseId, horseName: 'Dusty Rose', label: '2026-02-20', action: 'created' });
      expect(entry.changes).toContainEqual({ field: 'care', before: null, after: [] });
      expect(entry.changes).toContainEqual({ field: 'description', before: null, after: 'Spring check' });
    });

    it('tells a record’s update and deletion field by field, and its own history newest first', async () => {
      const v2 = { ...recordV1(horseId, recordId), care: [], description: 'Spring check, teeth floated', version: 2 };
      const updated = await emit(envelope(MEDICAL_EVENTS.updated.type, v2, recordId, admin, 2));
      const deleted = await emit(envelope(MEDICAL_EVENTS.deleted.type, { id: recordId, horseId }, recordId, admin));
      const own = await harness.send(OPS.thingHistory, { thingId: recordId }, trainer);
      expect(own.items.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
      expect(own.items[1]).toMatchObject({ id: updated.id, actor: admin, changes: [{ field: 'description', before: 'Spring check', after: 'Spring check, teeth floated' }] });
      expect(own.items[0]).toMatchObject({ id: deleted.id, label: '2026-02-20' });
      expect(own.items[0]!.changes).toContainEqual({ field: 'vet', before: 'Dr. Hale', after: null });
      const paged = await harness.send(OPS.horseHistory, { horseId, limit: 2, offset: 1 }, trainer);
      expect(paged.items.map((e) => e.id)).toEqual([updated.id, (await horseHistory()).items[2]!.id]);
      expect(paged.total).toBe((await horseHistory()).total);
    });

    it('reads a record brought back from Recently deleted as restored, every field from nothing', async () => {
      const back = { ...recordV1(horseId, recordId), care: [], description: 'Spring check, teeth floated', version: 3 };
      const restored = await emit(envelope(MEDICAL_EVENTS.restored.type, back, recordId, admin));
      const own = await harness.send(OPS.thingHistory, { thingId: recordId }, trainer);
      expect(own.items.map((e) => e.action)).toEqual(['restored', 'deleted', 'updated', 'created']);
      expect(own.items[0]).toMatchObject({ id: restored.id, actor: admin, horseName: 'Dusty Rose', label: '2026-02-20' });
      expect(own.items[0]!.changes).toContainEqual({ field: 'description', before: null, after: 'Spring check, teeth floated' });
    });

    it('keeps what a trainer may not read to administrators, and the activity list filtered by person, kind, action and dates', async () => {
      const accountId = randomUUID();
      const account = await emit(envelope(USER_EVENTS.accountChanged.type, { id: accountId, role: 'USER', disabled: false, sessionVersion: 1, version: 1, changedAt: tick() }, accountId, null, 2));
      const promoted = await emit(envelope(USER_EVENTS.accountChanged.type, { id: accountId, role: 'TRAINER', disabled: false, sessionVersion: 1, version: 2, changedAt: tick() }, accountId, admin, 2));
      const signedOutEverywhere = await emit(envelope(USER_EVENTS.accountChanged.type, { id: accountId, role: 'TRAINER', disabled: false, sessionVersion: 2, version: 3, changedAt: tick() }, accountId, admin, 2));
      expect(await entryOf(signedOutEverywhere.id)).toBeNull();
      expect((await harness.send(OPS.thingHistory, { thingId: accountId }, trainer)).items).toEqual([]);
      const forAdmin = await harness.send(OPS.thingHistory, { thingId: accountId }, admin);
      expect(forAdmin.items.map((e) => e.id)).toEqual([promoted.id, account.id]);
      expect(forAdmin.items[0]!.changes).toEqual([{ field: 'role', before: 'USER', after: 'TRAINER' }]);

      const byAdmin = await harness.send(OPS.list, { actorId: admin.id }, admin);
      expect(byAdmin.items.every((e) => e.actor?.id === admin.id)).toBe(true);
      expect(byAdmin.items.map((e) => e.id)).toContain(promoted.id);
      expect((await harness.send(OPS.list, { kind: 'users.account', action: 'updated' }, admin)).items.map((e) => e.id)).toEqual([promoted.id, account.id]);
      expect((await harness.send(OPS.list, { kind: 'medical.record', action: 'deleted' }, admin)).total).toBe(1);
      expect((await harness.send(OPS.list, { from: '2026-03-01', to: '2026-03-01' }, admin)).total).toBeGreaterThan(5);
      expect((await harness.send(OPS.list, { to: '2026-02-28' }, admin)).total).toBe(0);
      // A full page's total is counted: the unfiltered one from the count the database keeps, a filtered one from
      // the matches; both agree with the whole list.
      const everything = (await harness.send(OPS.list, { limit: 500 }, admin)).items;
      expect((await harness.send(OPS.list, { limit: 1 }, admin)).total).toBe(everything.length);
      const mine = everything.filter((e) => e.actor?.id === admin.id).length;
      expect((await harness.send(OPS.list, { actorId: admin.id, limit: 1 }, admin)).total).toBe(mine);
      expect(await harness.send(OPS.people, {}, admin)).toEqual([{ id: admin.id, email: admin.email }, { id: trainer.id, email: trainer.email }]);
    });

    it('refuses plain users every read, and trainers the activity list', async () => {
      expect((await harness.failure(OPS.horseHistory, { horseId }, user)).code).toBe('FORBIDDEN');
      expect((await harness.failure(OPS.thingHistory, { thingId: horseId }, user)).code).toBe('FORBIDDEN');
      expect((await harness.failure(OPS.list, {}, trainer)).code).toBe('FORBIDDEN');
      expect((await harness.failure(OPS.people, {}, trainer)).code).toBe('FORBIDDEN');
      expect((await harness.failure(OPS.list, { from: '2026-03-02', to: '2026-03-01' }, admin)).code).toBe('VALIDATION_FAILED');
    });

    it('is rebuilt from the events still held, giving the same entries', async () => {
      const all = async () => (await harness.send(OPS.list, { limit: 500 }, admin)).items;
      const before: HistoryEntry[] = await all();
      expect(before.length).toBeGreaterThanOrEqual(8);
      await activity.close();
      try {
        // As `npm run events -- history rebuild` runs it: the events tool reads what the stream (or the outboxes) holds.
        const said: string[] = [];
        const rebuilds = { history: async (c: Config, events: AsyncIterable<EventEnvelope>) => [JSON.stringify(await rebuildHistory(c, events))] };
        expect(await runEventsTool(['history', 'rebuild'], { config, services: [PROBE], rebuilds, out: (line) => said.push(line) })).toBe(0);
        const report = JSON.parse(said[0]!) as { kept: number; unreadable: string[] };
        expect(report.unreadable).toEqual([]);
        expect(report.kept).toBeGreaterThanOrEqual(before.length);
      } finally {
        activity = await startService(activityService, config, silent);
      }
      expect(await all()).toEqual(before);
      expect((await harness.send(OPS.list, { limit: 1 }, admin)).total).toBe(before.length);
      // What the consumer meets again afterwards is a duplicate, not a second entry.
      const next = await emit(envelope(HORSE_EVENTS.updated.type, horse(horseId, { name: 'Dusty Rose', color: 'grey', version: 4 }), horseId));
      expect((await all()).map((e) => e.id)).toEqual([next.id, ...before.map((e) => e.id)]);
    }, 30_000);
  });
}

suite('the history on SQLite', async () => ({ env: {}, cleanup: async () => {} }));

const pg = await postgresAvailable();
describeWhen(pg, 'PostgreSQL', 'the history on PostgreSQL', () => {
  suite('(schema activity)', async () => {
    const db = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: db.drop };
  });
  // The distributed mode: the probe's relay publishes onto JetStream, the activity service's durable consumer applies.
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over JetStream', () => {
    suite('(schema activity, JetStream)', async () => {
      const server = await privateNatsServer();
      await server.start();
      const db = await createTestDatabase();
      const env = { DATABASE_URL: db.url, NATS_URL: server.url, REMUDA_TARGET: 'activity', PORT: '0', HOST: '127.0.0.1' };
      return { env, cleanup: async () => { await server.remove(); await db.drop(); } };
    });
  });
});

await describeMigrations('activity', ACTIVITY_ENTITIES, ACTIVITY_MIGRATIONS);
