import { ClientNats, type CustomTransportStrategy, ServerNats } from '@nestjs/microservices';
import type { Config } from '../config/config.js';
import { InProcessClient } from './in-process-client.js';
import { InProcessServer } from './in-process-server.js';

export type MessageClientProxy = ClientNats | InProcessClient;

/** A transport server whose connection can be inspected for readiness. */
export type MessageServer = CustomTransportStrategy & { unwrap<T>(): T };

interface NatsConnectionLike {
  isClosed(): boolean;
  flush(): Promise<void>;
}

/** The client a process sends requests with: NATS when NATS_URL is set, otherwise the in-process bus. */
export function createMessageClient(config: Config, name: string): MessageClientProxy {
  if (config.transport.kind === 'nats') {
    return new ClientNats({ servers: config.transport.url, name, maxReconnectAttempts: -1 });
  }
  return new InProcessClient();
}

/**
 * The transport a service listens on. Over NATS every replica of a service joins one queue group named after
 * the service, so each request is answered once.
 */
export function createMessageServer(config: Config, service: string): MessageServer {
  if (config.transport.kind === 'nats') {
    return new ServerNats({
      servers: config.transport.url,
      name: service,
      queue: service,
      gracefulShutdown: true,
      gracePeriod: 2000,
      maxReconnectAttempts: -1,
    });
  }
  return new InProcessServer();
}

/** Ready when the transport's connection is up and the broker answers a round trip. */
export async function checkTransport(transport: { unwrap<T>(): T }): Promise<void> {
  let connection: unknown;
  try {
    connection = transport.unwrap();
  } catch {
    throw new Error('transport not connected');
  }
  const nats = connection as Partial<NatsConnectionLike> | null;
  if (nats && typeof nats.flush === 'function' && typeof nats.isClosed === 'function') {
    if (nats.isClosed()) throw new Error('NATS connection closed');
    await nats.flush();
  } else if (!nats) {
    throw new Error('transport not connected');
  }
}
