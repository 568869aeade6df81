import type { JsonLogger } from '../logging/json-logger.js';
import type { EventHandlerSet } from './event-handlers.js';
import type { Inbox } from './inbox.js';
import type { ResolvedInboxOptions } from './inbox-options.js';

/** A service's durable event consumer, in whichever mode the process runs. */
export interface EventConsumer {
  /** Starts consuming; fails if the broker cannot be reached at all. */
  start(): Promise<void>;
  /** Stops taking events, lets the one in hand finish, and closes its connections. */
  stop(): Promise<void>;
  /** The readiness check: fails while the consumer cannot receive events. */
  check(): Promise<void>;
  /** Events delivered or waiting and not applied yet. */
  lag(): Promise<number>;
}

/** What either mode's consumer works with. */
export interface EventConsumerContext {
  service: string;
  handlers: EventHandlerSet;
  inbox: Inbox;
  logger: JsonLogger;
  options: ResolvedInboxOptions;
}

/**
 * Resolves after `ms`, or as soon as `stop` settles (so a stopping consumer never waits out a back-off). A consumer
 * waiting for its next round never keeps its process alive on its own.
 */
export function pause(ms: number, stop: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([elapsed, stop]).finally(() => clearTimeout(timer));
}
