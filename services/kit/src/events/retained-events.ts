import { existsSync } from 'node:fs';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { dataSourceOptions } from '../database/database.module.js';
import { EVENT_STREAM } from './event-publisher.js';
import { OutboxEntity } from './outbox.entity.js';

const PAGE = 500;

/**
 * Every event the platform still holds, oldest first, for a consumer rebuilt from scratch: in the distributed mode
 * what the stream `REMUDA_EVENTS` keeps (30 days), in the order it stored them; in the embedded mode what the
 * producers' outboxes keep (a week of published events, and any not published yet), in the order the embedded
 * consumer applies them (when they happened, then by id). `services` are the services whose outboxes are read.
 */
export async function* retainedEvents(config: Config, services: readonly string[]): AsyncGenerator<EventEnvelope> {
  if (config.transport.kind === 'nats') {
    yield* streamEvents(config.transport.url);
    return;
  }
  const all: EventEnvelope[] = [];
  for (const service of services) all.push(...(await outboxEvents(config, service)));
  all.sort((a, b) => (a.occurredAt === b.occurredAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.occurredAt < b.occurredAt ? -1 : 1));
  yield* all;
}

async function* streamEvents(url: string): AsyncGenerator<EventEnvelope> {
  const nc = await connect({ servers: url, name: 'remuda-events-tool' });
  try {
    const js = jetstream(nc);
    // An ordered consumer: ephemeral, from the stream's first message (the stream holds events alone), never
    // touching the services' durable ones.
    const consumer = await js.consumers.get(EVENT_STREAM);
    for (;;) {
      const batch = await consumer.fetch({ max_messages: PAGE, expires: 2000 });
      let read = 0;
      let last = false;
      for await (const message of batch) {
        read += 1;
        try {
          yield message.json<EventEnvelope>();
        } catch {
          // Not an event (the consumers dead-letter such a message); nothing to rebuild from.
        }
        if (message.info.pending === 0) last = true;
      }
      if (read === 0 || last) return;
    }
  } finally {
    await nc.close();
  }
}

async function outboxEvents(config: Config, service: string): Promise<EventEnvelope[]> {
  if (config.database.kind === 'sqlite' && !existsSync(path.join(config.database.dir, `${service}.sqlite`))) return [];
  const dataSource = new DataSource(dataSourceOptions(config, { service, entities: [OutboxEntity], migrations: [] }));
  await dataSource.initialize();
  try {
    const runner = dataSource.createQueryRunner();
    const held = await runner.hasTable('outbox').finally(() => runner.release());
    if (!held) return [];
    const events: EventEnvelope[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const rows = await dataSource.getRepository(OutboxEntity).find({ order: { occurredAt: 'ASC', id: 'ASC' }, skip: offset, take: PAGE });
      for (const row of rows) {
        try {
          events.push(JSON.parse(row.envelope) as EventEnvelope);
        } catch {
          // A row that is no JSON was never published either.
        }
      }
      if (rows.length < PAGE) return events;
    }
  } finally {
    await dataSource.destroy();
  }
}
