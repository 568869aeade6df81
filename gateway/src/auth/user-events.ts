import { ClientNats } from '@nestjs/microservices';
import { USER_EVENTS, eventSubject } from '@remuda/contracts';
import { type Config, processBus } from '@remuda/service-kit';

/** Where this replica hears the users service's events. */
export interface UserEventSource {
  /** Fails while events cannot reach this replica. */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface NatsSubscription {
  unsubscribe(): void;
}
interface NatsMessage {
  json<T>(): T;
}
/** The little of a NATS connection this needs. */
interface NatsConnection {
  isClosed(): boolean;
  flush(): Promise<void>;
  subscribe(subject: string, options: { callback: (err: Error | null, msg: NatsMessage) => void }): NatsSubscription;
}

/**
 * Hands every event of the users service to `deliver`, on every gateway replica: each replica subscribes for
 * itself (a plain subscription, no queue group and no shared consumer), so none misses what another receives.
 * Over NATS this is a core subscription on the events' subjects, which JetStream publishes reach as well; what
 * is sent while the connection is down is not redelivered, so `reconnected` is called to read a fresh snapshot.
 * In the embedded mode, the in-process bus.
 */
export async function subscribeToUserEvents(config: Config, deliver: (envelope: unknown) => void, reconnected: () => void): Promise<UserEventSource> {
  const subjects = Object.values(USER_EVENTS).map((event) => event.subject);
  if (config.transport.kind !== 'nats') {
    const stops = subjects.map((subject) => processBus.subscribe(subject, (packet) => deliver(packet.data)));
    return {
      check: async () => undefined,
      close: async () => stops.forEach((stop) => stop()),
    };
  }
  const client = new ClientNats({ servers: config.transport.url, name: 'remuda-gateway-sessions', maxReconnectAttempts: -1 });
  await client.connect();
  const nc = client.unwrap<NatsConnection>();
  const subscription = nc.subscribe(`${eventSubject('users')}.>`, {
    callback: (err, msg) => {
      if (!err) deliver(msg.json());
    },
  });
  client.on('reconnect', reconnected);
  return {
    async check() {
      if (nc.isClosed()) throw new Error('NATS connection closed');
      await nc.flush();
    },
    async close() {
      subscription.unsubscribe();
      await client.close();
    },
  };
}
