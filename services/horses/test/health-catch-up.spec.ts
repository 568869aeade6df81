import { existsSync, rmSync } from 'node:fs';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DataSource, In, IsNull } from 'typeorm';
import {
  CARE_EVENTS,
  HORSE_EVENTS,
  HORSE_OPERATIONS,
  type HorseWithMedia,
  MEDICAL_EVENTS,
  MEDICAL_OPERATIONS,
  type MedicalRecord,
  type OperationRequest,
} from '@remuda/contracts';
import { medicalService } from '@remuda/medical';
import { DomainError, EVENT_STREAM, InboxEntity, OutboxEntity, type RunningTarget, eventsDuplicate, startService } from '@remuda/service-kit';
import {
  NATS_SERVER,
  createTestDatabase,
  describeWhen,
  eventually as eventuallyWithin,
  memoryLogger,
  messageHarness,
  postgresAvailable,
  privateNatsServer,
  testConfig,
} from '@remuda/service-kit/testing';
import { addDays, dayOf } from '../src/health/health-policy.js';
import { HealthSweep, horsesService } from '../src/index.js';
import { startUsersWith } from '@remuda/users/testing';

const HORSES = 10;
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
/** Generous: two busy cores run this. Every wait below is bounded by it and asserts an outcome, never a duration. */
const WAIT_MS = 60_000;

