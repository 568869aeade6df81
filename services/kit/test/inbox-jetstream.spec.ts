import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { type EventEnvelope, defineEvent } from '@remuda/contracts';
import {
  DEAD_LETTER_STREAM,
  type DeadLetter,
  EVENT_STREAM,
  InboxEntity,
  type RunningTarget,
  deadLetterSubject,
  eventsDuplicate,
  eventsPassedOver,
  metricsRegistry,
  processHealth,
  recordEvent,
  resolveInboxOptions,
  startService,
} from '../src/index.js';
import { EventHandlerSet } from '../src/events/event-handlers.js';
import { Inbox } from '../src/events/inbox.js';
import { JetStreamEventConsumer } from '../src/events/jetstream-event-consumer.js';
import {
  TEST_NATS_URL,
  createTestDatabase,
  describeWhen,
  eventually,
  letters,
  memoryLogger,
  natsAvailable,
  postgresAvailable,
  testConfig,
} from '../src/testing/index.js';
import { type ConsumerProbe, applications, consumerService, envelopeAt, once, producerOf, producerService, range, testEvents, watchLanes } from './event-services.js';

const duplicatesOf = async (consumer: string, type: string) =>
  (await eventsDuplicate.get()).values.find((v) => v.labels.consumer === consumer && v.labels.type === type)?.value ?? 0;

/** Every dead letter stored for a service and event type, oldest first. */
async function deadLetters(nc: NatsConnection, service: string, type: string): Promise<DeadLetter[]> {
  const js = jetstream(nc);
  const consumer = await js.consumers.get(DEAD_LETTER_STREAM, { filter_subjects: deadLetterSubject(service, type) });
  const letters: DeadLetter[] = [];
  const batch = await consumer.fetch({ max_messages: 20, expires: 1000 });
  for await (const m of batch) {
    letters.push(m.json<DeadLetter>());
    if (m.info.pending === 0) break;
  }
  await consumer.delete().catch(() => undefined);
  return letters;
}

const pg = await postgresAvailable();

