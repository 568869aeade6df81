import { existsSync } from 'node:fs';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { type EventEnvelope, eventEnvelopeSchema, eventSubject } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { dataSourceOptions } from '../database/database.module.js';
import { InboxEntity } from './inbox.entity.js';
import { Inbox } from './inbox.js';
import { retainedEvents } from './retained-events.js';

export const EVENTS_TOOL_USAGE = `usage: npm run events -- dead-letters <command>
  list [<service>]   the dead letters of every service (or of one), each with the error it died of
  show <id>          one dead letter: its error, attempts and event
  resend <id>        sends it to its consumer again, to be applied once
  drop <id>          drops it for good: a replay of its event skips it too
An id is <service>/<consumer>/<event id>, as list prints it.
       npm run events -- <store> rebuild
  rebuilds a store kept from the events (history) from what the stream (or, embedded, the outboxes) still holds;
  stop the service that keeps it first.
The data is found as the platform finds it: REMUDA_DATA_DIR (SQLite), or DATABASE_URL (PostgreSQL) and NATS_URL.`;

/**
 * A store a service keeps from the events, which the tool can make again from the events the platform still
 * holds (`npm run events -- <name> rebuild`): the domain's own code, given the events oldest first; it answers
 * what to print.
 */
export type EventStoreRebuild = (config: Config, events: AsyncIterable<EventEnvelope>) => Promise<string[]>;

