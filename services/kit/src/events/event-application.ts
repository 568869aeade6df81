import { type DomainEvent, type EventDefinition, type EventEnvelope, readEvent } from '@remuda/contracts';
import { runInRequestContext } from '../logging/request-context.js';
import type { EventHandlerBinding } from './event-handlers.js';
import type { ApplyOutcome } from './inbox.js';

/** What came of handing one event to one handler. */
export type Application =
  | { outcome: 'applied' }
  | { outcome: 'duplicate' }
  /**
   * The envelope cannot be read as the handler's event: its payload does not match, it is of a version newer than
   * the definition, or of one no upcaster leads from. That will not change by trying again, so it is dead-lettered
   * at once.
   */
  | { outcome: 'unparsable'; error: string }
  /** The handler (or its transaction) failed: worth another try, up to the limit. */
  | { outcome: 'failed'; error: unknown };

/**
 * Reads the envelope as the current version of the handler's event (its upcasters applied from the envelope's
 * version up, then the payload parsed: `readEvent`), then applies it through `apply` (which owns the inbox row and
 * the transaction) with the event's correlation id and actor as the request context, so the handler's logs, and
 * any event it records in turn, carry them on. Every way an event reaches a handler passes here, in both modes:
 * a delivery, a pending inbox row, a catch-up from an outbox, a dead letter sent again.
 */
export async function applyEvent(
  binding: EventHandlerBinding,
  envelope: EventEnvelope,
  apply: (event: DomainEvent<EventDefinition>) => Promise<ApplyOutcome>,
): Promise<Application> {
  const read = readEvent(binding.event, envelope);
  if (!read.ok) return { outcome: 'unparsable', error: read.error };
  const event = read.event;
  try {
    const outcome = await runInRequestContext({ correlationId: envelope.correlationId, actor: envelope.actor }, () => apply(event));
    return { outcome };
  } catch (error) {
    return { outcome: 'failed', error };
  }
}

/** An error as the text kept in the inbox and the dead-letter message. */
export function errorText(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`.slice(0, 4000);
  return String(err).slice(0, 4000);
}
