import type { MigrationInterface, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { defineEvent } from '@remuda/contracts';
import { InboxEntity, OnEvent, eventsHandledBy, resolveInboxOptions, retryDelay } from '../src/index.js';
import { createInboxTable, createTestDatabase, describeWhen, migrationDrift, postgresAvailable } from '../src/testing/index.js';
import { EventHandlerSet } from '../src/events/event-handlers.js';
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
});

describe('a service’s event handlers', () => {
  it('are found by type and by handler, and give their subjects', () => {
    const set = new EventHandlerSet([
      { consumer: 'Stable.log', event: saddled, handle: noop },
      { consumer: 'Stable.log', event: rested, handle: noop },
      { consumer: 'Barn.count', event: saddled, handle: noop },
    ]);
    expect(set.forType(saddled.type).map((b) => b.consumer)).toEqual(['Stable.log', 'Barn.count']);
    expect(set.find('Stable.log', rested.type)?.event).toBe(rested);
    expect(set.subjects).toEqual(['events.riding.horse.rested', 'events.riding.horse.saddled']);
  });

  it('refuse two handlers of one event under the same name, which would share inbox rows', () => {
    expect(
      () =>
        new EventHandlerSet([
          { consumer: 'Stable.log', event: saddled, handle: noop },
          { consumer: 'Stable.log', event: saddled, handle: noop },
        ]),
    ).toThrow('Two event handlers are named Stable.log');
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
