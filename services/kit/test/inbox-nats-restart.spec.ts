import { existsSync } from 'node:fs';
import { DataSource, IsNull } from 'typeorm';
import { InboxEntity, OutboxEntity, type RunningTarget, startService } from '../src/index.js';
import { NATS_SERVER, describeWhen, eventually, letters, memoryLogger, privateNatsServer, testConfig } from '../src/testing/index.js';
import { type ConsumerProbe, applications, consumerService, once, producerOf, producerService, range, testEvents } from './event-services.js';

const EVENTS = 60;

describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'durable event consumers across a NATS server restart', () => {
  const events = testEvents();
  const producerName = `kit_src_${letters(6)}`;
  const consumerName = `kit_dst_${letters(6)}`;
  const probe: ConsumerProbe = { calls: [], poison: new Set() };
  const logger = memoryLogger('error');
  let server: Awaited<ReturnType<typeof privateNatsServer>>;
  let producer: RunningTarget | null = null;
  let consumer: RunningTarget | null = null;

  beforeAll(async () => {
    server = await privateNatsServer();
    await server.start();
    const config = testConfig({ REMUDA_TARGET: 'users', NATS_URL: server.url, PORT: '0', HOST: '127.0.0.1' });
    producer = await startService(producerService(producerName), config, logger);
    consumer = await startService(consumerService(consumerName, events, probe, { retryDelayMs: 20, maxRetryDelayMs: 200, ackWaitMs: 2000, reconnectWaitMs: 100 }), config, logger);
  }, 20_000);

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
    await server?.remove();
  }, 30_000);

  it('applies every event exactly once though the server stopped and started again mid-stream', async () => {
    const source = producerOf(producer!);
    const outbox = source.dataSource.getRepository(OutboxEntity);
    // The relay publishes on its own timer while events keep being written; the server goes away for a third of them.
    for (const n of range(1, EVENTS)) {
      if (n === 21) await server.stop();
      if (n === 41) await server.start();
      await source.emit(events.noted, { n });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await eventually('the outbox relayed', async () => (await outbox.countBy({ publishedAt: IsNull() })) === 0, 30_000);
    const consumerDb = consumer!.app.get(DataSource);
    await eventually(
      'every event applied',
      async () => {
        expect(await applications(consumerDb)).toEqual({ 'note-taker': once(range(1, EVENTS)), 'note-counter': once(range(1, EVENTS)) });
      },
      30_000,
    );
    expect(await consumerDb.getRepository(InboxEntity).countBy({ status: 'applied' })).toBe(2 * EVENTS);
    expect(probe.calls).toHaveLength(2 * EVENTS);
  }, 60_000);
});
