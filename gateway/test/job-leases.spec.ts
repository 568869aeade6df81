import { randomUUID } from 'node:crypto';
import { describeWhen, memoryLogger } from '@remuda/service-kit/testing';
import { type JobLeases, MemoryJobLeases, RedisJobLeases } from '../src/import/job-leases.js';
import { TEST_REDIS_URL, redisAvailable } from './test-redis.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What both kinds of lease promise, checked on each: one holder at a time. Keys fresh per test, as Redis is shared. */
function behavesAsJobLeases(make: () => JobLeases) {
  let leases: JobLeases;
  beforeAll(() => {
    leases = make();
  });
  afterAll(() => leases.close());

  it('is held by one replica at a time, renewed and given up only by its holder', async () => {
    const job = randomUUID();
    expect(await leases.take(job, 'a', 60_000)).toBe(true);
    expect(await leases.take(job, 'b', 60_000)).toBe(false);
    expect(await leases.take(job, 'a', 60_000)).toBe(false);
    expect(await leases.renew(job, 'b', 60_000)).toBe(false);
    expect(await leases.renew(job, 'a', 60_000)).toBe(true);
    await leases.release(job, 'b');
    expect(await leases.take(job, 'b', 60_000)).toBe(false);
    await leases.release(job, 'a');
    expect(await leases.take(job, 'b', 60_000)).toBe(true);
    expect(await leases.take(randomUUID(), 'a', 60_000)).toBe(true);
  });

  it('lapses when its holder stops renewing it, and is then another’s', async () => {
    const job = randomUUID();
    expect(await leases.take(job, 'a', 100)).toBe(true);
    await sleep(250);
    expect(await leases.renew(job, 'a', 100)).toBe(false);
    expect(await leases.take(job, 'b', 60_000)).toBe(true);
    expect(await leases.renew(job, 'a', 60_000)).toBe(false);
  });
}

describe('MemoryJobLeases', () => behavesAsJobLeases(() => new MemoryJobLeases()));

const redis = await redisAvailable();
describeWhen(redis, 'Redis', 'RedisJobLeases', () => behavesAsJobLeases(() => new RedisJobLeases(TEST_REDIS_URL, memoryLogger())));
