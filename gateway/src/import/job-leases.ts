import { Redis } from 'ioredis';
import type { Config, JsonLogger } from '@remuda/service-kit';

/**
 * Who runs which job, among the gateway's replicas: a replica runs a job only while it holds the job's lease, and
 * renews it while it works; one that stops, or dies, leaves the job to whichever replica takes the lease next.
 */
export interface JobLeases {
  /** Takes the lease if nobody holds it (or its holder let it lapse): true if `owner` now holds it. */
  take(key: string, owner: string, ms: number): Promise<boolean>;
  /** Extends a lease `owner` still holds: false if it lapsed and is someone else's (or nobody's). */
  renew(key: string, owner: string, ms: number): Promise<boolean>;
  /** Gives a lease up at once, if `owner` holds it. */
  release(key: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

/** The embedded mode's leases: one process, so its memory. */
export class MemoryJobLeases implements JobLeases {
  private readonly held = new Map<string, { owner: string; until: number }>();

  async take(key: string, owner: string, ms: number): Promise<boolean> {
    const lease = this.held.get(key);
    if (lease && lease.until > Date.now()) return false;
    this.held.set(key, { owner, until: Date.now() + ms });
    return true;
  }

  async renew(key: string, owner: string, ms: number): Promise<boolean> {
    const lease = this.held.get(key);
    // A lease that lapsed is nobody's, whoever held it, as a Redis key that expired.
    if (!lease || lease.owner !== owner || lease.until <= Date.now()) return false;
    lease.until = Date.now() + ms;
    return true;
  }

  async release(key: string, owner: string): Promise<void> {
    if (this.held.get(key)?.owner === owner) this.held.delete(key);
  }

  async close(): Promise<void> {}
}

const PREFIX = 'remuda:lease:';
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** The distributed mode's leases: a Redis key per job that expires unless renewed, each change atomic. */
export class RedisJobLeases implements JobLeases {
  private readonly redis: Redis;

  constructor(url: string, logger: JsonLogger) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1 });
    this.redis.on('error', (err: Error) => logger.warn('job leases unreachable', { error: err.message }));
  }

  async take(key: string, owner: string, ms: number): Promise<boolean> {
    return (await this.redis.set(PREFIX + key, owner, 'PX', ms, 'NX')) === 'OK';
  }

  async renew(key: string, owner: string, ms: number): Promise<boolean> {
    return ((await this.redis.eval(RENEW, 1, PREFIX + key, owner, ms)) as number) === 1;
  }

  async release(key: string, owner: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, PREFIX + key, owner);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/** The leases the configuration names: in Redis when REDIS_URL is set (the gateway's replicas share it), else in memory. */
export function createJobLeases(config: Config, logger: JsonLogger): JobLeases {
  return config.sharedStore.kind === 'redis' ? new RedisJobLeases(config.sharedStore.url, logger) : new MemoryJobLeases();
}
