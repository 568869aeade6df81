import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeWhen, memoryLogger } from '@remuda/service-kit/testing';
import { CanaryJudge, type CanaryStore, MemoryCanaryStore, RedisCanaryStore } from '../src/remotes/canaries.js';
import { LiveRemoteRegistry } from '../src/remotes/remote-registry.js';
import { TEST_REDIS_URL, redisAvailable } from './test-redis.js';

const CURRENT = '/remotes/riding/mf-manifest.json';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-canaries-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A registry file with a canary of the riding remote at a release of its own (the Redis store is shared). */
function registryWithCanary(rule: { maxErrorRate: number; minLoads: number }) {
  const url = `/remotes/riding/${randomUUID()}/mf-manifest.json`;
  const file = path.join(dir, `${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify({ remotes: { riding: CURRENT }, canary: { riding: { url, percent: 10, ...rule } } }));
  return { url, registry: new LiveRemoteRegistry({ remoteUrls: {}, remoteRegistryFile: file }, memoryLogger()) };
}

const reports = (url: string, ...outcomes: Array<'loaded' | 'failed' | 'error'>) => ({ reports: outcomes.map((outcome) => ({ remote: 'riding' as const, release: url, outcome })) });

/** What each store promises the judges of the gateway's replicas: counts added up, and one decision for them all. */
function judgedWith(makeStore: () => CanaryStore) {
  const stores: CanaryStore[] = [];
  const store = () => {
    const made = makeStore();
    stores.push(made);
    return made;
  };
  afterAll(() => Promise.all(stores.map((s) => s.close())));

  it('judges nothing before the minimum of page loads, and rolls back only past the error rate', async () => {
    const { url, registry } = registryWithCanary({ maxErrorRate: 0.5, minLoads: 4 });
    const logger = memoryLogger('info');
    const judge = new CanaryJudge(registry, store(), logger);
    // Three page loads, all failed: too few to judge.
    await judge.count(reports(url, 'failed', 'failed', 'failed'));
    expect((await judge.served()).canary).toEqual({ riding: { url, percent: 10 } });
    // Six loads, three gone wrong: exactly the rate allowed.
    await judge.count(reports(url, 'loaded', 'loaded', 'loaded'));
    expect((await judge.served()).canary).toBeDefined();
    expect(await judge.statuses()).toEqual([expect.objectContaining({ loads: 6, errors: 3, rolledBack: null })]);
    await judge.count(reports(url, 'error'));
    expect(await judge.served()).toEqual({ remotes: expect.objectContaining({ riding: CURRENT }) });
    expect(logger.lines.filter((line) => line.msg === 'canary rolled back')).toEqual([expect.objectContaining({ remote: 'riding', release: url, loads: 6, errors: 4 })]);
  });

  it("counts only the canary's reports toward it, not the current release's", async () => {
    const { url, registry } = registryWithCanary({ maxErrorRate: 0, minLoads: 1 });
    const judge = new CanaryJudge(registry, store(), memoryLogger());
    expect(await judge.count({ reports: [{ remote: 'riding', release: CURRENT, outcome: 'failed' }, { remote: 'riding', release: url, outcome: 'loaded' }] })).toBe(2);
    expect(await judge.statuses()).toEqual([expect.objectContaining({ loads: 1, errors: 0, rolledBack: null })]);
  });

  it('is rolled back once, by whichever replica sees it cross the threshold, and for every replica', async () => {
    const { url, registry } = registryWithCanary({ maxErrorRate: 0.1, minLoads: 10 });
    const shared = store();
    const logs = [memoryLogger('info'), memoryLogger('info')];
    // Two replicas: each its own judge (and, for Redis, its own connection to the one store).
    const judges = [new CanaryJudge(registry, shared, logs[0]!), new CanaryJudge(registry, makeStore === memory ? shared : store(), logs[1]!)];
    await Promise.all(Array.from({ length: 20 }, (_, i) => judges[i % 2]!.count(reports(url, i % 3 === 0 ? 'failed' : 'loaded'))));
    const decisions = logs.flatMap((log) => log.lines.filter((line) => line.msg === 'canary rolled back'));
    expect(decisions).toHaveLength(1);
    for (const judge of judges) {
      expect((await judge.served()).canary).toBeUndefined();
      expect(await judge.statuses()).toEqual([expect.objectContaining({ loads: 20, errors: 7, rolledBack: expect.objectContaining({ at: expect.any(String) }) })]);
    }
  });
}

const memory = () => new MemoryCanaryStore();
describe('canaries judged in memory (embedded)', () => judgedWith(memory));

const redis = await redisAvailable();
describeWhen(redis, 'Redis', 'canaries judged in Redis (the gateway replicas share it)', () => judgedWith(() => new RedisCanaryStore(TEST_REDIS_URL, memoryLogger())));

describe('canaries whose store cannot be reached', () => {
  it('are left out of the registry (every browser on the current release), and the reports still answer', async () => {
    const { url, registry } = registryWithCanary({ maxErrorRate: 0, minLoads: 1 });
    const away: CanaryStore = {
      add: () => Promise.reject(new Error('connection refused')),
      read: () => Promise.reject(new Error('connection refused')),
      rollBack: () => Promise.reject(new Error('connection refused')),
      rolledBack: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const logger = memoryLogger('info');
    const judge = new CanaryJudge(registry, away, logger);
    expect(await judge.served()).toEqual({ remotes: expect.objectContaining({ riding: CURRENT }) });
    expect(await judge.count(reports(url, 'failed'))).toBe(1);
    expect(logger.lines.map((line) => line.msg)).toEqual(['canaries left out: their store cannot be reached', 'canary not judged: its store cannot be reached']);
  });

  it("are not asked for by the public pages while only another remote has one (the store is not asked at all)", async () => {
    const { registry } = registryWithCanary({ maxErrorRate: 0, minLoads: 1 });
    let asked = 0;
    const counting: CanaryStore = { ...new MemoryCanaryStore(), rolledBack: async (keys) => (asked++, keys.map(() => null)) } as CanaryStore;
    const judge = new CanaryJudge(registry, counting, memoryLogger());
    expect(await judge.served('public')).toEqual({ remotes: expect.objectContaining({ riding: CURRENT }) });
    expect(asked).toBe(0);
    expect((await judge.served('riding')).canary).toEqual({ riding: expect.objectContaining({ percent: 10 }) });
    expect(asked).toBe(1);
  });
});
