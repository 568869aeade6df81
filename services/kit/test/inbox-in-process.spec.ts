import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DataSource, IsNull, Not } from 'typeorm';
import { z } from 'zod';
import { defineEvent } from '@remuda/contracts';
import {
  InProcessEventPublisher,
  InboxEntity,
  OutboxEntity,
  type RunningTarget,
  eventsDuplicate,
  metricsRegistry,
  processHealth,
  recordEvent,
  startService,
} from '../src/index.js';
import { eventually, letters, memoryLogger, testConfig } from '../src/testing/index.js';
import { type ConsumerProbe, SeenEntity, applications, consumerService, envelopeAt, once, producerOf, producerService, range, testEvents } from './event-services.js';

jest.setTimeout(20_000);

const duplicatesOf = async (consumer: string, type: string) =>
  (await eventsDuplicate.get()).values.find((v) => v.labels.consumer === consumer && v.labels.type === type)?.value ?? 0;

describe('durable event consumers in process (embedded mode, SQLite)', () => {
  const config = testConfig();
  const logger = memoryLogger('error');
  const events = testEvents();
  const producerName = `kit_src_${letters(6)}`;
  const consumerName = `kit_dst_${letters(6)}`;
  const probe: ConsumerProbe = { calls: [], poison: new Set() };
  const definition = consumerService(consumerName, events, probe, { maxAttempts: 3, retryDelayMs: 5, maxRetryDelayMs: 20, pollIntervalMs: 20 });
  let producer: RunningTarget;
  let consumer: RunningTarget | null = null;
  let source: ReturnType<typeof producerOf>;
  const consumerDb = () => consumer!.app.get(DataSource);
  const inboxRows = () => consumerDb().getRepository(InboxEntity).find();

  beforeAll(async () => {
    producer = await startService(producerService(producerName), config, logger);
    source = producerOf(producer);
    consumer = await startService(definition, config, logger);
  });

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
  });

  it('hands every event to each of its handlers once, with the event’s correlation id as the context', async () => {
    const written = [];
    for (const n of range(1, 10)) written.push(await source.emit(events.noted, { n }));
    await source.publish();
    await eventually('all applied', async () => {
      const seen = await applications(consumerDb());
      expect(seen).toEqual({ 'note-taker': once(range(1, 10)), 'note-counter': once(range(1, 10)) });
    });
    expect(probe.calls).toHaveLength(20);
    for (const call of probe.calls) expect(call.correlationId).toBe(call.envelopeCorrelationId);
    expect(probe.calls.find((c) => c.n === 1)?.envelopeCorrelationId).toBe(written[0]!.correlationId);
    const rows = await inboxRows();
    expect(rows.map((r) => r.status)).toEqual(Array(20).fill('applied'));
  });

  it('changes nothing when an event is delivered again or replayed from the outbox', async () => {
    const before = await applications(consumerDb());
    const duplicates = await duplicatesOf('note-taker', events.noted.type);
    const [first] = await producer.app.get(DataSource).getRepository(OutboxEntity).find({ order: { occurredAt: 'ASC' }, take: 1 });
    // The relay publishing the same event again (a crash between publishing and marking it published)...
    await new InProcessEventPublisher().publish(JSON.parse(first!.envelope));
    // ...and the whole outbox relayed again.
    await producer.app.get(DataSource).getRepository(OutboxEntity).updateAll({ publishedAt: null });
    expect(await source.publish()).toBe(10);
    expect(await duplicatesOf('note-taker', events.noted.type)).toBe(duplicates + 11);
    expect(await consumerDb().getRepository(InboxEntity).countBy({ status: 'pending' })).toBe(0);
    expect(await applications(consumerDb())).toEqual(before);
    expect(probe.calls).toHaveLength(20);
  });

  it('catches up on events written and relayed while it was down', async () => {
    await consumer!.close();
    consumer = null;
    for (const n of range(11, 15)) await source.emit(events.noted, { n });
    // Nobody in the process consumes them now: the relay still publishes them and moves on.
    await source.publish();
    expect(await producer.app.get(DataSource).getRepository(OutboxEntity).countBy({ publishedAt: Not(IsNull()) })).toBe(15);
    consumer = await startService(definition, config, logger);
    await eventually('caught up', async () => {
      const seen = await applications(consumerDb());
      expect(seen).toEqual({ 'note-taker': once(range(1, 15)), 'note-counter': once(range(1, 15)) });
    });
  });

  it('applies at start-up what it had accepted but not yet applied when it stopped', async () => {
    await consumer!.close();
    consumer = null;
    // As a crash right after accepting would leave it: a pending row, nothing applied. The event is in no
    // outbox of this process, so only the pending row can bring it to the handler.
    const envelope = { id: randomUUID(), type: events.noted.type, version: events.noted.version, occurredAt: new Date().toISOString(), aggregateId: 'agg-16', actor: null, correlationId: 'corr-pending-16', data: { n: 16 } };
    const file = new DataSource({ type: 'better-sqlite3', database: path.join(config.dataDir, `${consumerName}.sqlite`), entities: [InboxEntity, SeenEntity] });
    await file.initialize();
    const now = new Date().toISOString();
    await file.getRepository(InboxEntity).insert({
      consumer: 'note-counter',
      eventId: envelope.id,
      type: envelope.type,
      envelope: JSON.stringify(envelope),
      status: 'pending',
      attempts: 0,
      lastError: null,
      occurredAt: envelope.occurredAt,
      receivedAt: now,
      nextAttemptAt: now,
      appliedAt: null,
    });
    await file.destroy();
    consumer = await startService(definition, config, logger);
    await eventually('applied after the restart', async () => {
      expect(await applications(consumerDb())).toEqual({ 'note-taker': once(range(1, 15)), 'note-counter': once(range(1, 16)) });
    });
    expect(probe.calls.find((c) => c.n === 16)).toMatchObject({ consumer: 'note-counter', correlationId: 'corr-pending-16' });
  });

  it('dead-letters a poison event after its attempts, while the events behind it still apply', async () => {
    probe.poison.add(18);
    for (const n of [17, 18, 19]) await source.emit(events.noted, { n });
    await source.publish();
    const dead = await eventually('the poison event given up on', async () => {
      const rows = await consumerDb().getRepository(InboxEntity).findBy({ consumer: 'note-taker', status: 'dead' });
      return rows.length === 1 ? rows[0]! : false;
    });
    expect([dead.attempts, dead.lastError]).toEqual([3, 'Error: cannot take note 18']);
    expect(probe.calls.filter((c) => c.consumer === 'note-taker' && c.n === 18)).toHaveLength(3);
    await eventually('the others applied', async () => {
      const seen = await applications(consumerDb());
      expect(seen['note-taker']).toEqual(once([...range(1, 15), 17, 19]));
      expect(seen['note-counter']).toEqual(once(range(1, 19)));
    });
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'event dead-lettered', service: consumerName, consumer: 'note-taker', eventId: dead.eventId, type: events.noted.type, attempts: 3 }),
    );
    // Replaying it later skips it like an applied one.
    await new InProcessEventPublisher().publish(JSON.parse(dead.envelope));
    expect((await consumerDb().getRepository(InboxEntity).findOneByOrFail({ consumer: 'note-taker', eventId: dead.eventId })).status).toBe('dead');
  });

  it('dead-letters at once an event whose payload does not parse, for every handler', async () => {
    // A producer's mistake: the same type and version, a payload this consumer cannot read.
    const drifted = defineEvent({ type: events.noted.type, version: events.noted.version, payload: z.object({ n: z.string() }) });
    const envelope = await source.dataSource.transaction((em) => recordEvent(em, drifted, 'agg-x', { n: 'twenty' }));
    await source.publish();
    const rows = await eventually('both handlers gave up', async () => {
      const found = await consumerDb().getRepository(InboxEntity).findBy({ eventId: envelope.id, status: 'dead' });
      return found.length === 2 ? found : false;
    });
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain(`payload does not match ${events.noted.type} v2`);
    }
    expect(probe.calls.some((c) => c.eventId === envelope.id)).toBe(false);
  });

  it('reads an event a previous release wrote through its upcaster, and dead-letters at once one newer than it knows', async () => {
    const earlier = await source.write(envelopeAt(events.noted.type, 1, { count: 20 }, 'agg-20'));
    // A later release's version 3 would parse as version 2 here: it is refused, not misread.
    const later = await source.write(envelopeAt(events.noted.type, 3, { n: 21 }, 'agg-21'));
    await source.publish();
    await eventually('the earlier one applied by both handlers', async () => {
      const seen = await applications(consumerDb());
      return seen['note-taker']?.[20] === 1 && seen['note-counter']?.[20] === 1;
    });
    expect(probe.calls.filter((c) => c.eventId === earlier.id).map((c) => [c.consumer, c.n]).sort()).toEqual([['note-counter', 20], ['note-taker', 20]]);
    // The inbox keeps the envelope as it came.
    const kept = await consumerDb().getRepository(InboxEntity).findBy({ eventId: earlier.id });
    expect(kept.map((row) => [row.status, JSON.parse(row.envelope).version])).toEqual([['applied', 1], ['applied', 1]]);
    const dead = await eventually('both handlers gave up on the later one', async () => {
      const found = await consumerDb().getRepository(InboxEntity).findBy({ eventId: later.id, status: 'dead' });
      return found.length === 2 ? found : false;
    });
    for (const row of dead) {
      expect([row.attempts, JSON.parse(row.envelope).version]).toEqual([1, 3]);
      expect(row.lastError).toBe(`${events.noted.type} v3 is newer than this consumer reads (v2): it was written by a later release, and is read once this one is upgraded`);
    }
    expect(probe.calls.some((c) => c.eventId === later.id)).toBe(false);
  });

  it('reports its lag and readiness', async () => {
    await eventually('nothing pending', async () => (await consumerDb().getRepository(InboxEntity).countBy({ status: 'pending' })) === 0);
    const metrics = await metricsRegistry.metrics();
    expect(metrics).toContain(`remuda_event_consumer_lag{service="${consumerName}"} 0`);
    expect(metrics).toMatch(new RegExp(`remuda_events_applied_total\\{consumer="note-counter",type="${events.noted.type}"\\} \\d+`));
    expect(metrics).toMatch(new RegExp(`remuda_events_dead_lettered_total\\{consumer="note-taker",type="${events.noted.type}"\\} 3`));
    const report = await processHealth.readiness();
    expect(report.checks[`${consumerName}.event-consumer`]).toEqual({ ok: true });
  });
});
