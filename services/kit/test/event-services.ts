import { randomUUID } from 'node:crypto';
import { Controller, Injectable, Module } from '@nestjs/common';
import { Column, DataSource, Entity, EntityManager, type MigrationInterface, PrimaryColumn, type QueryRunner, Table } from 'typeorm';
import { z } from 'zod';
import { type DomainEvent, type EventEnvelope, defineEvent } from '@remuda/contracts';
import {
  DatabaseModule,
  InboxEntity,
  type InboxOptions,
  InboxModule,
  DurableConsumer,
  OnEvent,
  OutboxEntity,
  OutboxModule,
  OutboxRelay,
  type RunningTarget,
  type ServiceDefinition,
  type WantsEvents,
  currentCorrelationId,
  recordEvent,
  runInRequestContext,
} from '../src/index.js';
import { createInboxTable, createOutboxTable, letters } from '../src/testing/index.js';


/**
 * Two event types of a domain nobody else uses. `noted` is at version 2: version 1, which a previous release wrote,
 * called its number `count`.
 */
export function testEvents() {
  const domain = `kit${letters(8)}`;
  return {
    noted: defineEvent({
      type: `${domain}.thing.noted`,
      version: 2,
      payload: z.object({ n: z.number().int() }),
      upcasters: { 1: ({ count }) => ({ n: count }) },
    }),
    renamed: defineEvent({ type: `${domain}.thing.renamed`, version: 1, payload: z.object({ n: z.number().int(), name: z.string() }) }),
  };
}
export type TestEvents = ReturnType<typeof testEvents>;

/** What a handler did, written in the handler's transaction: a row per application, no unique key, so a second
 * application of one event would show as a second row. */
@Entity('seen')
export class SeenEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  consumer!: string;

  @Column({ name: 'event_id', type: 'varchar', length: 64 })
  eventId!: string;

  @Column({ type: 'integer' })
  n!: number;
}

class CreateProducer1700000000001 implements MigrationInterface {
  name = 'CreateProducer1700000000001';
  up(q: QueryRunner) {
    return createOutboxTable(q);
  }
  async down() {}
}

class CreateConsumer1700000000002 implements MigrationInterface {
  name = 'CreateConsumer1700000000002';
  async up(q: QueryRunner) {
    await createInboxTable(q);
    await q.createTable(
      new Table({
        name: 'seen',
        columns: [
          { name: 'id', type: 'varchar', length: '100', isPrimary: true },
          { name: 'consumer', type: 'varchar', length: '200' },
          { name: 'event_id', type: 'varchar', length: '64' },
          { name: 'n', type: 'integer' },
        ],
      }),
    );
  }
  async down() {}
}

/** A service that only publishes: an outbox and its relay. */
export function producerService(name: string): ServiceDefinition {
  @Module({ imports: [DatabaseModule.forService({ service: name, entities: [OutboxEntity], migrations: [CreateProducer1700000000001] }), OutboxModule.forService(name)] })
  class ProducerModule {}
  return { name, module: ProducerModule };
}

/**
 * Writes events the way a service does: in a transaction, through the outbox; `publish` relays them now. `write`
 * puts an envelope into the outbox as it is, the way a previous (or a later) release would have written it.
 */
export function producerOf(running: RunningTarget) {
  const dataSource = running.app.get(DataSource);
  return {
    dataSource,
    async emit<E extends TestEvents[keyof TestEvents]>(event: E, data: z.input<E['payload']>, correlationId = `corr-${letters(10)}`) {
      return runInRequestContext({ correlationId, actor: { id: 'u1', email: 'trainer@remuda.test', role: 'TRAINER' } }, () =>
        dataSource.transaction((em) => recordEvent(em, event, `agg-${String((data as { n: unknown }).n)}`, data as never)),
      );
    },
    async write(envelope: EventEnvelope): Promise<EventEnvelope> {
      const { id, type, aggregateId, occurredAt } = envelope;
      await dataSource.getRepository(OutboxEntity).insert({ id, type, aggregateId, envelope: JSON.stringify(envelope), occurredAt, publishedAt: null });
      return envelope;
    },
    publish: () => running.app.get(OutboxRelay).flush(),
  };
}

/** An envelope as a release writing `version` of an event recorded it: straight into an outbox, or onto the stream. */
export function envelopeAt(type: string, version: number, data: unknown, aggregateId: string): EventEnvelope {
  return { id: randomUUID(), type, version, occurredAt: new Date().toISOString(), aggregateId, actor: null, correlationId: `corr-${letters(10)}`, data };
}

/** One call of a handler, as it saw it. */
export interface HandlerCall {
  consumer: string;
  eventId: string;
  n: number;
  correlationId: string | undefined;
  envelopeCorrelationId: string;
}

