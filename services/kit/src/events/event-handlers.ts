import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { DomainEvent, EventDefinition, EventEnvelope } from '@remuda/contracts';
import type { EntityManager } from 'typeorm';
import { type WantsEvents, consumerIdOf, eventsHandledBy } from './on-event.decorator.js';
import type { RecordEvent } from './record-event.js';

/** One `@OnEvent` method bound to the instance Nest made, for one event it handles. */
export interface EventHandlerBinding {
  /** The class's `@DurableConsumer` id: names the consumer in the inbox's primary key, the logs, the metrics and the dead letters. */
  consumer: string;
  event: EventDefinition;
  handle(event: DomainEvent<EventDefinition>, em: EntityManager, record: RecordEvent): Promise<void>;
  /** The consumer's `wants` (`WantsEvents`), when it has one. */
  wants?: (event: EventEnvelope) => Promise<boolean>;
}

/** A service's event handlers, looked up by event type (delivery) or by consumer and type (an inbox row). */
export class EventHandlerSet {
  private readonly byType = new Map<string, EventHandlerBinding[]>();

  constructor(readonly bindings: readonly EventHandlerBinding[]) {
    const seen = new Set<string>();
    for (const binding of bindings) {
      const key = `${binding.consumer} ${binding.event.type}`;
      // Two handlers of one event under one consumer would share inbox rows, and one of them would never run.
      if (seen.has(key)) throw new Error(`The consumer ${binding.consumer} has two handlers of ${binding.event.type}; one consumer applies an event once`);
      seen.add(key);
      this.byType.set(binding.event.type, [...(this.byType.get(binding.event.type) ?? []), binding]);
    }
  }

  get size(): number {
    return this.bindings.length;
  }

  /** Every event type some handler takes, sorted. */
  get types(): string[] {
    return [...this.byType.keys()].sort();
  }

  /** The broker subjects of those types, sorted. */
  get subjects(): string[] {
    return [...new Set(this.bindings.map((b) => b.event.subject))].sort();
  }

  forType(type: string): readonly EventHandlerBinding[] {
    return this.byType.get(type) ?? [];
  }

  find(consumer: string, type: string): EventHandlerBinding | undefined {
    return this.forType(type).find((b) => b.consumer === consumer);
  }

  /** Each consumer id with the event types it takes, sorted: what the service's inbox rows are named by. */
  get consumers(): Array<{ consumer: string; types: string[] }> {
    const types = new Map<string, string[]>();
    for (const b of this.bindings) types.set(b.consumer, [...(types.get(b.consumer) ?? []), b.event.type]);
    return [...types].map(([consumer, list]) => ({ consumer, types: list.sort() })).sort((a, b) => a.consumer.localeCompare(b.consumer));
  }
}

/** Finds every `@OnEvent` method among the providers and controllers of one Nest application (one service). */
export function discoverEventHandlers(discovery: DiscoveryService, scanner: MetadataScanner): EventHandlerSet {
  const bindings: EventHandlerBinding[] = [];
  const instances = new Set<object>();
  const classOf = new Map<string, Function>();
  for (const wrapper of [...discovery.getProviders(), ...discovery.getControllers()]) {
    const instance: unknown = wrapper.instance;
    if (!instance || typeof instance !== 'object' || instances.has(instance)) continue;
    instances.add(instance);
    const prototype = Object.getPrototypeOf(instance) as object | null;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const fn = (instance as Record<string, unknown>)[method];
      const events = eventsHandledBy(fn);
      if (events.length === 0) continue;
      if (!wrapper.isDependencyTreeStatic()) {
        throw new Error(`${instance.constructor.name}.${method} handles events, so it must not be request-scoped`);
      }
      const consumer = consumerIdOf(instance.constructor);
      if (!consumer) throw new Error(`${instance.constructor.name} handles events, so it names its consumer: @DurableConsumer('<id>') on the class (docs/adr/008)`);
      const owner: Function = classOf.get(consumer) ?? instance.constructor;
      if (owner !== instance.constructor) throw new Error(`${owner.name} and ${instance.constructor.name} are both the consumer ${consumer}; each consumer is one class`);
      classOf.set(consumer, owner);
      const wants = (instance as Partial<WantsEvents>).wants;
      for (const event of events) {
        bindings.push({
          consumer,
          event,
          handle: (fn as EventHandlerBinding['handle']).bind(instance),
          ...(typeof wants === 'function' ? { wants: wants.bind(instance) } : {}),
        });
      }
    }
  }
  return new EventHandlerSet(bindings);
}
