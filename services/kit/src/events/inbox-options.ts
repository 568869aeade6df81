/** How a service's event consumer retries, gives up and reads ahead. Every field has a default. */
export interface InboxOptions {
  /** Failed attempts after which an event is dead-lettered (default 5). */
  maxAttempts?: number;
  /** Delay before the first retry, doubled for each further one (default 250 ms)... */
  retryDelayMs?: number;
  /** ...up to this (default 30 s): redelivery stays bounded without hammering a broken dependency. */
  maxRetryDelayMs?: number;
  /** JetStream durable consumer name (default: the service name, made safe for NATS). */
  durableName?: string;
  /** JetStream: how long the server waits for an ack before it redelivers to another replica (default 30 s). */
  ackWaitMs?: number;
  /** Events fetched ahead (JetStream) or read per round (embedded) (default 20). */
  batchSize?: number;
  /** JetStream: events applied at once, never two of one aggregate (default 8). */
  concurrency?: number;
  /**
   * JetStream: at most this many events that have queued up are applied in one transaction (default 1, each in its
   * own). A consumer behind a busy stream then commits once for many; one that keeps up still applies each event the
   * moment it arrives. For consumers whose handlers take no locks that another replica's transaction could take in
   * the other order (an append-only history, say): a deadlock between two such transactions is undone and each of
   * their events applied on its own, after PostgreSQL's deadlock timeout.
   */
  eventsPerTransaction?: number;
  /** Embedded: how often the worker looks for due retries when nothing wakes it (default 1 s). */
  pollIntervalMs?: number;
  /** JetStream: wait between reconnect attempts after the connection drops (default 1 s). */
  reconnectWaitMs?: number;
}

export type ResolvedInboxOptions = Required<Omit<InboxOptions, 'durableName'>> & { durableName: string | null };

export function resolveInboxOptions(options: InboxOptions = {}): ResolvedInboxOptions {
  const resolved = {
    maxAttempts: options.maxAttempts ?? 5,
    retryDelayMs: options.retryDelayMs ?? 250,
    maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
    durableName: options.durableName ?? null,
    ackWaitMs: options.ackWaitMs ?? 30_000,
    batchSize: options.batchSize ?? 20,
    concurrency: options.concurrency ?? 8,
    eventsPerTransaction: options.eventsPerTransaction ?? 1,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    reconnectWaitMs: options.reconnectWaitMs ?? 1000,
  };
  for (const key of ['maxAttempts', 'eventsPerTransaction'] as const) {
    if (!Number.isInteger(resolved[key]) || resolved[key] < 1) throw new Error(`InboxOptions.${key} must be a whole number from 1`);
  }
  for (const key of ['retryDelayMs', 'maxRetryDelayMs', 'ackWaitMs', 'batchSize', 'concurrency', 'eventsPerTransaction', 'pollIntervalMs', 'reconnectWaitMs'] as const) {
    if (!(resolved[key] > 0)) throw new Error(`InboxOptions.${key} must be positive`);
  }
  return resolved;
}

/** The wait before the next try after `failures` failed attempts: the base delay doubling, capped. */
export function retryDelay(options: Pick<ResolvedInboxOptions, 'retryDelayMs' | 'maxRetryDelayMs'>, failures: number): number {
  return Math.min(options.retryDelayMs * 2 ** Math.max(0, failures - 1), options.maxRetryDelayMs);
}
