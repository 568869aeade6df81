import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { ensureStream } from './streams.js';

/**
 * Dead letters live in a stream of their own, so they survive, can be read back and re-driven by hand, and
 * never travel on `events.>` where consumers would take them for events.
 */
export const DEAD_LETTER_STREAM = 'REMUDA_DEADLETTER';

export const deadLetterSubject = (service: string, type: string) => `deadletter.${service}.${type}`;

/** What is kept of an event a handler gave up on. */
export interface DeadLetter {
  service: string;
  /** The consumer's `@DurableConsumer` id, or the service when no consumer could be chosen. */
  consumer: string;
  eventId: string | null;
  type: string;
  attempts: number;
  error: string;
  deadAt: string;
  /** The envelope as it was delivered: parsed when it was JSON, the raw text otherwise. */
  envelope: unknown;
}

/** The dead letters' stream, kept three months: time to look into a dead letter and re-drive it by hand. */
export function ensureDeadLetterStream(jsm: JetStreamManager): Promise<void> {
  return ensureStream(jsm, { name: DEAD_LETTER_STREAM, subjects: ['deadletter.>'], keepDays: 90 });
}

/**
 * Publishes a dead letter and waits for the stream to store it. Its message id is the handler and event, so a
 * second dead-lettering of the same event (a replica that crashed before its `term` got through) is dropped.
 */
export async function publishDeadLetter(js: JetStreamClient, letter: DeadLetter): Promise<void> {
  const id = letter.eventId ? `${letter.consumer}:${letter.eventId}` : undefined;
  await js.publish(deadLetterSubject(letter.service, letter.type), JSON.stringify(letter), id ? { msgID: id } : {});
}
