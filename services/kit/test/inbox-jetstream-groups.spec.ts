import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { EVENT_STREAM, InboxEntity, type RunningTarget, eventsDuplicate, startService } from '../src/index.js';
import { TEST_NATS_URL, createTestDatabase, describeWhen, eventually, letters, memoryLogger, natsAvailable, postgresAvailable, testConfig } from '../src/testing/index.js';
import { type ConsumerProbe, applications, consumerService, once, producerOf, producerService, range, testEvents } from './event-services.js';

const pg = await postgresAvailable();

/** How many inbox rows of a consumer share their applied time with another: rows applied in one transaction do. */
async function appliedTogether(dataSource: DataSource, consumer: string): Promise<number> {
  const rows = await dataSource.getRepository(InboxEntity).find({ where: { consumer, status: 'applied' }, select: { eventId: true, consumer: true, appliedAt: true } });
  const byTime = new Map<string, number>();
  for (const row of rows) byTime.set(row.appliedAt!, (byTime.get(row.appliedAt!) ?? 0) + 1);
  return [...byTime.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0);
}

describeWhen(await natsAvailable(), 'NATS', `a JetStream consumer applying queued events together (${pg ? 'PostgreSQL' : 'SQLite'})`, () => {
  const events = testEvents();
  const producerName = `kit_gsrc_${letters(6)}`;
  const consumerName = `kit_gdst_${letters(6)}`;
  const probe: ConsumerProbe = { calls: [], poison: new Set(), unwanted: new Set() };
  const definition = consumerService(consumerName, events, probe, { maxAttempts: 3, retryDelayMs: 20, maxRetryDelayMs: 100, ackWaitMs: 5000, eventsPerTransaction: 10 });
  const logger = memoryLogger('error');
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let config: ReturnType<typeof testConfig>;
  let producer: RunningTarget;
  let consumer: RunningTarget | null = null;
  let source: ReturnType<typeof producerOf>;
  let nc: NatsConnection;
  const consumerDb = () => consumer!.app.get(DataSource);

  beforeAll(async () => {
    if (pg) database = await createTestDatabase();
    config = testConfig({ REMUDA_TARGET: 'users', NATS_URL: TEST_NATS_URL, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database?.url });
    nc = await connect({ servers: TEST_NATS_URL });
    producer = await startService(producerService(producerName), config, logger);
    source = producerOf(producer);
    // Started once, so its durable consumer exists, and stopped: what is written next queues up for it.
    consumer = await startService(definition, config, logger);
    await consumer.close();
    consumer = null;
  }, 30_000);

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
    await (await jetstreamManager(nc)).consumers.delete(EVENT_STREAM, consumerName).catch(() => undefined);
    await nc?.close();
    await database?.drop();
  }, 30_000);

  it('catches up in groups, one transaction for many, each event applied once per handler in its own context', async () => {
    probe.unwanted!.add(3);
    for (const n of range(1, 30)) await source.emit(events.noted, { n });
    await source.publish();
    consumer = await startService(definition, config, logger);
    await eventually('all applied', async () => {
      expect(await applications(consumerDb())).toEqual({ 'note-taker': once(range(1, 30)), 'note-counter': once(range(1, 30).filter((n) => n !== 3)) });
    });
    for (const call of probe.calls) expect(call.correlationId).toBe(call.envelopeCorrelationId);
    // Applied in groups: most rows share their transaction's time with others.
    expect(await appliedTogether(consumerDb(), 'note-taker')).toBeGreaterThanOrEqual(10);
    // The event passed over left no row, in the group as alone.
    expect(await consumerDb().getRepository(InboxEntity).countBy({ consumer: 'note-counter', status: 'applied' })).toBe(29);
  }, 30_000);

  it('applies each event of a group on its own when one of them fails, and dead-letters only that one', async () => {
    await consumer!.close();
    probe.poison.add(35);
    for (const n of range(31, 40)) await source.emit(events.noted, { n });
    await source.publish();
    consumer = await startService(definition, config, logger);
    await eventually('the others applied, the poison given up on', async () => {
      const applied = await applications(consumerDb());
      expect(applied['note-taker']).toEqual(once(range(1, 40).filter((n) => n !== 35)));
      expect(applied['note-counter']).toEqual(once(range(1, 40).filter((n) => n !== 3)));
      expect(await consumerDb().getRepository(InboxEntity).countBy({ consumer: 'note-taker', status: 'dead' })).toBe(1);
    });
    expect(probe.calls.filter((c) => c.consumer === 'note-taker' && c.n === 35).length).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('skips the events of a group already applied when they are delivered again', async () => {
    const before = await applications(consumerDb());
    const duplicates = (await eventsDuplicate.get()).values.filter((v) => v.labels.type === events.noted.type).reduce((sum, v) => sum + v.value, 0);
    await consumer!.close();
    // The last five events published again under new message ids: the stream delivers them once more, together.
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(EVENT_STREAM, { subjects_filter: events.noted.subject });
    const last = info.state.last_seq;
    const js = jetstream(nc);
    let found = 0;
    for (let seq = last; seq > 0 && found < 5; seq -= 1) {
      const stored = await jsm.streams.getMessage(EVENT_STREAM, { seq }).catch(() => null);
      if (stored?.subject !== events.noted.subject || stored.json<{ data: { n: number } }>().data.n === 35) continue;
      await js.publish(events.noted.subject, stored.data, { msgID: randomUUID() });
      found += 1;
    }
    consumer = await startService(definition, config, logger);
    await eventually('the repeats skipped', async () => {
      const now = (await eventsDuplicate.get()).values.filter((v) => v.labels.type === events.noted.type).reduce((sum, v) => sum + v.value, 0);
      expect(now).toBe(duplicates + 10);
    });
    expect(await applications(consumerDb())).toEqual(before);
  }, 30_000);
});
