import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type EventEnvelope, USER_EVENTS, USER_OPERATIONS, readEvent } from '@remuda/contracts';
import { CONFIG, type Config, HealthRegistry, type JsonLogger, LOGGER, MessageClient } from '@remuda/service-kit';
import { SessionView } from './session-view.js';
import { type UserEventSource, subscribeToUserEvents } from './user-events.js';

const RETRY_MS = 1000;
const PRUNE_MS = 60_000;

/**
 * Keeps this replica's view of sessions current: subscribes to the users service's events first, then reads a
 * snapshot (at start-up and after the broker connection comes back), so nothing falls between the two. A state
 * numbered past the next one the view expected, or a state it cannot order, shows that events were missed: the
 * replica reads a snapshot again. Until a snapshot has been read the replica is not ready, and signed-in requests
 * answer 503.
 */
@Injectable()
export class SessionFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private source: UserEventSource | null = null;
  private retry: NodeJS.Timeout | null = null;
  private pruning: NodeJS.Timeout | null = null;
  private unregister?: () => void;
  private stopped = false;
  /** The snapshot being read, and whether another must be read after it (something was missed meanwhile). */
  private reading: Promise<void> | null = null;
  private readAgain = false;

  constructor(
    private readonly view: SessionView,
    private readonly messages: MessageClient,
    private readonly health: HealthRegistry,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.source = await subscribeToUserEvents(this.config, (envelope) => this.take(envelope), () => void this.reload());
    this.unregister = this.health.register('session-view', async () => {
      if (!this.view.loaded) throw new Error('sessions not loaded yet');
      await this.source?.check();
    });
    this.pruning = setInterval(() => this.view.prune(), PRUNE_MS);
    this.pruning.unref();
    await this.reload();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.pruning) clearInterval(this.pruning);
    this.unregister?.();
    await this.source?.close();
  }

  /**
   * Reads a snapshot into the view; on failure, tries again shortly, for as long as the gateway runs. Asked again
   * while one is being read, it reads one more once that one is in: the first may have been read before what
   * was missed had committed.
   */
  private reload(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        await this.readSnapshot();
      } while (this.readAgain && !this.stopped);
    })().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readSnapshot(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const requestedAt = Date.now();
    try {
      this.view.load(await this.messages.request(USER_OPERATIONS.sessionSnapshot, {}), requestedAt);
    } catch (err) {
      if (this.stopped) return;
      this.logger.warn('sessions could not be loaded; will retry', { err });
      this.retry = setTimeout(() => void this.reload(), RETRY_MS);
      this.retry.unref();
    }
  }

  /**
   * Reads each event as its definition's current version (`readEvent`: upcast, then parsed). One it cannot read (a
   * version-1 account state, which cannot be ordered, or a version newer than this replica knows) may hide a change:
   * read everything again.
   */
  private take(received: unknown): void {
    const envelope = (received ?? {}) as EventEnvelope;
    if (envelope.type === USER_EVENTS.accountChanged.type) {
      const read = readEvent(USER_EVENTS.accountChanged, envelope);
      if (read.ok && this.view.account(read.event.data) !== 'gap') return;
      // A state past a missed one, or one that cannot be ordered or read: read everything again.
      this.logger.info('an account state was missed; reading the sessions again', { type: envelope.type, error: read.ok ? undefined : read.error });
      return void this.reload();
    }
    if (envelope.type === USER_EVENTS.sessionRevoked.type) {
      const read = readEvent(USER_EVENTS.sessionRevoked, envelope);
      if (read.ok) return this.view.revoke(read.event.data.id, Date.parse(read.event.data.expiresAt));
      // A sign-out this replica cannot read: the snapshot says which sessions still hold.
      this.logger.warn('users event not understood; reading the sessions again', { type: envelope.type, error: read.error });
      return void this.reload();
    }
    this.logger.warn('users event not understood', { type: envelope.type });
  }
}