/** Polls `check` until it answers something other than false (or stops throwing), by default at most `WAIT_MS`. */
const eventually = <T>(what: string, check: () => Promise<T | false>, timeoutMs = WAIT_MS) => eventuallyWithin(what, check, timeoutMs);

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'horse health in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'catching up after an outage', () => {
    const logger = memoryLogger('error');
    /** Today, as the horses are made: new horses are due from their first day. */
    const T = dayOf(new Date());
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
    let config: ReturnType<typeof testConfig>;
    let users: RunningTarget | null = null;
    let horses: RunningTarget | null = null;
    let medical: RunningTarget | null = null;
    let harness: ReturnType<typeof messageHarness> | null = null;

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      config = testConfig({ REMUDA_TARGET: 'horses', NATS_URL: server.url, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' });
      users = await startUsersWith([trainer], config, logger);
      horses = await startService(horsesService, config, logger);
      medical = await startService(medicalService, config, logger);
      harness = messageHarness(config);
      await harness.connect();
    }, 120_000);

    afterAll(async () => {
      await harness?.close().catch(() => undefined);
      await horses?.close().catch(() => undefined);
      await medical?.close().catch(() => undefined);
      await users?.close().catch(() => undefined);
      await server?.remove();
      await database?.drop();
      if (config) rmSync(config.dataDir, { recursive: true, force: true });
    }, 120_000);

    const get = (id: string) => harness!.send(HORSE_OPERATIONS.get, { id }, trainer);
    const horsesDb = () => horses!.app.get(DataSource);
    const medicalDb = () => medical!.app.get(DataSource);

    /**
     * Records a vet visit, trying again while NATS is away (SERVICE_UNAVAILABLE) until the medical service answers.
     * A try that timed out may still have been written; its twin has the same fields, so it changes no horse's health.
     */
    async function recordVisit(fields: OperationRequest<typeof MEDICAL_OPERATIONS.create>): Promise<MedicalRecord> {
      return eventually(`the medical record of ${fields.horseId} written`, async () => {
        try {
          return await harness!.send(MEDICAL_OPERATIONS.create, fields, trainer);
        } catch (err) {
          if (err instanceof DomainError && err.code === 'SERVICE_UNAVAILABLE') return false;
          throw err;
        }
      }, 2 * WAIT_MS);
    }

    /** The horses service's health announcements (`updated`, `health-changed`, `care.due-changed`) in its outbox, by id. */
    async function healthAnnouncements(): Promise<string[]> {
      const rows = await horsesDb()
        .getRepository(OutboxEntity)
        .find({ where: { type: In([HORSE_EVENTS.updated.type, HORSE_EVENTS.healthChanged.type, CARE_EVENTS.dueChanged.type]) }, select: { id: true }, order: { id: 'ASC' } });
      return rows.map((r) => r.id);
    }

    /** Every `medical.record.created` the medical service recorded (twins of timed-out tries included), once relayed. */
    async function medicalEventsRelayed(): Promise<string[] | false> {
      const outbox = medicalDb().getRepository(OutboxEntity);
      if ((await outbox.countBy({ publishedAt: IsNull() })) > 0) return false;
      return (await outbox.find({ where: { type: MEDICAL_EVENTS.created.type }, select: { id: true } })).map((r) => r.id);
    }

    const duplicatesSeen = async () =>
      (await eventsDuplicate.get()).values.find((v) => v.labels.consumer === 'horse-health' && v.labels.type === MEDICAL_EVENTS.created.type)
        ?.value ?? 0;

    it('brings every horse’s health up to date with what was recorded while it was down, and a replay changes nothing', async () => {
      // 1. The herd, as the medical service comes to know it from the horses service's events.
      const herd: HorseWithMedia[] = [];
      for (let i = 0; i < HORSES; i++) {
        herd.push(await harness!.send(HORSE_OPERATIONS.create, { name: `Catch-up ${i}`, sex: 'mare', weight: 900 + i }, trainer));
      }
      const ids = herd.map((h) => h.id);
      await eventually('the medical service knowing every horse', async () => {
        const known = (await medicalDb().query('SELECT id FROM known_horses')) as Array<{ id: string }>;
        return ids.every((id) => known.some((k) => k.id === id));
      });

      // 2. The horses service goes away; the medical service keeps recording visits.
      await horses!.close();
      horses = null;
      const [h0, h1, h2, h3, h4, h5, h6] = ids;
      const visits: Array<OperationRequest<typeof MEDICAL_OPERATIONS.create>> = [
        // Half the herd wormed today, some weighed too; h0 weighed earlier as well, entered after today's visit.
        { horseId: h0!, date: T, description: 'spring worming', wormed: true, weight: 1000 },
        { horseId: h0!, date: addDays(T, -20), description: 'weigh-in', weight: 950 },
        { horseId: h1!, date: T, description: 'spring worming', wormed: true },
        { horseId: h2!, date: T, description: 'spring worming', wormed: true, weight: 1010 },
        { horseId: h3!, date: T, description: 'spring worming', wormed: true },
        { horseId: h4!, date: T, description: 'spring worming', wormed: true, weight: 1040 },
        { horseId: h4!, date: addDays(T, -2), description: 'weigh-in', weight: 1030 },
        // The other half: weighed only, or wormed long ago (so still due).
        { horseId: h5!, date: addDays(T, -30), description: 'weigh-in', weight: 1050 },
        { horseId: h5!, date: addDays(T, -3), description: 'weigh-in', weight: 1100 },
        { horseId: h6!, date: addDays(T, -100), description: 'old worming', wormed: true, weight: 880 },
      ];
      const answered: MedicalRecord[] = [];
      const unanswered: typeof visits = [];
      for (const [n, visit] of visits.entries()) {
        // 3. NATS itself goes away mid-way through the writes, and comes back after two more tries.
        if (n === 4) await server.stop();
        if (n === 6) await server.start();
        try {
          answered.push(await harness!.send(MEDICAL_OPERATIONS.create, visit, trainer));
        } catch (err) {
          if (!(err instanceof DomainError) || err.code !== 'SERVICE_UNAVAILABLE') throw err;
          unanswered.push(visit);
        }
      }
      expect(unanswered.length).toBeGreaterThanOrEqual(2);
      for (const visit of unanswered) answered.push(await recordVisit(visit));
      expect(answered).toHaveLength(visits.length);

      // What each horse's health must become: from the records the medical service answered for.
      const expected = new Map<string, Pick<HorseWithMedia, 'needsWormed' | 'needsTrimmed' | 'needsYearly' | 'needsCoggins' | 'healthDue' | 'weight'>>();
      for (const horse of herd) {
        const records = answered.filter((r) => r.horseId === horse.id).sort((a, b) => (b.date === a.date ? b.createdAt.localeCompare(a.createdAt) : b.date.localeCompare(a.date)));
        const wormed = records.find((r) => r.wormed)?.date ?? null;
        const wormDue = wormed === null ? T : addDays(wormed, 90);
        expected.set(horse.id, {
          needsWormed: T >= wormDue,
          needsTrimmed: true,
          needsYearly: true,
          needsCoggins: true,
          healthDue: { wormed: wormDue, trimmed: T, yearly_vaccines: T, coggins: T },
          weight: records.find((r) => r.weight !== null)?.weight ?? horse.weight,
        });
      }
      // The data says what the test claims: half wormed today, weights from the newest record.
      expect(ids.filter((id) => expected.get(id)!.healthDue.wormed === addDays(T, 90))).toEqual([h0, h1, h2, h3, h4]);
      expect(ids.slice(0, 7).map((id) => expected.get(id)!.weight)).toEqual([1000, herd[1]!.weight, 1010, herd[3]!.weight, 1040, 1100, 880]);
      const createdEvents = await eventually('the medical events relayed', medicalEventsRelayed);

      // 4. The horses service comes back and catches up from its durable consumer.
      horses = await startService(horsesService, config, logger);
      const healthOf = (h: HorseWithMedia) => ({
        needsWormed: h.needsWormed, needsTrimmed: h.needsTrimmed, needsYearly: h.needsYearly, needsCoggins: h.needsCoggins, healthDue: h.healthDue, weight: h.weight,
      });
      await eventually('every horse’s health caught up', async () => {
        for (const id of ids) expect(healthOf(await get(id))).toEqual(expected.get(id));
        return true;
      });
      await eventually('every medical record event applied by the horses service', async () => {
        const applied = await horsesDb().getRepository(InboxEntity).countBy({ eventId: In(createdEvents), status: 'applied' });
        return applied === createdEvents.length;
      });
      expect(await horsesDb().getRepository(InboxEntity).countBy({ status: 'dead' })).toBe(0);
      const settled = new Map<string, HorseWithMedia>();
      for (const id of ids) settled.set(id, await get(id));
      const announced = await healthAnnouncements();
      expect(announced.length).toBeGreaterThan(0);

      // 5. A replay: the durable consumer is gone, so the next start reads the stream from its beginning again.
      await horses.close();
      horses = null;
      const nc = await connect({ servers: server.url });
      try {
        const jsm = await jetstreamManager(nc);
        expect(await jsm.consumers.delete(EVENT_STREAM, 'horses')).toBe(true);
      } finally {
        await nc.close();
      }
      const duplicatesBefore = await duplicatesSeen();
      horses = await startService(horsesService, config, logger);
      await eventually('every medical record event delivered again', async () => (await duplicatesSeen()) - duplicatesBefore >= createdEvents.length);
      // The daily check run at start-up has nothing to change either.
      expect(await horses.app.get(HealthSweep).run()).toBe(0);
      for (const id of ids) expect(await get(id)).toEqual(settled.get(id));
      expect(await healthAnnouncements()).toEqual(announced);
      expect(await horsesDb().getRepository(InboxEntity).countBy({ status: 'dead' })).toBe(0);
    }, 400_000);
  });
});
