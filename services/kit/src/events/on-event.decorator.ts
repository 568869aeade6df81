import type { DomainEvent, EventDefinition, EventEnvelope } from '@remuda/contracts';
import type { EntityManager } from 'typeorm';
import type { RecordEvent } from './record-event.js';

/**
 * What a handler of event `E` looks like: the parsed event, the transaction its change (and the inbox row) go in,
 * and the way to record events of its own in that transaction (published as soon as it commits).
 */
export type EventHandlerMethod<E extends EventDefinition> = (event: DomainEvent<E>, em: EntityManager, record: RecordEvent) => Promise<void>;

// Kept beside the method function itself (as Nest keeps its own method metadata), so discovery finds it on
// whatever instance Nest made of the class.
const declared = new WeakMap<Function, EventDefinition[]>();

/**
 * Makes a method of a Nest provider or controller, whose class names its consumer with `@DurableConsumer`, handle
 * one event: applied once per event id, in the same transaction as the inbox row that records it. Stack several to
 * handle several events with one method. The service imports `InboxModule.forService(name)` and lists
 * `InboxEntity` among its entities.
 *
 * ```ts
 * @Injectable()
 * @DurableConsumer('known-horses')
 * export class RememberHorseWhenHorseChanged {
 *   @OnEvent(HORSE_EVENTS.updated)
 *   async renameHorse(event: DomainEvent<typeof HORSE_EVENTS.updated>, em: EntityManager): Promise<void> { ... }
 * }
 * ```
 */
export function OnEvent<E extends EventDefinition>(event: E) {
  // Generic over the method's own type, so a handler may leave out `em` and `record`; its event type and result
  // are checked.
  return <M extends EventHandlerMethod<E>>(_target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    const method = descriptor.value;
    if (typeof method !== 'function') throw new Error(`@OnEvent(${event.type}) must decorate a method, not ${String(key)}`);
    declared.set(method, [...(declared.get(method) ?? []), event]);
  };
}

/**
 * `@OnEvent` for each of a list of events, with one method: a consumer of the whole stream (the history, the
 * webhooks) takes `@OnEvents(EVENT_CATALOG)` and reads `event.type` itself.
 */
export function OnEvents(events: readonly EventDefinition[]) {
  return <M extends EventHandlerMethod<EventDefinition>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    if (events.length === 0) throw new Error(`@OnEvents on ${String(key)} needs at least one event`);
    for (const event of events) OnEvent(event)(target, key, descriptor);
  };
}

/** The events a method was declared to handle with `@OnEvent` (none for any other function). */
export function eventsHandledBy(method: unknown): readonly EventDefinition[] {
  return typeof method === 'function' ? (declared.get(method) ?? []) : [];
}

/**
 * A consumer that can tell from an event alone, cheaply, that applying it would change nothing now (the webhooks:
 * no receiver wants its type) implements `wants`. A JetStream delivery it does not want is acknowledged without
 * a transaction or an inbox row; a delivery it wants, and every event of the embedded inbox, go to the handler as
 * always, so the handler must stay right without it. A `wants` that fails is a failed attempt. A dead letter sent
 * again over JetStream is asked too: one no longer wanted is passed over, and its inbox row stays `pending`.
 */
export interface WantsEvents {
  wants(event: EventEnvelope): Promise<boolean>;
}

const consumerIds = new WeakMap<Function, string>();

/** What a consumer id may be: lower-case words joined by dashes, short enough for the inbox's key and a metric label. */
const CONSUMER_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Names a class's event handlers as one durable consumer of its service, by an id chosen once and never changed:
 * the inbox keeps what the consumer applied under it, and logs, metrics and dead letters name it. Renaming the
 * class or its methods changes nothing; changing the id would make the consumer apply again what the inbox holds
 * under the old one, so a new id comes with a migration that carries the service's inbox rows over to it
 * (docs/adr/008). Each method of the class handles other events than the others.
 */
export function DurableConsumer(id: string) {
  if (!CONSUMER_ID.test(id) || id.length > 100) throw new Error(`@DurableConsumer('${id}'): an id is lower-case words joined by dashes, 100 characters at most`);
  return (target: Function): void => {
    consumerIds.set(target, id);
  };
}

/** The consumer id a class declared with `@DurableConsumer`, or null. */
export function consumerIdOf(target: Function): string | null {
  return consumerIds.get(target) ?? null;
}
