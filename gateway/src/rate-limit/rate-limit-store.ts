/** How many calls a fixed window holds so far, and how long until it starts again. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Attempts that wait longer and longer: the first `free` go at once, then each one counted makes the next wait
 * `firstWaitMs`, doubled every time, up to `maxWaitMs`. The count is forgotten `forgetAfterMs` after the last wait.
 */
export interface Backoff {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
}

/**
 * Where the gateway keeps its rate-limit counts: one process's memory (the embedded mode), or Redis, shared by
 * every gateway replica and kept across restarts (the distributed mode). Each operation is atomic, so parallel
 * requests cannot slip past a limit between a read and a write.
 */
export abstract class RateLimitStore {
  /** Counts one call under `key` in a fixed window of `windowMs`. */
  abstract hit(key: string, windowMs: number): Promise<WindowCount>;

  /** Asks for one attempt under `key`: answers 0 and counts it, or answers the milliseconds still to wait. */
  abstract attempt(key: string, backoff: Backoff): Promise<number>;

  /** Forgets the attempts under `key`. */
  abstract clear(key: string): Promise<void>;

  /** Connects, where there is something to connect to. */
  abstract open(): Promise<void>;

  /** Throws when the store cannot be used (readiness). */
  abstract check(): Promise<void>;

  abstract close(): Promise<void>;
}

/** The wait after the `count`-th counted attempt, 0 while it is among the free ones. */
export function backoffWaitMs(count: number, backoff: Backoff): number {
  const over = count - backoff.free;
  if (over < 0) return 0;
  // Past 2^30 the doubling has long passed any cap; the bound keeps the power finite.
  return Math.min(backoff.maxWaitMs, backoff.firstWaitMs * 2 ** Math.min(over, 30));
}
