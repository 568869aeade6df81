import type { EventEnvelope } from '@remuda/contracts';

/** Where a retained event sits in its producer's outbox: pages of a catch-up continue after it. */
export interface RetainedPosition {
  occurredAt: string;
  id: string;
}

/**
 * A producer's outbox as the embedded mode's stream: the events it still holds (published or not, for its
 * retention), so a consumer that joins the process late, or was down, can catch up on them.
 */
export interface RetainedEvents {
  read(types: string[], after: RetainedPosition | null, limit: number): Promise<EventEnvelope[]>;
}

/** A service's in-process consumer, as the hub sees it. */
export interface InProcessSubscriber {
  readonly types: ReadonlySet<string>;
  /** Takes events in durably (its inbox), or fails: only then may a producer count them delivered. */
  accept(envelopes: EventEnvelope[]): Promise<void>;
  /** Takes in, in the background, what `source` retains of its types. */
  catchUp(source: RetainedEvents): void;
}

/**
 * The embedded mode's event routing, one per process: producers' relays deliver here, each consuming service's
 * inbox accepts. Every (producer, consumer) pair catches up once when the second of them registers, which is
 * what JetStream's "deliver all" gives a durable consumer; services start one after another, and a consumer
 * that starts after a producer has relayed its events must still get them.
 */
export class InProcessEventHub {
  private readonly subscribers = new Set<InProcessSubscriber>();
  private readonly sources = new Set<RetainedEvents>();

  /** Resolves once every subscriber of the event's type holds it durably; rejects if any could not take it. */
  async deliver(envelope: EventEnvelope): Promise<void> {
    const takers = [...this.subscribers].filter((s) => s.types.has(envelope.type));
    await Promise.all(takers.map((s) => s.accept([envelope])));
  }

  subscribe(subscriber: InProcessSubscriber): () => void {
    this.subscribers.add(subscriber);
    for (const source of this.sources) subscriber.catchUp(source);
    return () => this.subscribers.delete(subscriber);
  }

  addSource(source: RetainedEvents): () => void {
    this.sources.add(source);
    for (const subscriber of this.subscribers) subscriber.catchUp(source);
    return () => this.sources.delete(source);
  }

  /** False once a source has gone (its service stopped): a catch-up from it ends. */
  hasSource(source: RetainedEvents): boolean {
    return this.sources.has(source);
  }
}

/** One hub per process, shared by every service the process runs. */
export const processEventHub = new InProcessEventHub();
