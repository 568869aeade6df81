import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import {
  CARE_KINDS,
  type EventDefinition,
  type EventEnvelope,
  type EventPayload,
  HORSE_OPERATIONS,
  type HorseWithMedia,
  MEDICAL_EVENTS,
  type MedicalRecord,
  type Needs,
  type OperationRequest,
  horseCare,
} from '@remuda/contracts';
import {
  InboxEntity,
  JsonLogger,
  OutboxEntity,
  OutboxRelay,
  type RunningTarget,
  startService,
} from '@remuda/service-kit';
import { messageHarness, testConfig } from '@remuda/service-kit/testing';
import { startUsersWith } from '@remuda/users/testing';
import { HEALTH_KINDS, type HealthKind, NEED_FLAG, addDays, dayOf } from '../src/health/health-policy.js';
import { CarePlans } from '../src/care-plan/care-plans.js';
import { HealthClock } from '../src/health/horse-health.js';
import { HealthSweep, horsesService } from '../src/index.js';
import { medicalProbe } from './medical-probe.js';

/**
 * One horse's history, generated: medical records (some on their kind's due day, some around a leap day, some
 * deleted again), moves off the property and back, a death (and its undoing), needs ticked and unticked by hand.
 * Whatever the history, the horses service's Health Needs filter, its count and the needs it answers are the ones
 * `horseCare` (what every screen draws the horse by) reads from its answer, and the ones the ranch's rule gives.
 */

const silent = new JsonLogger({}, 'error');
const P = HORSE_OPERATIONS;
const trainer = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
/** The day the horses are made: the real clock's (hand raises are dated the ranch's day, the test clock's `today`). */
const T0 = dayOf(new Date());

type RecordDate = { on: 'due'; kind: HealthKind; delta: number } | { on: 'ago'; days: number } | { on: 'fixed'; date: string };
type Step =
  | { do: 'record'; date: RecordDate; kinds: HealthKind[] }
  | { do: 'delete'; which: number }
  | { do: 'move'; onProperty: boolean }
  | { do: 'die'; deceased: boolean }
  | { do: 'tick'; kind: HealthKind; on: boolean };

const kindArb = fc.constantFrom(...HEALTH_KINDS);
const recordDateArb: fc.Arbitrary<RecordDate> = fc.oneof(
  fc.record({ on: fc.constant('due' as const), kind: kindArb, delta: fc.integer({ min: -1, max: 1 }) }),
  fc.record({ on: fc.constant('ago' as const), days: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ on: fc.constant('fixed' as const), date: fc.constantFrom('2024-02-29', '2027-02-28', '2027-03-01', '2027-12-31') }),
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ do: fc.constant('record' as const), date: recordDateArb, kinds: fc.subarray([...HEALTH_KINDS], { minLength: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('delete' as const), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('move' as const), onProperty: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('die' as const), deceased: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('tick' as const), kind: kindArb, on: fc.boolean() }) },
);
/** Today: soon after the horse was made, or around the leap day of 2028. */
const todayArb = fc.oneof(fc.integer({ min: 0, max: 60 }).map((days) => addDays(T0, days)), fc.constantFrom('2028-02-28', '2028-02-29', '2028-03-01'));
const historyArb = fc.record({
  today: todayArb,
  ticked: fc.subarray([...HEALTH_KINDS]),
  steps: fc.array(stepArb, { maxLength: 6 }),
});

/** The ranch's rule, told plainly from the history: what each place must show. */
interface Model {
  deceased: boolean;
  records: Map<string, { date: string; kinds: HealthKind[] }>;
  raised: Record<HealthKind, string | null>;
}

function expectedNeeds(model: Model, today: string, interval: (kind: HealthKind) => number): Needs {
  const needs = { needsWormed: false, needsYearly: false, needsTrimmed: false, needsCoggins: false };
  if (model.deceased) return needs;
  for (const kind of HEALTH_KINDS) {
    const dates = [...model.records.values()].filter((r) => r.kinds.includes(kind)).map((r) => r.date).sort();
    const latest = dates.at(-1) ?? null;
    const raised = model.raised[kind];
    const raiseStands = raised !== null && (latest === null || latest < raised);
    needs[NEED_FLAG[kind]] = latest === null || addDays(latest, interval(kind)) <= today || raiseStands;
  }
  return needs;
}

const needsOf = (h: HorseWithMedia): Needs => ({ needsWormed: h.needsWormed, needsYearly: h.needsYearly, needsTrimmed: h.needsTrimmed, needsCoggins: h.needsCoggins });