/** What the test steers and watches in a consumer service: shared by every replica made from it. */
export interface ConsumerProbe {
  calls: HandlerCall[];
  /** Values of `n` that `note-taker` fails on, every time. */
  poison: Set<number>;
  /** Values of `n` that `note-counter` says it does not want (`WantsEvents`): passed over on JetStream. */
  unwanted?: Set<number>;
  /** When set, `note-taker` watches the order keys of what it applies: see `watchLanes`. */
  lanes?: LaneWatch;
}

/** What `note-taker` saw of the order keys (`keyOf(n)`) while each event took it `slowMs`. */
export interface LaneWatch {
  keyOf: (n: number) => string;
  slowMs: number;
  active: Map<string, number>;
  /** Times an event began while another of its key was still being applied. */
  overlaps: number;
  /** The most events applied at once, whatever their keys. */
  mostAtOnce: number;
  /** The order in which each key's events began. */
  order: Map<string, number[]>;
}

export const watchLanes = (keyOf: (n: number) => string, slowMs: number): LaneWatch => ({ keyOf, slowMs, active: new Map(), overlaps: 0, mostAtOnce: 0, order: new Map() });

async function throughLane(watch: LaneWatch, n: number, apply: () => Promise<void>): Promise<void> {
  const key = watch.keyOf(n);
  if (watch.active.has(key)) watch.overlaps += 1;
  watch.active.set(key, (watch.active.get(key) ?? 0) + 1);
  watch.mostAtOnce = Math.max(watch.mostAtOnce, [...watch.active.values()].reduce((sum, count) => sum + count, 0));
  watch.order.set(key, [...(watch.order.get(key) ?? []), n]);
  try {
    await new Promise((done) => setTimeout(done, watch.slowMs));
    await apply();
  } finally {
    const left = watch.active.get(key)! - 1;
    if (left === 0) watch.active.delete(key);
    else watch.active.set(key, left);
  }
}

/**
 * A service consuming the test events: the consumers `note-taker` (a provider) and `note-counter` (a controller)
 * both take `noted`; with `alsoRenamed`, `rename-taker` takes `renamed` too. Each writes a `seen` row.
 */
export function consumerService(name: string, events: TestEvents, probe: ConsumerProbe, options: InboxOptions, alsoRenamed = false): ServiceDefinition {
  const record = async (consumer: string, event: DomainEvent<TestEvents['noted']>, em: EntityManager) => {
    probe.calls.push({ consumer, eventId: event.id, n: event.data.n, correlationId: currentCorrelationId(), envelopeCorrelationId: event.correlationId });
    await em.insert(SeenEntity, { id: `${consumer}:${event.id}:${letters(6)}`, consumer, eventId: event.id, n: event.data.n });
  };

  @Injectable()
  @DurableConsumer('note-taker')
  class NoteTaker {
    @OnEvent(events.noted)
    async note(event: DomainEvent<typeof events.noted>, em: EntityManager): Promise<void> {
      if (probe.poison.has(event.data.n)) {
        probe.calls.push({ consumer: 'note-taker', eventId: event.id, n: event.data.n, correlationId: currentCorrelationId(), envelopeCorrelationId: event.correlationId });
        throw new Error(`cannot take note ${event.data.n}`);
      }
      if (probe.lanes) await throughLane(probe.lanes, event.data.n, () => record('note-taker', event, em));
      else await record('note-taker', event, em);
    }
  }

  @Controller()
  @DurableConsumer('note-counter')
  class NoteCounter implements WantsEvents {
    async wants(event: EventEnvelope): Promise<boolean> {
      return !probe.unwanted?.has((event.data as { n?: number }).n ?? -1);
    }

    @OnEvent(events.noted)
    async count(event: DomainEvent<typeof events.noted>, em: EntityManager): Promise<void> {
      await record('note-counter', event, em);
    }
  }

  @Controller()
  @DurableConsumer('rename-taker')
  class RenameTaker {
    @OnEvent(events.renamed)
    async rename(event: DomainEvent<typeof events.renamed>, em: EntityManager): Promise<void> {
      await record('rename-taker', event, em);
    }
  }

  @Module({
    imports: [
      DatabaseModule.forService({ service: name, entities: [InboxEntity, SeenEntity], migrations: [CreateConsumer1700000000002] }),
      InboxModule.forService(name, options),
    ],
    providers: [NoteTaker],
    controllers: alsoRenamed ? [NoteCounter, RenameTaker] : [NoteCounter],
  })
  class ConsumerModule {}
  return { name, module: ConsumerModule };
}

/** How many times each handler applied each `n`: `{ 'note-taker': { 1: 1, 2: 1 }, ... }`. */
export async function applications(dataSource: DataSource): Promise<Record<string, Record<number, number>>> {
  const out: Record<string, Record<number, number>> = {};
  for (const row of await dataSource.getRepository(SeenEntity).find()) {
    const byN = (out[row.consumer] ??= {});
    byN[row.n] = (byN[row.n] ?? 0) + 1;
  }
  return out;
}

/** `{ n: 1 }` for each of `ns`: what `applications` answers for a handler that applied each once. */
export const once = (ns: number[]) => Object.fromEntries(ns.map((n) => [n, 1]));

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
