import type { DomainEvent, EventDefinition, EventEnvelope } from '@remuda/contracts';
import { runInRequestContext } from '../logging/request-context.js';
import type { EventHandlerBinding } from './event-handlers.js';
import type { ApplyOutcome } from './inbox.js';

/** What came of handing one event to one handler. */
export type Application =
  | { outcome: 'applied' }
  | { outcome: 'duplicate' }
  /** The payload does not match the handler's definition: it never will, so it is dead-lettered at once. */
  | { outcome: 'unparsable'; error: string }
  /** The handler (or its transaction) failed: worth another try, up to the limit. */
  | { outcome: 'failed'; error: unknown };

/**
 * Parses the payload with the handler's own definition, then applies it through `apply` (which owns the inbox
 * row and the transaction) with the event's correlation id and actor as the request context, so the handler's
 * logs, and any event it records in turn, carry them on.
 */
export async function applyEvent(
  binding: EventHandlerBinding,
  envelope: EventEnvelope,
  apply: (event: DomainEvent<EventDefinition>) => Promise<ApplyOutcome>,
): Promise<Application> {
  const parsed = binding.event.payload.safeParse(envelope.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
    return { outcome: 'unparsable', error: `payload does not match ${binding.event.type} v${binding.event.version}: ${issues}` };
  }
  const event: DomainEvent<EventDefinition> = { ...envelope, data: parsed.data };
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