describe('a horse’s health, the same in every place', () => {
  // The users service holds the trainer: every write confirms its actor with it (ADR 010).
  let users: RunningTarget;
  let horses: RunningTarget;
  let probe: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let db: DataSource;
  let clockMs = Date.parse('2020-01-01T00:00:00.000Z');
  const tick = () => new Date((clockMs += 1000)).toISOString();

  beforeAll(async () => {
    const config = testConfig();
    users = await startUsersWith([trainer], config, silent);
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
  });

  function envelope<E extends EventDefinition>(event: E, data: EventPayload<E>): EventEnvelope<EventPayload<E>> {
    return { id: randomUUID(), type: event.type, version: event.version, occurredAt: tick(), aggregateId: (data as { id: string }).id, actor: null, correlationId: randomUUID(), data };
  }

  /** Records the event in the probe's outbox, relays it, and waits until the horses service has taken it. */
  async function emit(sent: EventEnvelope): Promise<void> {
    await probe.app.get(DataSource).getRepository(OutboxEntity).insert({
      id: sent.id, type: sent.type, aggregateId: sent.aggregateId, envelope: JSON.stringify(sent), occurredAt: sent.occurredAt, publishedAt: null,
    });
    await probe.app.get(OutboxRelay).flush();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const row = await db.getRepository(InboxEntity).findOneBy({ eventId: sent.id });
      if (row?.status === 'applied') return;
      if (row?.status === 'dead' || Date.now() > deadline) throw new Error(`event ${sent.id} was not applied: ${row?.lastError ?? 'no answer'}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  function medicalRecord(horseId: string, date: string, kinds: HealthKind[]): MedicalRecord {
    const has = (kind: HealthKind) => kinds.includes(kind);
    return {
      id: randomUUID(), horseId, horseName: null, date, description: 'visit', vet: '', notes: '', weight: null, height: null,
      wormed: has('wormed'), trimmed: has('trimmed'), coggins: has('coggins'), yearly_vaccines: has('yearly_vaccines'),
      care: [], documents: [], createdAt: `${T0}T09:00:00.000Z`, updatedAt: `${T0}T09:00:00.000Z`, version: 1,
    };
  }

  it('answers, filters and counts every generated history as horseCare reads the answer, by the ranch’s rule', async () => {
    const plan = await horses.app.get(CarePlans).current();
    const interval = (kind: HealthKind) => plan.kinds.find((k) => k.kind === kind)!.intervalDays;
    const clock = horses.app.get(HealthClock);
    let serial = 0;

    await fc.assert(
      fc.asyncProperty(historyArb, async ({ today, ticked, steps }) => {
        clock.now = () => new Date(`${today}T12:00:00.000Z`);
        const name = `Agreement ${++serial} ${randomUUID().slice(0, 8)}`;
        const form: Record<string, unknown> = { name, sex: 'mare', on_property: true, deceased: false };
        for (const kind of ticked) form[NEED_FLAG[kind]] = true;
        const model: Model = { deceased: false, records: new Map(), raised: { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null } };
        for (const kind of ticked) model.raised[kind] = today;
        let horse = await harness.send(P.create, form as OperationRequest<typeof P.create>, trainer);

        const update = async (change: Record<string, unknown>) => {
          const before = expectedNeeds(model, today, interval);
          const next = { ...form, ...needsOf(horse), ...change };
          for (const kind of HEALTH_KINDS) {
            const flag = NEED_FLAG[kind];
            if (next[flag] && !before[flag]) model.raised[kind] = today;
            if (!next[flag]) model.raised[kind] = null;
          }
          Object.assign(form, change);
          horse = await harness.send(P.update, { id: horse.id, horse: next as OperationRequest<typeof P.update>['horse'] }, trainer);
        };

        for (const step of steps) {
          if (step.do === 'record') {
            const d = step.date;
            const date = d.on === 'due' ? addDays(today, d.delta - interval(d.kind)) : d.on === 'ago' ? addDays(today, -d.days) : d.date;
            const record = medicalRecord(horse.id, date, step.kinds);
            await emit(envelope(MEDICAL_EVENTS.created, record));
            model.records.set(record.id, { date, kinds: step.kinds });
          } else if (step.do === 'delete') {
            const ids = [...model.records.keys()];
            if (ids.length === 0) continue;
            const id = ids[step.which % ids.length]!;
            await emit(envelope(MEDICAL_EVENTS.deleted, { id, horseId: horse.id }));
            model.records.delete(id);
          } else if (step.do === 'move') {
            await update({ on_property: step.onProperty });
          } else if (step.do === 'die') {
            await update({ deceased: step.deceased, deceased_date: null });
            model.deceased = step.deceased;
          } else {
            await update({ [NEED_FLAG[step.kind]]: step.on });
          }
        }
        await horses.app.get(HealthSweep).run();

        const answer = await harness.send(P.get, { id: horse.id });
        const care = horseCare(answer, today);
        const expected = expectedNeeds(model, today, interval);
        // The answer's needs, and the screens' reading of the answer, are the rule's.
        expect(needsOf(answer)).toEqual(expected);
        expect(care.needs).toEqual(expected);
        const attention = Object.values(expected).some(Boolean);
        expect(care.needsAttention).toBe(attention);
        // The Health Needs filter finds it where the screens put it.
        expect((await harness.send(P.list, { q: name, health: 'needs-attention' })).total).toBe(attention ? 1 : 0);
        expect((await harness.send(P.list, { q: name, health: 'healthy' })).total).toBe(attention ? 0 : 1);
        // A deceased horse has no care due; a living one says plainly what has no record.
        if (model.deceased) expect(care.items).toEqual([]);
        else {
          for (const kind of CARE_KINDS) {
            const recorded = [...model.records.values()].some((r) => r.kinds.includes(kind.kind));
            const item = care.items.find((i) => i.kind === kind.kind)!;
            expect([kind.kind, item.text === kind.none]).toEqual([kind.kind, !recorded]);
          }
        }
        // The service's count of horses needing attention is the screens' count over the whole herd.
        const herd = await harness.send(P.list, {});
        const counted = await harness.send(P.list, { health: 'needs-attention' });
        expect(counted.total).toBe(herd.items.filter((h) => horseCare(h, today).needsAttention).length);
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
