import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describeWhen, memoryLogger } from '@remuda/service-kit/testing';
import { MemoryRateLimitStore } from '../src/rate-limit/memory-rate-limit-store.js';
import { type Backoff, type RateLimitStore, backoffWaitMs } from '../src/rate-limit/rate-limit-store.js';
import { RedisRateLimitStore } from '../src/rate-limit/redis-rate-limit-store.js';
import { REDIS_SERVER, TEST_REDIS_URL, privateRedisServer, redisAvailable } from './test-redis.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('backoffWaitMs', () => {
  it('lets the free attempts go, then doubles from the first wait up to the cap', () => {
    const backoff: Backoff = { free: 5, firstWaitMs: 1000, maxWaitMs: 900_000, forgetAfterMs: 900_000 };
    expect([1, 4, 5, 6, 7, 8].map((n) => backoffWaitMs(n, backoff))).toEqual([0, 0, 1000, 2000, 4000, 8000]);
    expect(backoffWaitMs(15, backoff)).toBe(900_000);
    expect(backoffWaitMs(1_000_000, backoff)).toBe(900_000);
  });
});

/** What both stores promise, checked on each: keys made fresh per test so runs sharing a Redis never meet. */
function behavesAsARateLimitStore(make: () => RateLimitStore) {
  let store: RateLimitStore;
  const key = () => `test:${randomUUID()}`;
  beforeAll(async () => {
    store = make();
    await store.open();
    await store.check();
  });
  afterAll(() => store.close());

  it('counts calls per key in a window, and starts again when the window ends', async () => {
    const [a, b] = [key(), key()];
    expect((await store.hit(a, 60_000)).count).toBe(1);
    const second = await store.hit(a, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit(b, 60_000)).count).toBe(1);
    const short = key();
    await store.hit(short, 50);
    await store.hit(short, 50);
    await sleep(150);
    expect((await store.hit(short, 50)).count).toBe(1);
  });

  it('counts parallel calls exactly', async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(k, 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('makes attempts past the free ones wait, longer each time up to the cap, and clears', async () => {
    const k = key();
    const backoff: Backoff = { free: 2, firstWaitMs: 1000, maxWaitMs: 2500, forgetAfterMs: 60_000 };
    expect(await store.attempt(k, backoff)).toBe(0);
    expect(await store.attempt(k, backoff)).toBe(0);
    const first = await store.attempt(k, backoff);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(1000);
    await sleep(first + 50);
    expect(await store.attempt(k, backoff)).toBe(0);
    const second = await store.attempt(k, backoff);
    expect(second).toBeGreaterThan(1000);
    expect(second).toBeLessThanOrEqual(2000);
    await sleep(second + 50);
    expect(await store.attempt(k, backoff)).toBe(0);
    const capped = await store.attempt(k, backoff);
    expect(capped).toBeGreaterThan(2000);
    expect(capped).toBeLessThanOrEqual(2500);
    await store.clear(k);
    expect(await store.attempt(k, backoff)).toBe(0);
    expect(await store.attempt(k, backoff)).toBe(0);
    await store.clear(k);
  }, 15_000);

  it('lets only the free attempts of a parallel burst through', async () => {
    const k = key();
    const backoff: Backoff = { free: 3, firstWaitMs: 60_000, maxWaitMs: 60_000, forgetAfterMs: 60_000 };
    const waits = await Promise.all(Array.from({ length: 10 }, () => store.attempt(k, backoff)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    await store.clear(k);
  });

  it('forgets attempts a while after the last wait', async () => {
    const k = key();
    const backoff: Backoff = { free: 2, firstWaitMs: 50, maxWaitMs: 10_000, forgetAfterMs: 100 };
    await store.attempt(k, backoff);
    await store.attempt(k, backoff);
    await sleep(400);
    // Forgotten: two attempts go at once again, where a remembered count would have made the second wait.
    expect(await store.attempt(k, backoff)).toBe(0);
    expect(await store.attempt(k, backoff)).toBe(0);
    await store.clear(k);
  });
}

describe('the memory store', () => behavesAsARateLimitStore(() => new MemoryRateLimitStore()));

describeWhen(await redisAvailable(), 'Redis', 'the Redis store', () => {
  behavesAsARateLimitStore(() => new RedisRateLimitStore(TEST_REDIS_URL, memoryLogger()));

  it('answers 503 at once, rather than letting calls through uncounted, while Redis cannot be reached', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1', memoryLogger());
    await expect(store.hit(`test:${randomUUID()}`, 60_000)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(store.attempt(`test:${randomUUID()}`, { free: 1, firstWaitMs: 1, maxWaitMs: 1, forgetAfterMs: 1 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(store.check()).rejects.toThrow();
    await store.close();
  });
});

describeWhen(existsSync(REDIS_SERVER), 'redis-server binary', 'the Redis store through an outage', () => {
  it('refuses with 503 while Redis is down and counts again once it is back', async () => {
    const server = await privateRedisServer();
    await server.start();
    const store = new RedisRateLimitStore(server.url, memoryLogger());
    try {
      await store.open();
      expect((await store.hit('outage', 60_000)).count).toBe(1);
      await server.stop();
      await expect(store.hit('outage', 60_000)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      await server.start();
      await eventually(() => store.check());
      expect((await store.hit('after-outage', 60_000)).count).toBe(1);
    } finally {
      await store.close();
      await server.stop();
    }
  }, 30_000);
});

async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(100);
    }
  }
}
