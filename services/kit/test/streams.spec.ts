import { type JetStreamManager, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { DEAD_LETTER_STREAM, EVENT_STREAM, ensureDeadLetterStream, ensureEventStream, ensureStream } from '../src/index.js';
import { TEST_NATS_URL, describeWhen, letters, natsAvailable } from '../src/testing/index.js';

const DAY_NS = 24 * 60 * 60 * 1e9;

describeWhen(await natsAvailable(), 'NATS', 'the platform’s streams', () => {
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  const made: string[] = [];
  const aStream = () => {
    const name = `KIT_${letters(10).toUpperCase()}`;
    made.push(name);
    return { name, subjects: [`kit${name.toLowerCase()}.>`] };
  };

  beforeAll(async () => {
    nc = await connect({ servers: TEST_NATS_URL });
    jsm = await jetstreamManager(nc);
  });
  afterAll(async () => {
    for (const name of made) await jsm.streams.delete(name).catch(() => undefined);
    await nc?.close();
  });

  it('creates a stream with its retention, and a second call (another replica) changes nothing', async () => {
    const stream = aStream();
    await Promise.all([ensureStream(jsm, { ...stream, keepDays: 3 }), ensureStream(jsm, { ...stream, keepDays: 3 })]);
    const info = await jsm.streams.info(stream.name);
    expect(info.config.max_age).toBe(3 * DAY_NS);
    expect(info.config.subjects).toEqual(stream.subjects);
  });

  it('gives its retention to a stream an older deployment made without one', async () => {
    const stream = aStream();
    await jsm.streams.add({ name: stream.name, subjects: stream.subjects });
    expect((await jsm.streams.info(stream.name)).config.max_age).toBe(0);
    await ensureStream(jsm, { ...stream, keepDays: 30 });
    expect((await jsm.streams.info(stream.name)).config.max_age).toBe(30 * DAY_NS);
  });

  it('keeps events and dead letters for a bounded time once a service has used them', async () => {
    await ensureEventStream(jsm);
    await ensureDeadLetterStream(jsm);
    expect((await jsm.streams.info(EVENT_STREAM)).config.max_age).toBe(30 * DAY_NS);
    expect((await jsm.streams.info(DEAD_LETTER_STREAM)).config.max_age).toBe(90 * DAY_NS);
  });
});
