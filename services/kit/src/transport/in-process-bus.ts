import type { ReadPacket, WritePacket } from '@nestjs/microservices';

export type RequestHandler = (packet: ReadPacket, respond: (answer: WritePacket) => void) => void;
export type EventHandler = (packet: ReadPacket) => void;

/**
 * The embedded default's message broker: every service of the process registers its handlers here, and clients
 * find them by pattern. Payloads are copied through JSON on the way in and out, so code that works here
 * behaves the same over NATS.
 */
export class InProcessBus {
  private readonly requestHandlers = new Map<string, RequestHandler>();
  private readonly eventHandlers = new Map<string, Set<EventHandler>>();

  handle(pattern: string, handler: RequestHandler): () => void {
    if (this.requestHandlers.has(pattern)) throw new Error(`A handler for ${pattern} is already registered`);
    this.requestHandlers.set(pattern, handler);
    return () => this.requestHandlers.delete(pattern);
  }

  subscribe(pattern: string, handler: EventHandler): () => void {
    const set = this.eventHandlers.get(pattern) ?? new Set();
    set.add(handler);
    this.eventHandlers.set(pattern, set);
    return () => set.delete(handler);
  }

  /** Sends a request; answers `false` when nothing in this process handles the pattern. */
  request(packet: ReadPacket, respond: (answer: WritePacket) => void): boolean {
    const handler = this.requestHandlers.get(packet.pattern);
    if (!handler) return false;
    const copy = { pattern: packet.pattern, data: jsonCopy(packet.data) };
    queueMicrotask(() => handler(copy, (answer) => respond(jsonCopy(answer))));
    return true;
  }

  publish(packet: ReadPacket): void {
    for (const handler of this.eventHandlers.get(packet.pattern) ?? []) {
      const copy = { pattern: packet.pattern, data: jsonCopy(packet.data) };
      queueMicrotask(() => handler(copy));
    }
  }
}

function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** One bus per process, shared by every service and client the process runs. */
export const processBus = new InProcessBus();
