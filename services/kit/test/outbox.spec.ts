import { randomBytes, randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DataSource, IsNull, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import { type EventEnvelope, defineEvent, eventSubject } from '@remuda/contracts';
import {
  EVENT_STREAM,
  type EventPublisher,
  InProcessEventPublisher,
  JetStreamEventPublisher,
  JsonLogger,
  OutboxEntity,
  OutboxRelay,
  processBus,
  processHealth,
  recordEvent,
  recorderOf,
  runInRequestContext,
} from '../src/index.js';
import { TEST_NATS_URL, createOutboxTable, describeOnEachDatabase, describeWhen, natsAvailable } from '../src/testing/index.js';

class CreateOutbox1700000000000 implements MigrationInterface {
  name = 'CreateOutbox1700000000000';
  up(q: QueryRunner) {
    return createOutboxTable(q);
  }
  async down() {}
}

const silent = new JsonLogger({}, 'error');
const numbered = z.object({ n: z.number().int() });
/** Event types are letters only in their first part: a random one keeps runs apart on a shared broker. */
const uniqueDomain = () => `kit${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const FLAKY = defineEvent({ type: 'test.outbox.flaky', version: 1, payload: numbered });
const LATER = defineEvent({ type: 'test.outbox.later', version: 1, payload: numbered });
const KEPT = defineEvent({ type: 'test.outbox.kept', version: 1, payload: numbered });

/**
 * A fresh outbox on the current database: SQLite in memory, or a schema of its own in the PostgreSQL database
 * (a pool of connections there, so a statement outside the transaction would run on another one).
 */
async function outboxDatabase(env: Record<string, string>): Promise<DataSource> {
  const tables = { entities: [OutboxEntity], migrations: [CreateOutbox1700000000000] };
  const schema = `outbox_${uniqueDomain()}`;
  const ds = env.DATABASE_URL
    ? new DataSource({ type: 'postgres', url: env.DATABASE_URL, schema, extra: { options: `-c search_path=${schema}` }, ...tables })
    : new DataSource({ type: 'better-sqlite3', database: ':memory:', ...tables });
  await ds.initialize();
  if (env.DATABASE_URL) await ds.query(`CREATE SCHEMA "${schema}"`);
  await ds.runMigrations();
  return ds;
}

await describeOnEachDatabase('the outbox', (database) => {
  let ds: DataSource;
  beforeEach(async () => {
    ds = await outboxDatabase(database());
  });
  afterEach(() => ds.destroy());

  it('publishes an event only when the transaction that recorded it commits, with the request context', async () => {
    const happened = defineEvent({ type: `${uniqueDomain()}.thing.happened`, version: 1, payload: numbered });
    const type = happened.type;
    const received: EventEnvelope[] = [];
    const off = processBus.subscribe(eventSubject(type), (packet) => received.push(packet.data as EventEnvelope));
    const relay = new OutboxRelay(ds, new InProcessEventPublisher(), silent, processHealth, 'test');
    const actor = { id: 'a1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
    const outbox = ds.getRepository(OutboxEntity);
    const recorded: EventEnvelope[] = [];
    await runInRequestContext({ correlationId: 'corr-outbox-1234', actor }, async () => {
      await ds.transaction(async (em) => {
        const record = recorderOf(em, recorded);
        await record(happened, 'agg-1', { n: 1 });
        // The outbox rows are written together when the runner of the transaction flushes, before it commits.
        expect(await em.countBy(OutboxEntity, { aggregateId: 'agg-1' })).toBe(0);
        await record.flush();
        expect(await em.countBy(OutboxEntity, { aggregateId: 'agg-1' })).toBe(1);
      });
      await ds
        .transaction(async (em) => {
          const record = recorderOf(em, recorded);
          await record(happened, 'agg-2', { n: 2 });
          await record.flush();
          // Not even the connections outside the transaction see the event before it commits.
          expect(await outbox.countBy({ aggregateId: 'agg-2' })).toBe(0);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    });
    // The rolled-back write left no event behind, to publish now or later.
    expect((await outbox.find()).map((row) => row.aggregateId)).toEqual(['agg-1']);
    expect(await relay.flush()).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(received).toEqual([
      expect.objectContaining({ type, version: 1, aggregateId: 'agg-1', data: { n: 1 }, actor, correlationId: 'corr-outbox-1234', id: recorded[0]!.id }),
    ]);
    expect(await relay.flush()).toBe(0);
    off();
  });

  it('writes a transaction’s many events in statements of 500, every one of them, in the order recorded', async () => {
    const happened = defineEvent({ type: `${uniqueDomain()}.thing.happened`, version: 1, payload: numbered });
    const recorded: EventEnvelope[] = [];
    await ds.transaction(async (em) => {
      const record = recorderOf(em, recorded);
      for (let n = 0; n < 1_201; n++) await record(happened, `agg-${n}`, { n });
      await record.flush();
      // A second flush writes only what was recorded since.
      await record(happened, 'agg-last', { n: 1_201 });
      await record.flush();
    });
    const rows = await ds.getRepository(OutboxEntity).find({ where: { type: happened.type } });
    expect(rows).toHaveLength(1_202);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(recorded.map((e) => e.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(recorded.map((e) => JSON.parse(byId.get(e.id)!.envelope).data.n)).toEqual([...Array(1_202).keys()]);
  });

  it('keeps an event it could not publish and sends it on the next round', async () => {
    const sent: string[] = [];
    let failures = 1;
    const flaky: EventPublisher = {
      publish: async (envelope) => {
        if (failures-- > 0) throw new Error('broker away');
        sent.push(String((envelope.data as { n: number }).n));
      },
      check: async () => {},
      close: async () => {},
    };
    const relay = new OutboxRelay(ds, flaky, silent, processHealth, 'test');
    for (const n of [1, 2, 3]) await ds.transaction((em) => recordEvent(em, FLAKY, `agg-${n}`, { n }).then(() => undefined));
    // The first event failed: it and those after it stay pending (they may have gone out; consumers ignore
    // an id they have seen), and the next round sends them all and marks them.
    expect(await relay.flush()).toBe(0);
    expect(await ds.getRepository(OutboxEntity).countBy({ publishedAt: IsNull() })).toBe(3);
    expect(await relay.flush()).toBe(3);
    expect(sent.slice(-3)).toEqual(['1', '2', '3']);
    expect(await ds.getRepository(OutboxEntity).countBy({ publishedAt: IsNull() })).toBe(0);
  });

  it('publishes the events of a committed write at once, without waiting for a sweep', async () => {
    const type = `${uniqueDomain()}.thing.happened`;
    const event = defineEvent({ type, version: 1, payload: z.object({ n: z.number() }) });
    const received: EventEnvelope[] = [];
    const off = processBus.subscribe(eventSubject(type), (packet) => received.push(packet.data as EventEnvelope));
    const relay = new OutboxRelay(ds, new InProcessEventPublisher(), silent, processHealth, 'test');
    const envelope = await ds.transaction((em) => recordEvent(em, event, 'agg-fast', { n: 1 }));
    relay.publishCommitted([envelope]);
    await relay.onApplicationShutdown();
    await new Promise((r) => setImmediate(r));
    expect(received.map((e) => e.id)).toEqual([envelope.id]);
    expect(await ds.getRepository(OutboxEntity).countBy({ publishedAt: IsNull() })).toBe(0);
    off();
  });

  it('keeps going when the database is away for a round', async () => {
    const relay = new OutboxRelay(ds, new InProcessEventPublisher(), silent, processHealth, 'test');
    await ds.transaction((em) => recordEvent(em, LATER, 'agg-1', { n: 1 }).then(() => undefined));
    await ds.query('ALTER TABLE outbox RENAME TO outbox_away');
    expect(await relay.flush()).toBe(0);
    await ds.query('ALTER TABLE outbox_away RENAME TO outbox');
    expect(await relay.flush()).toBe(1);
  });

  it('deletes published events once they are older than the retention, and never unpublished ones', async () => {
    const relay = new OutboxRelay(ds, new InProcessEventPublisher(), silent, processHealth, 'test');
    for (const n of [1, 2]) await ds.transaction((em) => recordEvent(em, KEPT, `agg-${n}`, { n }).then(() => undefined));
    expect(await relay.flush()).toBe(2);
    const outbox = ds.getRepository(OutboxEntity);
    const [old] = await outbox.find({ order: { occurredAt: 'ASC' } });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await outbox.update({ id: old!.id }, { publishedAt: eightDaysAgo });
    await ds.transaction((em) => recordEvent(em, KEPT, 'agg-3', { n: 3 }).then(() => undefined));
    await outbox.update({ aggregateId: 'agg-3' }, { occurredAt: eightDaysAgo });

    expect(await relay.prune()).toBe(1);
    expect((await outbox.find()).map((e) => e.aggregateId).sort()).toEqual(['agg-2', 'agg-3']);
    expect(await relay.prune(Date.now() + relay.retentionMs + 1000)).toBe(1);
    expect((await outbox.find()).map((e) => [e.aggregateId, e.publishedAt])).toEqual([['agg-3', null]]);
  });
});

const nats = await natsAvailable();
describeWhen(nats, 'NATS', 'events on NATS JetStream', () => {
  it('land in the event stream once, however often the same event is published', async () => {
    const publisher = new JetStreamEventPublisher(TEST_NATS_URL, 'kit-test');
    const type = `${uniqueDomain()}.thing.happened`;
    const envelope: EventEnvelope = { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), aggregateId: 'agg', actor: null, correlationId: 'corr-js-12345678', data: { ok: true } };
    try {
      await publisher.publish(envelope);
      await publisher.publish(envelope);
      await publisher.check();
      const nc = await connect({ servers: TEST_NATS_URL });
      try {
        const jsm = await jetstreamManager(nc);
        const info = await jsm.streams.info(EVENT_STREAM, { subjects_filter: eventSubject(type) });
        expect(info.state.subjects).toEqual({ [eventSubject(type)]: 1 });
        const stored = await jsm.streams.getMessage(EVENT_STREAM, { last_by_subj: eventSubject(type) });
        expect(stored?.json()).toEqual(envelope);
        expect(stored?.header?.get('Nats-Msg-Id')).toBe(envelope.id);
      } finally {
        await nc.close();
      }
    } finally {
      await publisher.close();
    }
  });
});
