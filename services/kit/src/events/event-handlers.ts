import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { DomainEvent, EventDefinition } from '@remuda/contracts';
import type { EntityManager } from 'typeorm';
import { eventsHandledBy } from './on-event.decorator.js';
import type { RecordEvent } from './record-event.js';

/** One `@OnEvent` method bound to the instance Nest made, for one event it handles. */
export interface EventHandlerBinding {
  /** `ClassName.method`: names the handler in the inbox's primary key, the logs and the metrics. */
  consumer: string;
  event: EventDefinition;
  handle(event: DomainEvent<EventDefinition>, em: EntityManager, record: RecordEvent): Promise<void>;
}

/** A service's event handlers, looked up by event type (delivery) or by handler and type (an inbox row). */
export class EventHandlerSet {
  private readonly byType = new Map<string, EventHandlerBinding[]>();

  constructor(readonly bindings: readonly EventHandlerBinding[]) {
    const seen = new Set<string>();
    for (const binding of bindings) {
      const key = `${binding.consumer} ${binding.event.type}`;
      // Two handlers under one name would share inbox rows, and one of them would never run.
      if (seen.has(key)) throw new Error(`Two event handlers are named ${binding.consumer}; rename a class or method`);
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
}

/** Finds every `@OnEvent` method among the providers and controllers of one Nest application (one service). */
export function discoverEventHandlers(discovery: DiscoveryService, scanner: MetadataScanner): EventHandlerSet {
  const bindings: EventHandlerBinding[] = [];
  const instances = new Set<object>();
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
      for (const event of events) {
        bindings.push({
          consumer: `${instance.constructor.name}.${method}`,
          event,
          handle: (fn as EventHandlerBinding['handle']).bind(instance),
        });
      }
    }
  }
  return new EventHandlerSet(bindings);
}
