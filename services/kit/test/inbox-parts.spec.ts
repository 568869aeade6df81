import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, NestFactory } from '@nestjs/core';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { defineEvent } from '@remuda/contracts';
import { DurableConsumer, InboxEntity, OnEvent, OnEvents, eventsHandledBy, resolveInboxOptions, retryDelay } from '../src/index.js';
import { createInboxTable, createTestDatabase, describeWhen, migrationDrift, postgresAvailable } from '../src/testing/index.js';
import { EventHandlerSet, discoverEventHandlers } from '../src/events/event-handlers.js';
import { durableNameFor, supportsMultipleFilters } from '../src/events/jetstream-event-consumer.js';

const saddled = defineEvent({ type: 'riding.horse.saddled', version: 1, payload: z.object({ horseId: z.string() }) });
const rested = defineEvent({ type: 'riding.horse.rested', version: 1, payload: z.object({ horseId: z.string() }) });
const noop = async () => {};

describe('retries', () => {
  it('wait the base delay, doubling per failure up to the cap', () => {
    const options = resolveInboxOptions({ retryDelayMs: 250, maxRetryDelayMs: 1500 });
    expect([1, 2, 3, 4, 5].map((failures) => retryDelay(options, failures))).toEqual([250, 500, 1000, 1500, 1500]);
  });

  it('default to five attempts and refuse options that would never retry or never stop', () => {
    expect(resolveInboxOptions().maxAttempts).toBe(5);
    expect(() => resolveInboxOptions({ maxAttempts: 0 })).toThrow('maxAttempts');
    expect(() => resolveInboxOptions({ retryDelayMs: 0 })).toThrow('retryDelayMs');
  });
});

describe('@OnEvent', () => {
  it('records every event a method is declared for', () => {
    class Stable {
      @OnEvent(saddled)
      @OnEvent(rested)
      async log(): Promise<void> {}

      async other(): Promise<void> {}
    }
    expect(eventsHandledBy(Stable.prototype.log).map((e) => e.type).sort()).toEqual([rested.type, saddled.type]);
    expect(eventsHandledBy(Stable.prototype.other)).toEqual([]);
  });

  it('takes a list with @OnEvents, for a consumer of the whole stream, and refuses an empty one', () => {
    class Ledger {
      @OnEvents([saddled, rested])
      async note(): Promise<void> {}
    }
    expect(eventsHandledBy(Ledger.prototype.note).map((e) => e.type).sort()).toEqual([rested.type, saddled.type]);
    expect(() => OnEvents([])({}, 'nothing', { value: noop })).toThrow('at least one event');
  });
});

describe('a service’s event handlers', () => {
  it('are found by type and by consumer, and give their subjects and consumers', () => {
    const set = new EventHandlerSet([
      { consumer: 'stable-log', event: saddled, handle: noop },
      { consumer: 'stable-log', event: rested, handle: noop },
      { consumer: 'barn-count', event: saddled, handle: noop },
    ]);
    expect(set.forType(saddled.type).map((b) => b.consumer)).toEqual(['stable-log', 'barn-count']);
    expect(set.find('stable-log', rested.type)?.event).toBe(rested);
    expect(set.subjects).toEqual(['events.riding.horse.rested', 'events.riding.horse.saddled']);
    expect(set.consumers).toEqual([
      { consumer: 'barn-count', types: [saddled.type] },
      { consumer: 'stable-log', types: [rested.type, saddled.type] },
    ]);
  });

  it('refuse two handlers of one event under one consumer, which would share inbox rows', () => {
    expect(
      () =>
        new EventHandlerSet([
          { consumer: 'stable-log', event: saddled, handle: noop },
          { consumer: 'stable-log', event: saddled, handle: noop },
        ]),
    ).toThrow(`The consumer stable-log has two handlers of ${saddled.type}`);
  });
});

/** The consumers Nest finds among `providers`, as the inbox would name them. */
async function consumersAmong(providers: Function[]) {
  @Module({ imports: [DiscoveryModule], providers: providers as never[] })
  class Holder {}
  const app = await NestFactory.createApplicationContext(Holder, { logger: false });
  try {
    return discoverEventHandlers(app.get(DiscoveryService), app.get(MetadataScanner)).consumers;
  } finally {
    await app.close();
  }
}

describe('a durable consumer’s id', () => {
  it('is the one its class declares, whatever the class and its methods are called', async () => {
    @Injectable()
    @DurableConsumer('stable-log')
    class StableLog {
      @OnEvent(saddled)
      async log(): Promise<void> {}

      @OnEvent(rested)
      async rest(): Promise<void> {}
    }
    @Injectable()
    @DurableConsumer('stable-log')
    class RenamedStableBook {
      @OnEvent(saddled)
      @OnEvent(rested)
      async write(): Promise<void> {}
    }
    const expected = [{ consumer: 'stable-log', types: [rested.type, saddled.type] }];
    expect(await consumersAmong([StableLog])).toEqual(expected);
    expect(await consumersAmong([RenamedStableBook])).toEqual(expected);
  });

  it('must be declared by a class that handles events', async () => {
    @Injectable()
    class Nameless {
      @OnEvent(saddled)
      async log(): Promise<void> {}
    }
    await expect(consumersAmong([Nameless])).rejects.toThrow("Nameless handles events, so it names its consumer: @DurableConsumer('<id>')");
  });

  it('belongs to one class of a service', async () => {
    @Injectable()
    @DurableConsumer('barn')
    class Barn {
      @OnEvent(saddled)
      async count(): Promise<void> {}
    }
    @Injectable()
    @DurableConsumer('barn')
    class Shed {
      @OnEvent(rested)
      async count(): Promise<void> {}
    }
    await expect(consumersAmong([Barn, Shed])).rejects.toThrow('Barn and Shed are both the consumer barn');
  });

  it('is lower-case words joined by dashes', () => {
    for (const id of ['Stable.log', 'stable log', '', '-stable', 'stable-', 'x'.repeat(101)]) expect(() => DurableConsumer(id)).toThrow('an id is lower-case words');
    expect(() => DurableConsumer('known-horses2')).not.toThrow();
  });
});

describe('JetStream naming and features', () => {
  it('makes a durable name NATS accepts from a service name', () => {
    expect(durableNameFor('horses')).toBe('horses');
    expect(durableNameFor('my.service >*')).toBe('my_service___');
  });

  it('knows several filter subjects came with NATS 2.10', () => {
    expect(['2.9.10', '2.10.0', '2.11.3', '3.0.0', undefined].map(supportsMultipleFilters)).toEqual([false, true, true, true, false]);
  });
});

class CreateInbox1700000000003 implements MigrationInterface {
  name = 'CreateInbox1700000000003';
  up(q: QueryRunner) {
    return createInboxTable(q);
  }
  async down() {}
}

describe('the inbox migration', () => {
  it('builds on SQLite exactly the table the entity describes', async () => {
    expect(await migrationDrift({ type: 'better-sqlite3', database: ':memory:', entities: [InboxEntity], migrations: [CreateInbox1700000000003] })).toEqual([]);
  });
});

describeWhen(await postgresAvailable(), 'PostgreSQL', 'the inbox migration on PostgreSQL', () => {
  it('builds exactly the table the entity describes', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrationDrift({ type: 'postgres', url: db.url, schema: 'consumer', entities: [InboxEntity], migrations: [CreateInbox1700000000003] })).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