export interface EventsToolContext {
  config: Config;
  /** The services that may hold dead letters or events: the domain manifest's. */
  services: readonly string[];
  /** The stores the tool can rebuild, by name. */
  rebuilds?: Readonly<Record<string, EventStoreRebuild>>;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** A service's inbox as the tool opens it, or null when the service keeps none (yet). */
interface OpenInbox {
  inbox: Inbox;
  close(): Promise<void>;
}

/**
 * The platform's tool for its events (`npm run events -- dead-letters ...`; in the image `node
 * services/platform/dist/events.js ...`). A dead letter is one thing in both modes: an event a consumer gave up
 * on, kept as a `dead` row of its service's inbox with the error it died of (docs/adr/008). Sent again, the row
 * turns `pending` and is applied once, by the embedded mode's worker or, over NATS, when the event published again
 * reaches the service's durable consumer; dropped, it is kept as `dropped`, which a replay skips. A letter is shown
 * and sent again as it was written, at its own version: the consumer reads it through the event's upcasters when it
 * applies it (docs/adr/022), so one that was too new for it is applied once it is upgraded. Answers the exit code.
 */
export async function runEventsTool(args: readonly string[], context: EventsToolContext): Promise<number> {
  const out = context.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = context.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const [area, command, target, ...rest] = args;
  const usage = (problem?: string) => {
    if (problem) err(problem);
    err(EVENTS_TOOL_USAGE);
    return 2;
  };
  const rebuild = area ? context.rebuilds?.[area] : undefined;
  if (rebuild) {
    if (command !== 'rebuild' || target) return usage();
    for (const line of await rebuild(context.config, retainedEvents(context.config, context.services))) out(line);
    return 0;
  }
  if (area !== 'dead-letters' || !command || rest.length > 0) return usage();
  if (command === 'list') {
    if (target && !context.services.includes(target)) return usage(unknownService(target, context.services));
    return list(context, target ? [target] : context.services, out);
  }
  if (!['show', 'resend', 'drop'].includes(command)) return usage(`Unknown command: ${command}`);
  if (!target) return usage(`${command} needs the id of a dead letter`);
  const id = parseId(target);
  if (!id) return usage(`Not the id of a dead letter: ${target} (it is <service>/<consumer>/<event id>)`);
  if (!context.services.includes(id.service)) return usage(unknownService(id.service, context.services));

  const open = await openInbox(context.config, id.service);
  const letter = await open?.inbox.deadLetter(id.consumer, id.eventId);
  try {
    if (!open || !letter) {
      err(`No dead letter ${target}: \`dead-letters list\` shows those there are.`);
      return 1;
    }
    if (command === 'show') {
      out(JSON.stringify(describe(id.service, letter), null, 2));
      return 0;
    }
    if (command === 'drop') {
      if (!(await open.inbox.drop(id.consumer, id.eventId))) return gone(target, err);
      out(`Dropped ${target}: it will not be applied, nor sent again.`);
      return 0;
    }
    if (!isEvent(letter.envelope)) {
      err(`${target} is not an event (${letter.lastError ?? 'unreadable'}): it cannot be sent again, only dropped.`);
      return 1;
    }
    const nats = context.config.transport.kind === 'nats' ? context.config.transport.url : null;
    const sent = await open.inbox.resend(id.consumer, id.eventId, nats ? (row) => publishAgain(nats, row) : undefined);
    if (!sent) return gone(target, err);
    out(
      nats
        ? `Sent ${target} again: the ${id.service} service's consumer applies it once.`
        : `Sent ${target} again: the ${id.service} service applies it once, within a second while it runs or else when it next starts.`,
    );
    return 0;
  } finally {
    await open?.close();
  }
}

async function list(context: EventsToolContext, services: readonly string[], out: (line: string) => void): Promise<number> {
  let count = 0;
  for (const service of services) {
    const open = await openInbox(context.config, service);
    if (!open) continue;
    try {
      for (const letter of await open.inbox.deadLetters()) {
        count += 1;
        const error = (letter.lastError ?? '').split('\n')[0]!.slice(0, 160);
        out(`${service}/${letter.consumer}/${letter.eventId}  ${letter.type}  died ${letter.appliedAt} after ${letter.attempts} attempts  ${error}`);
      }
    } finally {
      await open.close();
    }
  }
  out(count === 0 ? 'No dead letters.' : `${count} dead letter${count === 1 ? '' : 's'}.`);
  return 0;
}

/** A dead letter as `show` prints it: the error in full, and the event parsed when it is JSON. */
function describe(service: string, letter: InboxEntity) {
  let event: unknown = letter.envelope;
  try {
    event = JSON.parse(letter.envelope);
  } catch {
    // kept as the text it arrived as
  }
  return {
    id: `${service}/${letter.consumer}/${letter.eventId}`,
    service,
    consumer: letter.consumer,
    eventId: letter.eventId,
    type: letter.type,
    attempts: letter.attempts,
    error: letter.lastError,
    occurredAt: letter.occurredAt,
    receivedAt: letter.receivedAt,
    deadAt: letter.appliedAt,
    event,
  };
}

function parseId(text: string): { service: string; consumer: string; eventId: string } | null {
  const parts = text.split('/');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  const [service, consumer, eventId] = parts as [string, string, string];
  return { service, consumer, eventId };
}

const unknownService = (service: string, services: readonly string[]) => `No service ${service}: the services are ${services.join(', ')}.`;

function gone(target: string, err: (line: string) => void): number {
  err(`${target} is no dead letter any more: it was sent again or dropped meanwhile.`);
  return 1;
}

function isEvent(text: string): boolean {
  try {
    return eventEnvelopeSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * Opens a service's inbox where the platform keeps it, without making anything: a service whose SQLite file,
 * PostgreSQL schema or inbox table does not exist has none.
 */
async function openInbox(config: Config, service: string): Promise<OpenInbox | null> {
  if (config.database.kind === 'sqlite' && !existsSync(path.join(config.database.dir, `${service}.sqlite`))) return null;
  const dataSource = new DataSource(dataSourceOptions(config, { service, entities: [InboxEntity], migrations: [] }));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  const held = await runner.hasTable('inbox').finally(() => runner.release());
  if (!held) {
    await dataSource.destroy();
    return null;
  }
  return { inbox: new Inbox(dataSource), close: () => dataSource.destroy() };
}

/** Publishes a dead letter's event again on its subject, where the consuming service's durable consumer reads it. */
async function publishAgain(url: string, letter: InboxEntity): Promise<void> {
  const nc: NatsConnection = await connect({ servers: url, name: 'remuda-events-tool' });
  try {
    // No message id: the stream would take one equal to the event's, within its duplicate window, for the first
    // publish of the event and drop this one.
    await jetstream(nc).publish(eventSubject(letter.type), letter.envelope);
  } finally {
    await nc.close();
  }
}
