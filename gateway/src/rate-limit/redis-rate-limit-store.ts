import { Redis } from 'ioredis';
import { DomainError, type JsonLogger } from '@remuda/service-kit';
import { type Backoff, RateLimitStore, type WindowCount } from './rate-limit-store.js';

const PREFIX = 'remuda:rate-limit:';

// Counts one call and starts the window with the first (or mends a count left without an end).
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return { count, ttl }`;

// KEYS: the count, the wait. ARGV: free, firstWaitMs, maxWaitMs, forgetAfterMs. The same rule as backoffWaitMs.
const ATTEMPT = `
local waiting = redis.call('PTTL', KEYS[2])
if waiting > 0 then return waiting end
local count = redis.call('INCR', KEYS[1])
local over = count - tonumber(ARGV[1])
local wait = 0
if over >= 0 then
  wait = math.floor(math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ math.min(over, 30)))
  redis.call('SET', KEYS[2], '1', 'PX', wait)
end
redis.call('PEXPIRE', KEYS[1], wait + tonumber(ARGV[4]))
return 0`;

/**
 * The distributed mode's store: counts in Redis, shared by every gateway replica and kept across their restarts,
 * each change one Lua script so it is atomic. While Redis cannot be reached, limited routes answer 503 at once
 * rather than letting calls through uncounted.
 */
export class RedisRateLimitStore extends RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string, logger: JsonLogger) {
    super();
    // No offline queue: a call made while Redis is away fails at once instead of waiting for it to come back.
    this.redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', (err: Error) => logger.warn('rate-limit store unreachable', { error: err.message }));
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.run(async () => {
      const [count, ttl] = (await this.redis.eval(HIT, 1, PREFIX + key, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    });
  }

  attempt(key: string, backoff: Backoff): Promise<number> {
    const [count, wait] = attemptKeys(key);
    const args = [backoff.free, backoff.firstWaitMs, backoff.maxWaitMs, backoff.forgetAfterMs];
    return this.run(async () => (await this.redis.eval(ATTEMPT, 2, count, wait, ...args)) as number);
  }

  clear(key: string): Promise<void> {
    return this.run(async () => {
      await this.redis.del(...attemptKeys(key));
    });
  }

  async open(): Promise<void> {
    await this.redis.connect();
  }

  async check(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }

  private async run<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE', 'This is not available for a moment. Please try again shortly.');
    }
  }
}

/** An attempt's count and wait, under one hash tag so they stay together on a Redis cluster. */
function attemptKeys(key: string): [string, string] {
  return [`${PREFIX}{${key}}:count`, `${PREFIX}{${key}}:wait`];
}
