import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { type EventEnvelope, defineEvent } from '@remuda/contracts';
import { z } from 'zod';
import { type Config, EVENT_STREAM, InboxEntity, type RunningTarget, metricsRegistry, runEventsTool, startService } from '../src/index.js';
import { durableNameFor } from '../src/events/jetstream-event-consumer.js';
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
import { type ConsumerProbe, type TestEvents, applications, consumerService, envelopeAt, producerOf, producerService, testEvents } from './event-services.js';

/**
 * The dead-letter tool (`npm run events -- dead-letters ...`) against a running consumer, in one mode: the embedded
 * one (SQLite, in-process events) or the distributed one (PostgreSQL, JetStream). `n` 2 and 3 are poison to the
 * consumer `note-taker` until a test cures them; `note-counter` takes every event.
 */
function deadLettersIn(mode: string, environment: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>) {
  const events = testEvents();
  const producerName = `kit_src_${letters(6)}`;
  const consumerName = `kit_dl_${letters(6)}`;
  const probe: ConsumerProbe = { calls: [], poison: new Set([2, 3]) };
  const options = { maxAttempts: 2, retryDelayMs: 5, maxRetryDelayMs: 20, pollIntervalMs: 20, ackWaitMs: 5000, reconnectWaitMs: 100 };
  const definition = consumerService(consumerName, events, probe, options);
  const logger = memoryLogger('error');
  let database: Awaited<ReturnType<typeof environment>>;
  let config: Config;
  let producer: RunningTarget;
  let consumer: RunningTarget;
  let source: ReturnType<typeof producerOf>;
  const written: EventEnvelope[] = [];
  const idOf = (n: number) => `${consumerName}/note-taker/${written[n - 1]!.id}`;
  const inbox = () => consumer.app.get(DataSource).getRepository(InboxEntity);

  async function tool(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runEventsTool(args, { config, services: [consumerName], out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** What /metrics says of a consumer's dead letters. */
  async function deadOnMetrics(consumerId: string): Promise<number | null> {
    const line = (await metricsRegistry.metrics())
      .split('\n')
      .find((l) => l.startsWith('remuda_event_dead_letters{') && l.includes(`service="${consumerName}"`) && l.includes(`consumer="${consumerId}"`));
    return line ? Number(line.split(' ').at(-1)) : null;
  }

  beforeAll(async () => {
    database = await environment();
    config = testConfig(database.env);
    producer = await startService(producerService(producerName), config, logger);
    source = producerOf(producer);
    consumer = await startService(definition, config, logger);
    for (const n of [1, 2, 3]) written.push(await source.emit(events.noted, { n }));
    await source.publish();
    await eventually('two events dead', async () => (await inbox().countBy({ status: 'dead' })) === 2);
  }, 30_000);

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
    await database?.drop();
  });

  describe(`dead letters (${mode})`, () => {
    it('are listed with the error each died of, and counted on /metrics by service and consumer', async () => {
      const listed = await tool('dead-letters', 'list');
      expect(listed.code).toBe(0);
      // Oldest death first: over NATS, events of two aggregates may die in either order.
      const lines = listed.out.split('\n');
      expect(lines).toHaveLength(3);
      expect(lines.slice(0, 2)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${idOf(2)}  ${events.noted.type}  died \\S+ after 2 attempts  Error: cannot take note 2$`)),
          expect.stringMatching(new RegExp(`^${idOf(3)}  ${events.noted.type}  died \\S+ after 2 attempts  Error: cannot take note 3$`)),
        ]),
      );
      expect(lines[2]).toBe('2 dead letters.');
      expect(await tool('dead-letters', 'list', consumerName)).toEqual(listed);
      expect(await deadOnMetrics('note-taker')).toBe(2);
      expect(await deadOnMetrics('note-counter')).toBe(0);
    });

    it('are shown one at a time, with the error, the attempts and the event', async () => {
      const shown = await tool('dead-letters', 'show', idOf(2));
      expect(shown.code).toBe(0);
      expect(JSON.parse(shown.out)).toMatchObject({
        id: idOf(2),
        service: consumerName,
        consumer: 'note-taker',
        eventId: written[1]!.id,
        type: events.noted.type,
        attempts: 2,
        error: expect.stringContaining('Error: cannot take note 2'),
        deadAt: expect.any(String),
        event: { id: written[1]!.id, type: events.noted.type, data: { n: 2 } },
      });
    });

    it('are sent again and applied once, however often they are sent', async () => {
      probe.poison.delete(2);
      expect(await tool('dead-letters', 'resend', idOf(2))).toMatchObject({ code: 0, out: expect.stringContaining(`Sent ${idOf(2)} again`) });
      // Sent again at once: it is no dead letter any more, so nothing goes out twice.
      expect(await tool('dead-letters', 'resend', idOf(2))).toMatchObject({ code: 1, err: expect.stringContaining(`No dead letter ${idOf(2)}`) });
      await eventually('applied', async () => (await applications(consumer.app.get(DataSource)))['note-taker']?.[2] === 1);
      if (config.transport.kind === 'nats') {
        // And were its event published again by anyone, the inbox would still apply it once.
        const text = JSON.stringify(written[1]);
        await jetstream((await natsConnection())).publish(events.noted.subject, text);
      }
      // Another event behind it, to be sure anything sent twice has been taken by then.
      written.push(await source.emit(events.noted, { n: 4 }));
      await source.publish();
      await eventually('the next event applied', async () => {
        const seen = await applications(consumer.app.get(DataSource));
        return seen['note-taker']?.[4] === 1 && seen['note-counter']?.[4] === 1;
      });
      const seen = await applications(consumer.app.get(DataSource));
      expect(seen['note-taker']).toEqual({ 1: 1, 2: 1, 4: 1 });
      expect(seen['note-counter']).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
      expect((await inbox().findOneByOrFail({ consumer: 'note-taker', eventId: written[1]!.id })).status).toBe('applied');
      expect((await tool('dead-letters', 'list')).out.split('\n')).toEqual([expect.stringContaining(idOf(3)), '1 dead letter.']);
      expect(await deadOnMetrics('note-taker')).toBe(1);
    }, 20_000);

    it('are dropped for good: not listed, and skipped when their event is replayed', async () => {
      expect(await tool('dead-letters', 'drop', idOf(3))).toMatchObject({ code: 0, out: `Dropped ${idOf(3)}: it will not be applied, nor sent again.` });
      expect(await tool('dead-letters', 'drop', idOf(3))).toMatchObject({ code: 1, err: expect.stringContaining(`No dead letter ${idOf(3)}`) });
      expect((await tool('dead-letters', 'list')).out).toBe('No dead letters.');
      expect(await deadOnMetrics('note-taker')).toBe(0);

      // Cured now, it would apply if it came again: a replay from the start (the outbox's catch-up in the embedded
      // mode, a new durable consumer reading the stream from its start over NATS) does not apply it.
      probe.poison.delete(3);
      const calls = probe.calls.length;
      await consumer.close();
      if (config.transport.kind === 'nats') {
        const jsm = await jetstreamManager(await natsConnection());
        await jsm.consumers.delete(EVENT_STREAM, durableNameFor(consumerName));
      }
      consumer = await startService(definition, config, logger);
      written.push(await source.emit(events.noted, { n: 5 }));
      await source.publish();
      await eventually('the replay done', async () => {
        const seen = await applications(consumer.app.get(DataSource));
        return seen['note-taker']?.[5] === 1 && seen['note-counter']?.[5] === 1;
      });
      expect(probe.calls.slice(calls).map((c) => `${c.consumer} ${c.n}`).sort()).toEqual(['note-counter 5', 'note-taker 5']);
      expect((await inbox().findOneByOrFail({ consumer: 'note-taker', eventId: written[2]!.id })).status).toBe('dropped');
    }, 30_000);

    it('of an event newer than the consumer knows are applied once it is upgraded and they are sent again', async () => {
      const later = await source.write(envelopeAt(events.noted.type, 3, { n: 6, by: 'Ann' }, 'agg-6'));
      await source.publish();
      await eventually('given up on by both consumers', async () => (await inbox().countBy({ eventId: later.id, status: 'dead' })) === 2);
      const id = (consumerId: string) => `${consumerName}/${consumerId}/${later.id}`;
      expect(JSON.parse((await tool('dead-letters', 'show', id('note-taker'))).out)).toMatchObject({
        error: `${events.noted.type} v3 is newer than this consumer reads (v2): it was written by a later release, and is read once this one is upgraded`,
        event: { id: later.id, version: 3 },
      });
      // The release that writes version 3 reaches the consumer: it reads v3, and v1 and v2 through their upcasters.
      const noted = defineEvent({
        type: events.noted.type,
        version: 3,
        payload: z.object({ n: z.number().int(), by: z.string() }),
        upcasters: { ...events.noted.upcasters, 2: (v2) => ({ ...v2, by: '' }) },
      });
      await consumer.close();
      consumer = await startService(consumerService(consumerName, { ...events, noted } as unknown as TestEvents, probe, options), config, logger);
      for (const consumerId of ['note-taker', 'note-counter']) expect((await tool('dead-letters', 'resend', id(consumerId))).code).toBe(0);
      await eventually('applied by both', async () => {
        const seen = await applications(consumer.app.get(DataSource));
        return seen['note-taker']?.[6] === 1 && seen['note-counter']?.[6] === 1;
      });
      expect((await tool('dead-letters', 'list')).out).toBe('No dead letters.');
    }, 30_000);

    it('are named by their service, consumer and event: anything else is refused with a clear message', async () => {
      expect(await tool('dead-letters', 'show', `${consumerName}/note-taker/${randomUUID()}`)).toMatchObject({ code: 1, err: expect.stringContaining('No dead letter') });
      expect(await tool('dead-letters', 'resend', idOf(1))).toMatchObject({ code: 1, err: expect.stringContaining('No dead letter') });
      expect(await tool('dead-letters', 'show', 'note-taker')).toMatchObject({ code: 2, err: expect.stringContaining('Not the id of a dead letter: note-taker') });
      expect(await tool('dead-letters', 'list', 'stables')).toMatchObject({ code: 2, err: expect.stringContaining(`No service stables: the services are ${consumerName}.`) });
      expect(await tool('dead-letters', 'burn', idOf(1))).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command: burn') });
      expect(await tool('dead-letters')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run events -- dead-letters') });
    });

    if (mode.startsWith('distributed')) {
      it('keep a message that is no event at all, which can be dropped but not sent again', async () => {
        await jetstream(await natsConnection()).publish(events.noted.subject, 'not json at all', { msgID: randomUUID() });
        const letter = await eventually('kept in the inbox', async () => (await inbox().findOneBy({ consumer: consumerName, status: 'dead' })) ?? false);
        const id = `${consumerName}/${consumerName}/${letter.eventId}`;
        expect(letter).toMatchObject({ eventId: expect.stringMatching(/^stream-\d+$/), lastError: 'not an event envelope', envelope: 'not json at all' });
        expect((await tool('dead-letters', 'list')).out).toContain(`${id}  ${events.noted.type}  died`);
        expect(await tool('dead-letters', 'resend', id)).toMatchObject({ code: 1, err: `${id} is not an event (not an event envelope): it cannot be sent again, only dropped.` });
        expect((await tool('dead-letters', 'drop', id)).code).toBe(0);
        expect((await tool('dead-letters', 'list')).out).toBe('No dead letters.');
      }, 20_000);
    }
  });
}

let nats: Awaited<ReturnType<typeof connect>> | null = null;
async function natsConnection() {
  nats ??= await connect({ servers: TEST_NATS_URL });
  return nats;
}
afterAll(() => nats?.close());

deadLettersIn('embedded: SQLite, in-process events', async () => ({ env: {}, drop: async () => {} }));

describeWhen((await postgresAvailable()) && (await natsAvailable()), 'PostgreSQL and NATS', 'dead letters in the distributed mode', () => {
  deadLettersIn('distributed: PostgreSQL, JetStream', async () => {
    const db = await createTestDatabase();
    // A service's own target, as a process of the distributed mode runs it (with its health port on a free port).
    return { env: { DATABASE_URL: db.url, NATS_URL: TEST_NATS_URL, REMUDA_TARGET: 'users', PORT: '0', HOST: '127.0.0.1' }, drop: db.drop };
  });
});
