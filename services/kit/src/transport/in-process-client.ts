import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { type InProcessBus, processBus } from './in-process-bus.js';

/** Nest client that sends requests and events over the in-process bus. */
export class InProcessClient extends ClientProxy {
  constructor(private readonly bus: InProcessBus = processBus) {
    super();
  }

  async connect(): Promise<void> {}

  close(): void {}

  unwrap<T>(): T {
    return this.bus as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let disposed = false;
    const pattern = this.normalizePattern(packet.pattern);
    const found = this.bus.request({ pattern, data: packet.data }, (answer) => {
      if (!disposed) callback(answer);
    });
    if (!found) {
      callback({
        err: { code: 'SERVICE_UNAVAILABLE', message: `Nothing in this process answers ${pattern}.` },
        isDisposed: true,
      });
    }
    return () => {
      disposed = true;
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    this.bus.publish({ pattern: this.normalizePattern(packet.pattern), data: packet.data });
    return undefined as T;
  }
}