describeWhen(await natsAvailable(), 'NATS', `durable event consumers on JetStream (${pg ? 'PostgreSQL' : 'SQLite'})`, () => {
  const events = testEvents();
  const producerName = `kit_src_${letters(6)}`;
  const consumerName = `kit_dst_${letters(6)}`;
  const probe: ConsumerProbe = { calls: [], poison: new Set() };
  const options = { maxAttempts: 3, retryDelayMs: 20, maxRetryDelayMs: 100, ackWaitMs: 5000, reconnectWaitMs: 100 };
  const definition = consumerService(consumerName, events, probe, options);
  const logger = memoryLogger('error');
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let config: ReturnType<typeof testConfig>;
  let producer: RunningTarget;
  let replicas: RunningTarget[] = [];
  let source: ReturnType<typeof producerOf>;
  let nc: NatsConnection;
  const consumerDb = () => replicas[0]!.app.get(DataSource);

  beforeAll(async () => {
    if (pg) database = await createTestDatabase();
    config = testConfig({ REMUDA_TARGET: 'users', NATS_URL: TEST_NATS_URL, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database?.url });
    nc = await connect({ servers: TEST_NATS_URL });
    producer = await startService(producerService(producerName), config, logger);
    source = producerOf(producer);
    // Two replicas share the durable consumer (and, on PostgreSQL, the inbox).
    replicas = [await startService(definition, config, logger), await startService(definition, config, logger)];
  }, 30_000);

  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await producer?.close();
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.delete(EVENT_STREAM, consumerName).catch(() => undefined);
    await nc?.close();
    await database?.drop();
  }, 30_000);

  it('creates one durable pull consumer for the service, filtered to its handlers’ subject, explicit acks', async () => {
    const info = await (await jetstreamManager(nc)).consumers.info(EVENT_STREAM, consumerName);
    expect(info.config).toMatchObject({ durable_name: consumerName, ack_policy: 'explicit', deliver_policy: 'all' });
    expect(info.config.filter_subjects ?? [info.config.filter_subject]).toEqual([events.noted.subject]);
  });

  it('applies every event once per handler across the replicas, with the event’s correlation id as the context', async () => {
    for (const n of range(1, 20)) await source.emit(events.noted, { n });
    await source.publish();
    await eventually('all applied', async () => {
      expect(await applications(consumerDb())).toEqual({ 'note-taker': once(range(1, 20)), 'note-counter': once(range(1, 20)) });
    });
    for (const call of probe.calls) expect(call.correlationId).toBe(call.envelopeCorrelationId);
    expect(await consumerDb().getRepository(InboxEntity).countBy({ status: 'applied' })).toBe(40);
  }, 20_000);

  it('changes nothing when an event is replayed into the stream', async () => {
    const before = await applications(consumerDb());
    const duplicates = await duplicatesOf('note-taker', events.noted.type);
    const jsm = await jetstreamManager(nc);
    const stored = await jsm.streams.getMessage(EVENT_STREAM, { last_by_subj: events.noted.subject });
    // Published again under a new message id, so the stream keeps it and delivers it once more.
    await jetstream(nc).publish(events.noted.subject, stored!.data, { msgID: randomUUID() });
    await eventually('the replay skipped', async () => (await duplicatesOf('note-taker', events.noted.type)) === duplicates + 1);
    await eventually('nothing left to deliver', async () => {
      const info = await jsm.consumers.info(EVENT_STREAM, consumerName);
      return info.num_pending + info.num_ack_pending === 0;
    });
    expect(await applications(consumerDb())).toEqual(before);
  }, 20_000);

  it('catches up on what was written while every replica was down', async () => {
    await Promise.all(replicas.map((r) => r.close()));
    replicas = [];
    for (const n of range(21, 25)) await source.emit(events.noted, { n });
    await source.publish();
    replicas = [await startService(definition, config, logger)];
    await eventually('caught up', async () => {
      expect(await applications(consumerDb())).toEqual({ 'note-taker': once(range(1, 25)), 'note-counter': once(range(1, 25)) });
    });
  }, 20_000);

  it('dead-letters a poison event after its attempts, while the events behind it still apply', async () => {
    probe.poison.add(27);
    const written: EventEnvelope[] = [];
    for (const n of [26, 27, 28]) written.push(await source.emit(events.noted, { n }));
    await source.publish();
    const [letter] = await eventually('the dead letter stored', async () => {
      const found = await deadLetters(nc, consumerName, events.noted.type);
      return found.length > 0 ? found : false;
    });
    expect(letter).toMatchObject({ service: consumerName, consumer: 'note-taker', eventId: written[1]!.id, type: events.noted.type, attempts: 3, error: 'Error: cannot take note 27' });
    expect(letter!.envelope).toMatchObject({ id: written[1]!.id, data: { n: 27 } });
    expect(probe.calls.filter((c) => c.consumer === 'note-taker' && c.n === 27)).toHaveLength(3);
    await eventually('the others applied', async () => {
      const seen = await applications(consumerDb());
      expect(seen['note-taker']).toEqual(once([...range(1, 26), 28]));
      expect(seen['note-counter']).toEqual(once(range(1, 28)));
    });
    // Recorded in the inbox too, so a replay of it is skipped like an applied event; and logged.
    await eventually('recorded dead in the inbox', async () => {
      expect((await consumerDb().getRepository(InboxEntity).findOneByOrFail({ consumer: 'note-taker', eventId: written[1]!.id })).status).toBe('dead');
      expect(logger.lines).toContainEqual(
        expect.objectContaining({ level: 'error', msg: 'event dead-lettered', service: consumerName, consumer: 'note-taker', eventId: written[1]!.id, attempts: 3 }),
      );
    });
  }, 20_000);

  it('dead-letters at once an event whose payload does not parse', async () => {
    // A producer's mistake: the same type and version, a payload this consumer cannot read.
    const drifted = defineEvent({ type: events.noted.type, version: events.noted.version, payload: z.object({ n: z.string() }) });
    const envelope = await source.dataSource.transaction((em) => recordEvent(em, drifted, 'agg-x', { n: 'twenty' }));
    await source.publish();
    const letters = await eventually('dead letters for both handlers', async () => {
      const found = (await deadLetters(nc, consumerName, events.noted.type)).filter((l) => l.eventId === envelope.id);
      return found.length === 2 ? found : false;
    });
    expect(letters.map((l) => [l.consumer, l.attempts]).sort()).toEqual([['note-counter', 1], ['note-taker', 1]]);
    expect(letters[0]!.error).toContain(`payload does not match ${events.noted.type} v2`);
    expect(probe.calls.some((c) => c.eventId === envelope.id)).toBe(false);
  }, 20_000);

  it('reads an event a previous release published through its upcaster, and dead-letters at once one newer than it knows', async () => {
    // Published on the event's subject as the releases' relays did, under the event id as message id.
    const publish = async (envelope: EventEnvelope) => {
      await jetstream(nc).publish(events.noted.subject, JSON.stringify(envelope), { msgID: envelope.id });
      return envelope;
    };
    const earlier = await publish(envelopeAt(events.noted.type, 1, { count: 30 }, 'agg-30'));
    const later = await publish(envelopeAt(events.noted.type, 3, { n: 31 }, 'agg-31'));
    await eventually('the earlier one applied by both handlers', async () => {
      const seen = await applications(consumerDb());
      return seen['note-taker']?.[30] === 1 && seen['note-counter']?.[30] === 1;
    });
    // The inbox keeps the envelope as it came.
    const kept = await consumerDb().getRepository(InboxEntity).findBy({ eventId: earlier.id });
    expect(kept.map((row) => [row.status, JSON.parse(row.envelope).version])).toEqual([['applied', 1], ['applied', 1]]);
    const letters = await eventually('dead letters for both handlers', async () => {
      const found = (await deadLetters(nc, consumerName, events.noted.type)).filter((l) => l.eventId === later.id);
      return found.length === 2 ? found : false;
    });
    expect(letters.map((l) => [l.consumer, l.attempts]).sort()).toEqual([['note-counter', 1], ['note-taker', 1]]);
    expect(letters[0]!.error).toBe(`${events.noted.type} v3 is newer than this consumer reads (v2): it was written by a later release, and is read once this one is upgraded`);
    expect(letters[0]!.envelope).toMatchObject({ id: later.id, version: 3, data: { n: 31 } });
    await eventually('recorded dead in the inbox', async () => (await consumerDb().getRepository(InboxEntity).countBy({ eventId: later.id, status: 'dead' })) === 2);
    expect(probe.calls.some((c) => c.eventId === later.id)).toBe(false);
  }, 20_000);

  it('dead-letters at once a message that is not an event envelope', async () => {
    await jetstream(nc).publish(events.noted.subject, 'not json at all', { msgID: randomUUID() });
    const letter = await eventually('the dead letter stored', async () => {
      const found = (await deadLetters(nc, consumerName, events.noted.type)).find((l) => l.eventId === null);
      return found ?? false;
    });
    expect(letter).toMatchObject({ service: consumerName, consumer: consumerName, attempts: 1, error: 'not an event envelope', envelope: 'not json at all' });
  }, 20_000);

  it('passes over, without a transaction or an inbox row, an event a consumer does not want, while another consumer applies it', async () => {
    probe.unwanted = new Set([45]);
    try {
      const passedOver = async () =>
        (await eventsPassedOver.get()).values.find((v) => v.labels.consumer === 'note-counter' && v.labels.type === events.noted.type)?.value ?? 0;
      const before = await passedOver();
      const wanted = await source.emit(events.noted, { n: 44 });
      const unwanted = await source.emit(events.noted, { n: 45 });
      await source.publish();
      await eventually('both taken by note-taker, one by note-counter', async () => {
        const applied = await applications(consumerDb());
        expect([applied['note-taker']?.[44], applied['note-taker']?.[45], applied['note-counter']?.[44]]).toEqual([1, 1, 1]);
      });
      await eventually('the unwanted one passed over', async () => (await passedOver()) === before + 1);
      expect((await applications(consumerDb()))['note-counter']?.[45]).toBeUndefined();
      const inbox = consumerDb().getRepository(InboxEntity);
      expect(await inbox.countBy({ consumer: 'note-counter', eventId: unwanted.id })).toBe(0);
      expect(await inbox.countBy({ consumer: 'note-counter', eventId: wanted.id, status: 'applied' })).toBe(1);
    } finally {
      probe.unwanted = undefined;
    }
  }, 20_000);

  it('brings the durable’s filter up to date when the service handles more events, and reports lag and readiness', async () => {
    const wider = consumerService(consumerName, events, probe, options, true);
    const more = await startService(wider, config, logger);
    replicas.push(more);
    const info = await (await jetstreamManager(nc)).consumers.info(EVENT_STREAM, consumerName);
    const multiple = Number(nc.info!.version.split('.')[1]) >= 10 || Number(nc.info!.version.split('.')[0]) > 2;
    if (multiple) expect([...(info.config.filter_subjects ?? [])].sort()).toEqual([events.noted.subject, events.renamed.subject].sort());
    // Before NATS 2.10 a consumer has one filter: it reads every event and acks those it has no handler for.
    else expect(info.config.filter_subject).toBe('events.>');
    await source.emit(events.renamed, { n: 40, name: 'Dusty' });
    await source.publish();
    await eventually('the new handler applied it', async () => {
      expect((await applications(consumerDb()))['rename-taker']).toEqual(once([40]));
    });
    const metrics = await metricsRegistry.metrics();
    expect(metrics).toMatch(new RegExp(`remuda_event_consumer_lag\\{service="${consumerName}"\\} \\d+`));
    expect((await processHealth.readiness()).checks[`${consumerName}.event-consumer`]).toEqual({ ok: true });
  }, 20_000);

  it('applies the events about one horse one at a time and in order, while other horses\u2019 apply alongside', async () => {
    await Promise.all(replicas.map((r) => r.close()));
    replicas = [];
    // Records of two horses, each under its own aggregate, as a horse's medical records are: queued up while the
    // consumer is down, so they arrive together. Their order key is the horse (`data.horseId`).
    const horseOf = (n: number) => (n % 2 === 0 ? 'horse-even' : 'horse-odd');
    const ns = range(101, 116);
    for (const n of ns) await source.write(envelopeAt(events.noted.type, events.noted.version, { n, horseId: horseOf(n) }, `record-${n}`));
    await source.publish();
    probe.lanes = watchLanes(horseOf, 30);
    try {
      replicas = [await startService(definition, config, logger)];
      await eventually('all applied', async () => {
        expect((await applications(consumerDb()))['note-taker']).toMatchObject(once(ns));
      });
      expect(probe.lanes.overlaps).toBe(0);
      expect(probe.lanes.order.get('horse-even')).toEqual(ns.filter((n) => n % 2 === 0));
      expect(probe.lanes.order.get('horse-odd')).toEqual(ns.filter((n) => n % 2 === 1));
      // The two horses did go side by side: the consumer was free to overlap what it may.
      expect(probe.lanes.mostAtOnce).toBe(2);
    } finally {
      probe.lanes = undefined;
    }
  }, 20_000);
});

describeWhen(await natsAvailable(), 'NATS', 'a JetStream consumer stopped as it starts', () => {
  const events = testEvents();
  const durable = `kit_stop_${letters(6)}`;
  let nc: NatsConnection;

  beforeAll(async () => {
    nc = await connect({ servers: TEST_NATS_URL });
  });

  afterAll(async () => {
    await (await jetstreamManager(nc)).consumers.delete(EVENT_STREAM, durable).catch(() => undefined);
    await nc?.close();
  });

  it('stops at once even when its pull was still being set up', async () => {
    const binding = { consumer: 'note-taker', event: events.noted, handle: async () => undefined };
    const context = {
      service: durable,
      handlers: new EventHandlerSet([binding]),
      inbox: new Inbox(new DataSource({ type: 'better-sqlite3', database: ':memory:' })),
      logger: memoryLogger('error'),
      options: resolveInboxOptions(),
    };
    // Stopped right after starting, with nothing to consume: the pull is set up after `stop` ran, and must not be left waiting.
    for (const _ of range(1, 3)) {
      const consumer = new JetStreamEventConsumer(context, TEST_NATS_URL);
      await consumer.start();
      await consumer.stop();
    }
  }, 10_000);
});
