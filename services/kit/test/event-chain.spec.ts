import { Injectable, Module } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { DomainEvent } from '@remuda/contracts';
import {
  DatabaseModule,
  InboxEntity,
  DurableConsumer,
  InboxModule,
  OnEvent,
  OutboxEntity,
  OutboxModule,
  OutboxRelay,
  type RecordEvent,
  type RunningTarget,
  type ServiceDefinition,
  startService,
} from '../src/index.js';
import {
  TEST_NATS_URL,
  createInboxTable,
  createOutboxTable,
  describeWhen,
  eventually,
  letters,
  memoryLogger,
  natsAvailable,
  testConfig,
} from '../src/testing/index.js';
import { type ConsumerProbe, type TestEvents, applications, consumerService, once, producerOf, producerService, range, testEvents } from './event-services.js';

/** A service in the middle of a chain: for every `noted` it takes in, it records a `renamed` of its own. */
function renamerService(name: string, events: TestEvents): ServiceDefinition {
  class CreateRenamer1700000000004 {
    name = 'CreateRenamer1700000000004';
    async up(q: Parameters<typeof createInboxTable>[0]) {
      await createInboxTable(q);
      await createOutboxTable(q);
    }
    async down() {}
  }

  @Injectable()
  @DurableConsumer('renamer')
  class Renamer {
    @OnEvent(events.noted)
    async rename(event: DomainEvent<typeof events.noted>, _em: unknown, record: RecordEvent): Promise<void> {
      await record(events.renamed, event.aggregateId, { n: event.data.n, name: `note ${event.data.n}` });
    }
  }

  @Module({
    imports: [
      DatabaseModule.forService({ service: name, entities: [InboxEntity, OutboxEntity], migrations: [CreateRenamer1700000000004] }),
      InboxModule.forService(name, { retryDelayMs: 5, pollIntervalMs: 20, reconnectWaitMs: 100 }),
      OutboxModule.forService(name),
    ],
    providers: [Renamer],
  })
  class RenamerModule {}
  return { name, module: RenamerModule };
}

/**
 * An event a handler records in turn goes out as soon as the handler's transaction commits, as a write's events
 * do, not when the relay's sweep comes by: the sweep is held off for an hour here, and the next service in the
 * chain still applies every event.
 */
function chainsWithoutTheSweep(config: () => ReturnType<typeof testConfig>) {
  const events = testEvents();
  const probe: ConsumerProbe = { calls: [], poison: new Set() };
  const logger = memoryLogger('error');
  const running: RunningTarget[] = [];
  let source: ReturnType<typeof producerOf>;
  let renamer: RunningTarget;
  let downstream: RunningTarget;

  beforeAll(async () => {
    const producer = await startService(producerService(`kit_src_${letters(6)}`), config(), logger);
    running.push(producer);
    source = producerOf(producer);
    renamer = await startService(renamerService(`kit_mid_${letters(6)}`, events), config(), logger);
    running.push(renamer);
    renamer.app.get(OutboxRelay).sweepAfterMs = 60 * 60 * 1000;
    const options = { retryDelayMs: 5, pollIntervalMs: 20, reconnectWaitMs: 100 };
    downstream = await startService(consumerService(`kit_dst_${letters(6)}`, events, probe, options, true), config(), logger);
    running.push(downstream);
  }, 30_000);

  afterAll(() => Promise.all(running.map((target) => target.close())), 20_000);

  it('publishes what a handler records the moment its transaction commits', async () => {
    for (const n of range(1, 5)) await source.emit(events.noted, { n });
    await source.publish();
    await eventually('every renamed event applied downstream', async () => {
      expect((await applications(downstream.app.get(DataSource)))['rename-taker']).toEqual(once(range(1, 5)));
    });
    // Each row is marked once its publication is acknowledged, which may come just after the consumer applied it;
    // with the sweep held off, only the publication after commit can mark them.
    await eventually('every renamed event marked published', async () => {
      expect(await renamer.app.get(DataSource).getRepository(OutboxEntity).countBy({ publishedAt: IsNull() })).toBe(0);
    });
  });
}

describe('a chain of events in process (embedded mode, SQLite)', () => {
  const config = testConfig();
  chainsWithoutTheSweep(() => config);
});

describeWhen(await natsAvailable(), 'NATS', 'a chain of events on JetStream (SQLite)', () => {
  const config = testConfig({ REMUDA_TARGET: 'users', NATS_URL: TEST_NATS_URL, PORT: '0', HOST: '127.0.0.1' });
  chainsWithoutTheSweep(() => config);
});
