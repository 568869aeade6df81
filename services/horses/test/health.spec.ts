import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { connect } from '@nats-io/transport-node';
import {
  type EventDefinition,
  type EventEnvelope,
  type EventPayload,
  CARE_EVENTS,
  CARE_OPERATIONS,
  type CareDueChanged,
  HORSE_EVENTS,
  HORSE_OPERATIONS,
  type HorseWithMedia,
  MEDICAL_EVENTS,
  type MedicalRecord,
  type OperationRequest,
  eventSubject,
  longDate,
} from '@remuda/contracts';
import {
  InboxEntity,
  JsonLogger,
  OutboxEntity,
  OutboxRelay,
  eventsDuplicate,
  type RunningTarget,
  processEventHub,
  startService,
} from '@remuda/service-kit';
import { NATS_SERVER, createTestDatabase, describeWhen, messageHarness, postgresAvailable, privateNatsServer, testConfig } from '@remuda/service-kit/testing';
import { addDays, dayOf } from '../src/health/health-policy.js';
import { HorseEntity } from '../src/horses/horse.entity.js';
import { toHorse } from '../src/horses/horse-view.js';
import { HORSES_ENTITIES, HORSES_MIGRATIONS, HealthClock, HealthSweep, horsesService } from '../src/index.js';
import { startUsersWith } from '@remuda/users/testing';
import { medicalProbe } from './medical-probe.js';

const silent = new JsonLogger({}, 'error');
const P = HORSE_OPERATIONS;
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
const admin = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' as const };

/** Today, as the tests' calendar starts: the day the horses are made (their raises are dated by the real clock). */
const T = dayOf(new Date());
const at = (days: number) => addDays(T, days);

let clockMs = Date.parse('2020-01-01T00:00:00.000Z');
/** A strictly increasing instant for each event, so their order is the order the test makes them in. */
const tick = () => new Date((clockMs += 1000)).toISOString();

function envelope<E extends EventDefinition>(event: E, data: EventPayload<E>, occurredAt = tick()): EventEnvelope<EventPayload<E>> {
  return { id: randomUUID(), type: event.type, version: event.version, occurredAt, aggregateId: (data as { id: string }).id, actor: null, correlationId: randomUUID(), data };
}

function record(horseId: string, date: string, fields: Partial<MedicalRecord> = {}): MedicalRecord {
  return {
    id: randomUUID(), horseId, horseName: null, date, description: 'check', vet: '', notes: '', weight: null, height: null,
    wormed: false, trimmed: false, coggins: false, yearly_vaccines: false, care: [], documents: [],
    createdAt: `${date}T09:00:00.000Z`, updatedAt: `${date}T09:00:00.000Z`, version: 1, ...fields,
  };
}

