import { BaseRpcContext, type CustomTransportStrategy, Server } from '@nestjs/microservices';
import { type InProcessBus, processBus } from './in-process-bus.js';

/** Nest transport strategy that serves a service's message handlers on the in-process bus. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  private readonly unregister: Array<() => void> = [];

  constructor(private readonly bus: InProcessBus = processBus) {
    super();
  }

  listen(callback: (...args: unknown[]) => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      const context = new BaseRpcContext([pattern]);
      if (handler.isEventHandler) {
        this.unregister.push(
          this.bus.subscribe(pattern, (packet) => void this.handleEvent(pattern, packet, context)),
        );
      } else {
        this.unregister.push(
          this.bus.handle(pattern, (packet, respond) =>
            this.handleRequest(context, async () => this.transformToObservable(await handler(packet.data, context)), respond),
          ),
        );
      }
    }
    callback();
  }

  close(): void {
    for (const off of this.unregister.splice(0)) off();
  }

  on(): void {
    // The in-process bus has no connection whose status could change.
  }

  unwrap<T>(): T {
    return this.bus as T;
  }
}
