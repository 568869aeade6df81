import { type Backoff, RateLimitStore, type WindowCount, backoffWaitMs } from './rate-limit-store.js';

/** Past this many keys, a count drops the ones that have ended, so an address scan cannot grow the maps for ever. */
const PRUNE_ABOVE = 10_000;

/** The embedded mode's store: the counts of the one process that answers everything. */
export class MemoryRateLimitStore extends RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly attempts = new Map<string, { count: number; waitUntil: number; forgetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    if (this.windows.size > PRUNE_ABOVE) prune(this.windows, (w) => w.endsAt <= now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async attempt(key: string, backoff: Backoff): Promise<number> {
    const now = this.now();
    if (this.attempts.size > PRUNE_ABOVE) prune(this.attempts, (a) => a.forgetAt <= now);
    let entry = this.attempts.get(key);
    if (entry && entry.waitUntil > now) return entry.waitUntil - now;
    if (!entry || entry.forgetAt <= now) {
      entry = { count: 0, waitUntil: 0, forgetAt: 0 };
      this.attempts.set(key, entry);
    }
    entry.count += 1;
    const wait = backoffWaitMs(entry.count, backoff);
    entry.waitUntil = now + wait;
    entry.forgetAt = now + wait + backoff.forgetAfterMs;
    return 0;
  }

  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  async open(): Promise<void> {}

  async check(): Promise<void> {}

  async close(): Promise<void> {}
}

function prune<T>(map: Map<string, T>, ended: (value: T) => boolean): void {
  for (const [key, value] of map) if (ended(value)) map.delete(key);
}