function suite(name: string, makeEnv: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>) {
  describe(name, () => {
    let users: RunningTarget;
    let horses: RunningTarget;
    let probe: RunningTarget;
    let harness: ReturnType<typeof messageHarness>;
    let cleanup: () => Promise<void>;
    let db: DataSource;
    let natsUrl: string | null = null;

    beforeAll(async () => {
      const made = await makeEnv();
      cleanup = made.cleanup;
      const config = testConfig(made.env);
      natsUrl = made.env.NATS_URL ?? null;
      users = await startUsersWith([trainer, admin], config, silent);
      horses = await startService(horsesService, config, silent);
      probe = await startService(medicalProbe(), config, silent);
      harness = messageHarness(config);
      await harness.connect();
      db = horses.app.get(DataSource);
    }, 30_000);
    afterAll(async () => {
      await harness?.close();
      await probe?.close();
      await horses?.close();
      await users?.close();
      await cleanup?.();
    });
    beforeEach(() => setToday(T));

    const setToday = (day: string) => {
      horses.app.get(HealthClock).now = () => new Date(`${day}T12:00:00.000Z`);
    };
    const create = (fields: Record<string, unknown> = {}) =>
      harness.send(P.create, { name: `Horse ${randomUUID().slice(0, 8)}`, sex: 'mare', ...fields } as OperationRequest<typeof P.create>, trainer);
    const get = (id: string) => harness.send(P.get, { id });

    /** Records the event in the probe's outbox, relays it, and waits until the horses service has taken it. */
    async function emit(sent: EventEnvelope): Promise<EventEnvelope> {
      const outbox = probe.app.get(DataSource).getRepository(OutboxEntity);
      await outbox.insert({ id: sent.id, type: sent.type, aggregateId: sent.aggregateId, envelope: JSON.stringify(sent), occurredAt: sent.occurredAt, publishedAt: null });
      await probe.app.get(OutboxRelay).flush();
      await taken(sent.id);
      return sent;
    }
    async function taken(eventId: string): Promise<void> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const row = await db.getRepository(InboxEntity).findOneBy({ eventId });
        if (row?.status === 'applied') return;
        if (row?.status === 'dead') throw new Error(`event ${eventId} was dead-lettered: ${row.lastError}`);
        if (Date.now() > deadline) throw new Error(`event ${eventId} was not applied`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    /** The consumer's count of events it took as duplicates. */
    const duplicates = async (type: string) => (await eventsDuplicate.get()).values.filter((v) => v.labels.type === type).reduce((sum, v) => sum + v.value, 0);
    /**
     * Delivers an event already applied once more, as the broker does after a lost acknowledgement: on JetStream
     * published again without its message id (so the stream keeps it), in one process through the hub; then waits
     * until the consumer has taken it as a duplicate.
     */
    async function redeliver(sent: EventEnvelope): Promise<void> {
      const before = await duplicates(sent.type);
      if (natsUrl) {
        const nc = await connect({ servers: natsUrl });
        nc.publish(eventSubject(sent.type), JSON.stringify(sent));
        await nc.drain();
      } else await processEventHub.deliver(sent);
      const deadline = Date.now() + 10_000;
      while ((await duplicates(sent.type)) <= before) {
        if (Date.now() > deadline) throw new Error(`event ${sent.id} was not taken again`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const written = (r: MedicalRecord, occurredAt?: string) => emit(envelope(MEDICAL_EVENTS.created, r, occurredAt));
    const rewritten = (r: MedicalRecord, occurredAt?: string) => emit(envelope(MEDICAL_EVENTS.updated, r, occurredAt));
    const removed = (r: MedicalRecord, occurredAt?: string) => emit(envelope(MEDICAL_EVENTS.deleted, { id: r.id, horseId: r.horseId }, occurredAt));

    /** The events the horses service recorded about a horse, by type. */
    async function recorded(horseId: string): Promise<{ updated: number; healthChanged: Array<EventPayload<typeof HORSE_EVENTS.healthChanged>> }> {
      const rows = await db.getRepository(OutboxEntity).find({ where: { aggregateId: horseId }, order: { occurredAt: 'ASC' } });
      return {
        updated: rows.filter((r) => r.type === HORSE_EVENTS.updated.type).length,
        healthChanged: rows.filter((r) => r.type === HORSE_EVENTS.healthChanged.type).map((r) => (JSON.parse(r.envelope) as EventEnvelope<EventPayload<typeof HORSE_EVENTS.healthChanged>>).data),
      };
    }
    const needs = (h: HorseWithMedia) => ({ needsWormed: h.needsWormed, needsTrimmed: h.needsTrimmed, needsYearly: h.needsYearly, needsCoggins: h.needsCoggins });
    const allKinds = { wormed: true, trimmed: true, coggins: true, yearly_vaccines: true };

    it('starts a new horse with no record of any kind, each kind needed from its first day; a deceased one needs none', async () => {
      const horse = await create({ needsCoggins: true });
      expect(horse.healthDue).toEqual({ wormed: T, trimmed: T, yearly_vaccines: T, coggins: T });
      expect(horse.healthLast).toEqual({ wormed: null, trimmed: null, yearly_vaccines: null, coggins: null });
      expect(needs(horse)).toEqual({ needsWormed: true, needsTrimmed: true, needsYearly: true, needsCoggins: true });
      const gone = await create({ needsCoggins: true, deceased: true });
      expect(needs(gone)).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      // Marked deceased later: no care is due from then on, and health-changed says so.
      await harness.send(P.update, { id: horse.id, horse: { name: horse.name, sex: horse.sex, deceased: true, needsCoggins: true } }, trainer);
      expect(needs(await get(horse.id))).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      expect((await recorded(horse.id)).healthChanged.at(-1)).toMatchObject({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
    });

    it('lists today’s care from the due dates it keeps: living horses, overdue, due today or within the lead days, by kind', async () => {
      const horse = await create();
      const away = await create({ on_property: false });
      const gone = await create({ deceased: true });
      const listed = async (kind: string) =>
        (await harness.send(CARE_OPERATIONS.due, { limit: 500 }, trainer)).groups.find((g) => g.kind === kind)!.items.filter((i) => [horse.id, away.id, gone.id].includes(i.horseId));
      expect((await listed('wormed')).map((i) => [i.horseName, i.away, i.text, i.when])).toEqual(
        [[horse.name, false, 'No worming on record', 'Due today'], [away.name, true, 'No worming on record', 'Due today']].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      // Wormed today: due in 90 days, off the list until 14 days before.
      await written(record(horse.id, T, { wormed: true }));
      expect((await listed('wormed')).map((i) => i.horseId)).toEqual([away.id]);
      expect((await listed('trimmed')).map((i) => i.horseId).sort()).toEqual([horse.id, away.id].sort());
      setToday(at(76));
      expect((await listed('wormed')).find((i) => i.horseId === horse.id)).toMatchObject({ due: at(90), last: T, status: 'due-soon', when: 'Due in 14 days' });
      expect((await harness.failure(CARE_OPERATIONS.due, {}, { ...trainer, role: 'USER' })).code).toBe('FORBIDDEN');
      // A page of one kind's group: its total, and the horses from an offset.
      const whole = (await harness.send(CARE_OPERATIONS.due, { limit: 500 }, trainer)).groups.find((g) => g.kind === 'trimmed')!;
      expect(whole.total).toBe(whole.items.length);
      const page = await harness.send(CARE_OPERATIONS.due, { kind: 'trimmed', limit: 1, offset: 1 }, trainer);
      expect(page.groups).toEqual([{ ...whole, items: whole.items.slice(1, 2) }]);
    });

    it('clears a need with a record of that kind and sets its due date; weight and height come from the newest record with them', async () => {
      const horse = await create({ needsWormed: true, weight: 950, height: 14.3 });
      await written(record(horse.id, T, { ...allKinds, wormed: true, weight: 1010, height: 15.2 }));
      let now = await get(horse.id);
      expect(needs(now)).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      expect(now.healthDue).toEqual({ wormed: at(90), trimmed: at(49), yearly_vaccines: at(365), coggins: at(365) });
      expect(now).toMatchObject({ weight: 1010, height: 15.2 });
      // An older visit (entered late) weighs the horse but measures nothing newer: weight stays the newest's.
      await written(record(horse.id, at(-30), { weight: 900, height: 15.0 }));
      // One between them that only weighs it: still the newest record's weight.
      await written(record(horse.id, at(-1), { weight: 1005 }));
      now = await get(horse.id);
      expect(now).toMatchObject({ weight: 1010, height: 15.2 });
      const later = record(horse.id, at(1), { weight: 1020, wormed: true });
      await written(later);
      now = await get(horse.id);
      expect(now).toMatchObject({ weight: 1020, height: 15.2 });
      expect(now.healthDue.wormed).toBe(at(91));
    });

    it('brings back the previous state when the latest record is deleted', async () => {
      const horse = await create();
      await written(record(horse.id, at(-200), { ...allKinds, weight: 900, height: 14.2 }));
      const latest = record(horse.id, at(-5), { wormed: true, trimmed: true, weight: 1000, height: 14.3 });
      await written(latest);
      const withLatest = await get(horse.id);
      expect(withLatest.healthDue).toMatchObject({ wormed: at(85), trimmed: at(44) });
      expect(needs(withLatest)).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      await removed(latest);
      const after = await get(horse.id);
      expect(after.healthDue).toEqual({ wormed: at(-110), trimmed: at(-151), yearly_vaccines: at(165), coggins: at(165) });
      expect(needs(after)).toEqual({ needsWormed: true, needsTrimmed: true, needsYearly: false, needsCoggins: false });
      expect(after).toMatchObject({ weight: 900, height: 14.2 });
    });

    it('moves the due dates back when a deleted record is restored, as when it was made', async () => {
      const horse = await create();
      await written(record(horse.id, at(-200), { ...allKinds, weight: 900 }));
      const latest = record(horse.id, at(-5), { wormed: true, trimmed: true, weight: 1000 });
      await written(latest);
      await removed(latest);
      expect((await get(horse.id)).healthDue).toMatchObject({ wormed: at(-110), trimmed: at(-151) });
      await emit(envelope(MEDICAL_EVENTS.restored, { ...latest, horseName: 'Restored', version: 2 }));
      const back = await get(horse.id);
      expect(back.healthDue).toEqual({ wormed: at(85), trimmed: at(44), yearly_vaccines: at(165), coggins: at(165) });
      expect(needs(back)).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      expect(back.weight).toBe(1000);
    });

    it('changes nothing for an older event delivered late, a duplicate, or a deleted record written again', async () => {
      const horse = await create();
      const visit = record(horse.id, at(-10), { ...allKinds, weight: 1000 });
      const first = tick();
      const newer = await rewritten({ ...visit, weight: 1100 }, tick());
      const settled = await get(horse.id);
      expect(settled).toMatchObject({ weight: 1100, healthDue: { wormed: at(80) } });
      const before = await recorded(horse.id);
      // The create, older than the update already applied, arrives after it.
      await written({ ...visit, date: at(-100), wormed: false }, first);
      // The update again (a redelivery, say after a lost acknowledgement).
      await redeliver(newer);
      expect(await get(horse.id)).toEqual(settled);
      expect(await recorded(horse.id)).toEqual(before);
      // Deleted, then an update older than the delete delivered late: it stays deleted.
      const olderUpdate = tick();
      await removed(visit, tick());
      await rewritten({ ...visit, date: at(-1) }, olderUpdate);
      const gone = await get(horse.id);
      expect(gone.healthDue).toEqual({ wormed: T, trimmed: T, yearly_vaccines: T, coggins: T });
      expect(gone.weight).toBe(1100);
    });

    it('records health-changed only when a need flips, and updated only when a field of the horse’s own moves', async () => {
      const horse = await create();
      // The first record of every kind: each need, on from the horse's first day, goes off. Needs and due dates
      // go out as health-changed (and care.due-changed), not as a change of the horse.
      await written(record(horse.id, at(-1), allKinds));
      expect(await recorded(horse.id)).toMatchObject({ updated: 0, healthChanged: [{ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false }] });
      // A record that weighs the horse changes the horse's own weight: updated.
      await written(record(horse.id, T, { weight: 1000 }));
      expect(await recorded(horse.id)).toMatchObject({ updated: 1, healthChanged: [{}] });
      // A record changing nothing of the horse's health: nothing recorded.
      await written(record(horse.id, at(-3), { trimmed: true }));
      expect(await recorded(horse.id)).toMatchObject({ updated: 1, healthChanged: [{}] });
      const old = record(horse.id, at(-60), { wormed: true });
      await written(old);
      await removed(record(horse.id, at(-1)));
      expect((await recorded(horse.id)).healthChanged).toHaveLength(1);
    });

    it('raises a need in the daily check once its due date has come, not the day before', async () => {
      const horse = await create();
      await written(record(horse.id, T, allKinds));
      const cleared = (await recorded(horse.id)).healthChanged.length;
      const sweep = horses.app.get(HealthSweep);
      setToday(at(48));
      await sweep.run();
      expect(needs(await get(horse.id))).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      expect((await recorded(horse.id)).healthChanged).toHaveLength(cleared);
      setToday(at(49));
      await sweep.run();
      const due = await get(horse.id);
      expect(needs(due)).toEqual({ needsWormed: false, needsTrimmed: true, needsYearly: false, needsCoggins: false });
      expect((await recorded(horse.id)).healthChanged.slice(cleared)).toEqual([
        { horseId: horse.id, needsWormed: false, needsTrimmed: true, needsYearly: false, needsCoggins: false, healthDue: due.healthDue },
      ]);
      // Run again the same day: nothing more to say.
      await sweep.run();
      expect((await recorded(horse.id)).healthChanged).toHaveLength(cleared + 1);
      // A horse no record was ever made for is due from its first day.
      const fresh = await create();
      await sweep.run();
      expect(needs(await get(fresh.id))).toEqual({ needsWormed: true, needsTrimmed: true, needsYearly: true, needsCoggins: true });
    });

    it('counts the ranch’s own changes in the version, so a form read before a record measured the horse is refused', async () => {
      const horse = await create({ weight: 950 });
      const form = { name: horse.name, sex: horse.sex, weight: 950, version: horse.version };
      await written(record(horse.id, T, { ...allKinds, weight: 1010 }));
      const measured = await get(horse.id);
      expect(measured).toMatchObject({ weight: 1010, version: horse.version + 1 });
      const stale = await harness.failure(P.update, { id: horse.id, horse: form }, trainer);
      expect(stale).toMatchObject({ code: 'CONFLICT', current: measured });
      // The daily check raising a need is a change too.
      setToday(at(49));
      await horses.app.get(HealthSweep).run();
      const due = await get(horse.id);
      expect(due).toMatchObject({ needsTrimmed: true, version: measured.version + 1 });
      expect(await harness.send(P.update, { id: horse.id, horse: { ...form, weight: 1010, needsTrimmed: true, version: due.version } }, trainer)).toMatchObject({
        weight: 1010, needsTrimmed: true, version: due.version + 1,
      });
    });

    it('takes the events of records made before records had versions', async () => {
      const horse = await create();
      const { version: _, ...unversioned } = record(horse.id, T, { weight: 1030 });
      await emit(envelope(MEDICAL_EVENTS.created, unversioned));
      expect(await get(horse.id)).toMatchObject({ weight: 1030, version: horse.version + 1 });
    });

    it('keeps a need raised by hand until a record of that kind dated on or after the raise clears it', async () => {
      const horse = await create();
      await written(record(horse.id, at(-2), allKinds));
      const form = { name: horse.name, sex: horse.sex };
      await harness.send(P.update, { id: horse.id, horse: { ...form, needsCoggins: true } }, trainer);
      expect((await recorded(horse.id)).healthChanged.at(-1)).toMatchObject({ needsCoggins: true, needsWormed: false });
      // A record older than the raise, and one of another kind: the raise stands.
      await written(record(horse.id, at(-1), { coggins: true }));
      await written(record(horse.id, T, { wormed: true }));
      expect(needs(await get(horse.id))).toMatchObject({ needsCoggins: true, needsWormed: false });
      await written(record(horse.id, T, { coggins: true }));
      const cleared = await get(horse.id);
      expect(needs(cleared)).toEqual({ needsWormed: false, needsTrimmed: false, needsYearly: false, needsCoggins: false });
      expect(cleared.healthDue.coggins).toBe(at(365));
      expect((await recorded(horse.id)).healthChanged.at(-1)).toMatchObject({ needsCoggins: false });
    });

    /** The care events the horses service recorded about a horse. */
    async function careEvents(horseId: string): Promise<CareDueChanged[]> {
      const rows = await db.getRepository(OutboxEntity).find({ where: { aggregateId: horseId, type: CARE_EVENTS.dueChanged.type }, order: { occurredAt: 'ASC' } });
      return rows.map((r) => (JSON.parse(r.envelope) as EventEnvelope<CareDueChanged>).data);
    }
    const dueOf = (event: CareDueChanged | undefined, kind: string) => event?.care.find((c) => c.kind === kind)?.due;
    const C = CARE_OPERATIONS;

    it('follows a kind of care an administrator adds, a horse’s own interval and a changed interval, moving every due date', async () => {
      const settings = await harness.send(C.settings, {}, trainer);
      expect(settings).toMatchObject({ timeZone: 'UTC', leadDays: 14, digestHour: 6, horseIntervals: [] });
      expect(settings.kinds).toEqual([
        { kind: 'wormed', name: 'Worming', intervalDays: 90, builtIn: true },
        { kind: 'trimmed', name: 'Trimming', intervalDays: 49, builtIn: true },
        { kind: 'yearly_vaccines', name: 'Yearly Vaccines', intervalDays: 365, builtIn: true },
        { kind: 'coggins', name: 'Coggins', intervalDays: 365, builtIn: true },
      ]);
      expect((await harness.failure(C.addKind, { name: 'Dental float', intervalDays: 365 }, trainer)).code).toBe('FORBIDDEN');
      const added = await harness.send(C.addKind, { name: 'Dental float', intervalDays: 365 }, admin);
      expect(added.kinds.at(-1)).toEqual({ kind: 'dental_float', name: 'Dental float', intervalDays: 365, builtIn: false });
      expect(added.version).toBe(settings.version + 1);
      expect((await harness.failure(C.addKind, { name: 'dental FLOAT', intervalDays: 30 }, admin)).errors).toEqual([{ field: 'name', message: 'A kind of care with this name already exists' }]);
      await horses.app.get(HealthSweep).refresh();

      const horse = await create();
      const dental = async () => (await harness.send(C.due, { limit: 500 }, trainer)).groups.find((g) => g.kind === 'dental_float')?.items.find((i) => i.horseId === horse.id);
      // Never recorded: due from its first day, in the added kind's words.
      expect(await dental()).toMatchObject({ due: T, last: null, status: 'overdue', text: 'No dental float on record' });
      await written(record(horse.id, at(-10), { care: ['dental_float'] }));
      expect(await dental()).toBeUndefined();
      expect(dueOf((await careEvents(horse.id)).at(-1), 'dental_float')).toBe(at(355));
      const { horses: herd } = await harness.send(P.careDates, {}, trainer);
      expect(herd.find((h) => h.id === horse.id)!.care.at(-1)).toEqual({ kind: 'dental_float', name: 'Dental float', due: at(355), last: at(-10) });

      // The ranch's interval changes: every due date of that kind moves.
      await harness.send(C.updateKind, { kind: 'dental_float', name: 'Dental float', intervalDays: 5 }, admin);
      await horses.app.get(HealthSweep).refresh();
      expect(await dental()).toMatchObject({ due: at(-5), last: at(-10), status: 'overdue', text: `Dental float overdue since ${longDate(at(-5))}` });
      expect(dueOf((await careEvents(horse.id)).at(-1), 'dental_float')).toBe(at(-5));

      // One horse on a 6-week trim: its own interval, at once; back on the ranch's when it is taken away.
      await written(record(horse.id, at(-45), { trimmed: true }));
      expect((await get(horse.id)).healthDue.trimmed).toBe(at(4));
      const own = await harness.send(C.setHorseInterval, { horseId: horse.id, kind: 'trimmed', days: 42 }, admin);
      expect(own.horseIntervals).toContainEqual({ horseId: horse.id, horseName: horse.name, kind: 'trimmed', days: 42 });
      expect(await get(horse.id)).toMatchObject({ healthDue: { trimmed: at(-3) }, needsTrimmed: true });
      expect(dueOf((await careEvents(horse.id)).at(-1), 'trimmed')).toBe(at(-3));
      await harness.send(C.setHorseInterval, { horseId: horse.id, kind: 'trimmed', days: null }, admin);
      expect(await get(horse.id)).toMatchObject({ healthDue: { trimmed: at(4) }, needsTrimmed: false });
      expect((await harness.failure(C.setHorseInterval, { horseId: horse.id, kind: 'shoeing', days: 42 }, admin)).code).toBe('NOT_FOUND');

      // The spec's four stay; an added kind goes, with its group and its dates.
      expect((await harness.failure(C.removeKind, { kind: 'wormed' }, admin)).code).toBe('VALIDATION_FAILED');
      const removed = await harness.send(C.removeKind, { kind: 'dental_float' }, admin);
      expect(removed.kinds.map((k) => k.kind)).toEqual(['wormed', 'trimmed', 'yearly_vaccines', 'coggins']);
      await horses.app.get(HealthSweep).refresh();
      expect((await harness.send(C.due, { limit: 500 }, trainer)).groups.map((g) => g.kind)).toEqual(['wormed', 'trimmed', 'yearly_vaccines', 'coggins']);
      expect((await careEvents(horse.id)).at(-1)!.care.map((c) => c.kind)).toEqual(['wormed', 'trimmed', 'yearly_vaccines', 'coggins']);
    });

    it('announces a horse’s care when it dies, leaves the property and comes back', async () => {
      const horse = await create();
      expect(await careEvents(horse.id)).toHaveLength(1);
      const form = { name: horse.name, sex: horse.sex };
      await harness.send(P.update, { id: horse.id, horse: { ...form, on_property: false } }, trainer);
      await harness.send(P.update, { id: horse.id, horse: { ...form, on_property: true } }, trainer);
      // A change that does not touch its care says nothing.
      await harness.send(P.update, { id: horse.id, horse: { ...form, on_property: true, color: 'Bay' } }, trainer);
      await harness.send(P.update, { id: horse.id, horse: { ...form, deceased: true } }, trainer);
      expect((await careEvents(horse.id)).map((e) => [e.away, e.deceased])).toEqual([[false, false], [true, false], [false, false], [false, true]]);
    });

    it('reads the ranch’s day in its time zone, and refuses a stale or unreadable change of the settings', async () => {
      horses.app.get(HealthClock).now = () => new Date('2026-07-01T12:00:00.000Z');
      const horse = await create();
      await written(record(horse.id, '2026-04-06', { wormed: true }));
      const { version } = await harness.send(C.settings, {}, trainer);
      const denver = await harness.send(C.updateSettings, { timeZone: 'america/denver', leadDays: 14, digestHour: 7, version }, admin);
      expect(denver).toMatchObject({ timeZone: 'America/Denver', digestHour: 7, version: version + 1 });
      const conflict = await harness.failure(C.updateSettings, { timeZone: 'UTC', leadDays: 14, digestHour: 6, version }, admin);
      expect(conflict).toMatchObject({ code: 'CONFLICT', current: denver });
      expect((await harness.failure(C.updateSettings, { timeZone: 'Mars/Olympus', leadDays: 400, digestHour: 24 }, admin)).errors).toEqual([
        { field: 'timeZone', message: 'Time zone must be a time zone such as America/Denver' },
        { field: 'leadDays', message: 'Lead days must be at most 365' },
        { field: 'digestHour', message: 'Digest hour must be at most 23' },
      ]);
      expect((await harness.failure(C.updateSettings, { timeZone: 'UTC', leadDays: 14, digestHour: 6 }, trainer)).code).toBe('FORBIDDEN');
      // Due on 2026-07-05. At 23:30 on the 4th in Denver it is already the 5th in UTC: due tomorrow at the ranch.
      const worming = async () => (await harness.send(C.due, { limit: 500 }, trainer)).groups[0]!.items.find((i) => i.horseId === horse.id);
      horses.app.get(HealthClock).now = () => new Date('2026-07-05T05:30:00.000Z');
      expect(await harness.send(C.due, { limit: 500 }, trainer)).toMatchObject({ today: '2026-07-04' });
      expect(await worming()).toMatchObject({ due: '2026-07-05', status: 'due-soon', when: 'Due tomorrow' });
      // A need ticked by hand at 23:30 is raised on the ranch's day, so a record dated that day clears it.
      await harness.send(P.update, { id: horse.id, horse: { name: horse.name, sex: horse.sex, needsCoggins: true } }, trainer);
      expect((await get(horse.id)).needsCoggins).toBe(true);
      await written(record(horse.id, '2026-07-04', { coggins: true }));
      expect((await get(horse.id)).needsCoggins).toBe(false);
      horses.app.get(HealthClock).now = () => new Date('2026-07-05T06:00:00.000Z');
      expect(await worming()).toMatchObject({ status: 'overdue', when: 'Due today' });
      await harness.send(C.updateSettings, { timeZone: 'UTC', leadDays: 14, digestHour: 6 }, admin);
    });

    it('applies the medical record events a previous release wrote, at version 1 and without care, as records with none', async () => {
      const horse = await create();
      // As the medical service wrote them before records ticked added kinds of care: version 1, no `care`.
      const { care: _, ...v1 } = record(horse.id, at(-10), { wormed: true, trimmed: true, weight: 990 });
      const created = await emit({ ...envelope(MEDICAL_EVENTS.created, v1 as MedicalRecord), version: 1 });
      let now = await get(horse.id);
      expect(now.healthDue).toEqual({ wormed: at(80), trimmed: at(39), yearly_vaccines: T, coggins: T });
      expect(now.healthLast).toMatchObject({ wormed: at(-10), trimmed: at(-10) });
      expect(needs(now)).toMatchObject({ needsWormed: false, needsTrimmed: false });
      expect(now.weight).toBe(990);
      // The care consumer's dates moved with them: the horse's care announced with the new due dates.
      const care = (await careEvents(horse.id)).at(-1);
      expect([dueOf(care, 'wormed'), dueOf(care, 'trimmed')]).toEqual([at(80), at(39)]);
      // An update of the same record from before versions were written at all: read as version 1 too.
      const { version: __, ...unversioned } = envelope(MEDICAL_EVENTS.updated, { ...v1, date: at(-5), trimmed: false, updatedAt: `${at(-5)}T09:00:00.000Z` } as MedicalRecord);
      await emit(unversioned as EventEnvelope);
      now = await get(horse.id);
      expect(now.healthDue).toMatchObject({ wormed: at(85), trimmed: T });
      expect(needs(now)).toMatchObject({ needsWormed: false, needsTrimmed: true });
      // The inbox keeps each envelope as it came.
      const kept = await db.getRepository(InboxEntity).findOneByOrFail({ eventId: created.id });
      expect(JSON.parse(kept.envelope)).toMatchObject({ version: 1, data: { id: v1.id } });
      expect(JSON.parse(kept.envelope).data).not.toHaveProperty('care');
    });
  });
}

suite('horse health on SQLite', async () => ({ env: {}, cleanup: async () => {} }));

const pg = await postgresAvailable();
describeWhen(pg, 'PostgreSQL', 'horse health on PostgreSQL', () => {
  suite('(schema horses)', async () => {
    const db = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: db.drop };
  });
  // The distributed mode: the probe's relay publishes onto JetStream, the horses service's durable consumer applies.
  // A NATS server of the suite's own, so the services' real durable consumers never meet another run's.
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over JetStream', () => {
    suite('(schema horses, JetStream)', async () => {
      const server = await privateNatsServer();
      await server.start();
      const db = await createTestDatabase();
      const env = { DATABASE_URL: db.url, NATS_URL: server.url, REMUDA_TARGET: 'horses', PORT: '0', HOST: '127.0.0.1' };
      return { env, cleanup: async () => { await server.remove(); await db.drop(); } };
    });
  });
});

/** A horse row as the first migration's table holds it, with staff's needs ticked by hand. */
async function horseBeforeHealth(db: DataSource, id: string, yes: unknown, no: unknown): Promise<void> {
  await db.query(
    `INSERT INTO horses (id, name, name_key, breed, sex, age, color, description, profile_media_id, foal_year, height_tenths, weight, brand, hma,
       on_property, off_property_rides, deceased, deceased_date, needs_wormed, needs_yearly, needs_trimmed, needs_coggins, created_at, updated_at)
     VALUES ('${id}', 'Old Timer', 'old timer', '', 'mare', NULL, '', '', NULL, NULL, NULL, NULL, '', '', ${String(yes)}, ${String(no)}, ${String(no)}, NULL,
       ${String(yes)}, ${String(no)}, ${String(no)}, ${String(yes)}, '2025-01-01T10:00:00.000Z', '2025-03-04T10:00:00.000Z')`,
  );
}

async function migrateWithHorse(options: DataSourceOptions, yes: unknown, no: unknown) {
  const first = new DataSource({ ...options, entities: HORSES_ENTITIES, migrations: HORSES_MIGRATIONS.slice(0, 1) });
  await first.initialize();
  try {
    if (options.type === 'postgres') await first.query('CREATE SCHEMA IF NOT EXISTS "horses"');
    await first.runMigrations();
    if (options.type === 'postgres') await first.query('SET search_path TO horses');
    await horseBeforeHealth(first, '00000000-0000-4000-8000-000000000001', yes, no);
  } finally {
    await first.destroy();
  }
  const all = new DataSource({ ...options, entities: HORSES_ENTITIES, migrations: HORSES_MIGRATIONS });
  await all.initialize();
  try {
    await all.runMigrations();
    const horse = await all.getRepository(HorseEntity).findOneByOrFail({ id: '00000000-0000-4000-8000-000000000001' });
    return { horse, answered: toHorse(horse, null) };
  } finally {
    await all.destroy();
  }
}

const expectRaisesKept = ({ horse, answered }: Awaited<ReturnType<typeof migrateWithHorse>>) => {
  expect(horse).toMatchObject({ raisedWormed: '2025-03-04', raisedCoggins: '2025-03-04', raisedTrimmed: null, raisedVaccines: null, lastWormed: null, version: 1 });
  expect(answered).toMatchObject({ needsWormed: true, needsCoggins: true, needsTrimmed: false });
  expect(answered.healthDue).toEqual({ wormed: '2025-01-01', trimmed: '2025-01-01', yearly_vaccines: '2025-01-01', coggins: '2025-01-01' });
};

describe('the horse health migration', () => {
  it('keeps on SQLite the needs staff ticked before, as raised by hand on the horse’s last change', async () => {
    const dir = testConfig().dataDir;
    expectRaisesKept(await migrateWithHorse({ type: 'better-sqlite3', database: `${dir}/horses.sqlite` }, 1, 0));
  });
});

describeWhen(pg, 'PostgreSQL', 'the horse health migration on PostgreSQL', () => {
  it('keeps the needs staff ticked before, as raised by hand', async () => {
    const db = await createTestDatabase();
    try {
      expectRaisesKept(await migrateWithHorse({ type: 'postgres', url: db.url, schema: 'horses' }, 'TRUE', 'FALSE'));
    } finally {
      await db.drop();
    }
  });
});
