import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { type CanaryStatus, REMOTE_OUTCOMES, type RemoteName, type RemoteOutcome, type RemoteRegistry, type RemoteReports } from '@remuda/contracts';
import { type Config, type JsonLogger, canaryRollbacks, remoteReports } from '@remuda/service-kit';
import type { CanaryRule, LiveRemoteRegistry } from './remote-registry.js';

/** A canary's page loads and what went wrong in them, as counted so far. */
export type CanaryCounts = Record<RemoteOutcome, number>;

/** When and on what figures a canary was rolled back. */
export interface RolledBack {
  at: string;
  loads: number;
  errors: number;
}

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const none = (): CanaryCounts => ({ loaded: 0, failed: 0, error: 0 });

/**
 * Where the gateway's replicas keep each canary's counts and whether it was rolled back: one decision for all of
 * them. Counts and decisions are kept 30 days after a canary's last report.
 */
export interface CanaryStore {
  /** Adds to a canary's counts and answers them all. */
  add(key: string, counts: CanaryCounts): Promise<CanaryCounts>;
  read(key: string): Promise<CanaryCounts>;
  /** Records the rollback unless one is recorded already: true for the one caller that decided it. */
  rollBack(key: string, rolledBack: RolledBack): Promise<boolean>;
  rolledBack(keys: string[]): Promise<Array<RolledBack | null>>;
  close(): Promise<void>;
}

/** The embedded mode's store: one process, so its memory. */
export class MemoryCanaryStore implements CanaryStore {
  private readonly counts = new Map<string, CanaryCounts>();
  private readonly decisions = new Map<string, RolledBack>();

  async add(key: string, counts: CanaryCounts): Promise<CanaryCounts> {
    const total = this.counts.get(key) ?? none();
    for (const outcome of REMOTE_OUTCOMES) total[outcome] += counts[outcome];
    this.counts.set(key, total);
    return { ...total };
  }

  async read(key: string): Promise<CanaryCounts> {
    return { ...(this.counts.get(key) ?? none()) };
  }

  async rollBack(key: string, rolledBack: RolledBack): Promise<boolean> {
    if (this.decisions.has(key)) return false;
    this.decisions.set(key, rolledBack);
    return true;
  }

  async rolledBack(keys: string[]): Promise<Array<RolledBack | null>> {
    return keys.map((key) => this.decisions.get(key) ?? null);
  }

  async close(): Promise<void> {}
}

const PREFIX = 'remuda:canary:';

/** The distributed mode's store: a Redis hash of counts per canary and a key set once for its rollback. */
export class RedisCanaryStore implements CanaryStore {
  private readonly redis: Redis;

  constructor(url: string, logger: JsonLogger) {
    // A page load waits on it (the registry): a second at most, then the registry goes without its canaries.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    this.redis.on('error', (err: Error) => logger.warn('canary store unreachable', { error: err.message }));
  }

  async add(key: string, counts: CanaryCounts): Promise<CanaryCounts> {
    const hash = `${PREFIX}counts:${key}`;
    const multi = this.redis.multi();
    for (const outcome of REMOTE_OUTCOMES) multi.hincrby(hash, outcome, counts[outcome]);
    multi.pexpire(hash, KEEP_MS);
    const answers = (await multi.exec()) ?? [];
    const total = none();
    REMOTE_OUTCOMES.forEach((outcome, i) => {
      const [err, value] = answers[i] ?? [new Error('no answer'), 0];
      if (err) throw err;
      total[outcome] = Number(value);
    });
    return total;
  }

  async read(key: string): Promise<CanaryCounts> {
    const hash = await this.redis.hgetall(`${PREFIX}counts:${key}`);
    const total = none();
    for (const outcome of REMOTE_OUTCOMES) total[outcome] = Number(hash[outcome] ?? 0);
    return total;
  }

  async rollBack(key: string, rolledBack: RolledBack): Promise<boolean> {
    return (await this.redis.set(`${PREFIX}rolled-back:${key}`, JSON.stringify(rolledBack), 'PX', KEEP_MS, 'NX')) === 'OK';
  }

  async rolledBack(keys: string[]): Promise<Array<RolledBack | null>> {
    if (keys.length === 0) return [];
    const values = await this.redis.mget(keys.map((key) => `${PREFIX}rolled-back:${key}`));
    return values.map((value) => (value ? (JSON.parse(value) as RolledBack) : null));
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/** The store the configuration names: Redis when REDIS_URL is set (the gateway's replicas share it), else memory. */
export function createCanaryStore(config: Config, logger: JsonLogger): CanaryStore {
  return config.sharedStore.kind === 'redis' ? new RedisCanaryStore(config.sharedStore.url, logger) : new MemoryCanaryStore();
}

/** A canary's key in the store: its remote and release (a new release is judged afresh). */
export const canaryKey = (remote: RemoteName, url: string) => `${remote}:${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

/** Of a canary's counts: its page loads (each ends loaded or failed) and those that went wrong (failed, or threw). */
export const loadsOf = (counts: CanaryCounts) => ({ loads: counts.loaded + counts.failed, errors: counts.failed + counts.error });

type Role = 'current' | 'canary' | 'previous';

/**
 * Counts what browsers report of the remotes they ran, per remote and release, and judges the canaries: once a
 * canary has `minLoads` page loads and more than `maxErrorRate` of them failed to load or threw, it is rolled back
 * (recorded once in the shared store, whichever replica decides it, logged and counted), and the registry is served
 * without it from then on, so every browser's next page load takes the current release. Only releases the registry
 * names are counted, so a report cannot grow the metrics without end.
 */
export class CanaryJudge {
  constructor(
    private readonly registry: LiveRemoteRegistry,
    private readonly store: CanaryStore,
    private readonly logger: Pick<JsonLogger, 'warn'>,
  ) {}

  /** Counts a browser's reports; answers how many named a release the registry knows. */
  async count({ reports }: RemoteReports): Promise<number> {
    const registry = this.registry.registry();
    const canaries = this.registry.canaries();
    const added = new Map<RemoteName, CanaryCounts>();
    let counted = 0;
    for (const { remote, release, outcome } of reports) {
      const role = roleOf(registry, remote, release);
      if (!role) continue;
      counted += 1;
      remoteReports.inc({ remote, release, role, outcome });
      if (role !== 'canary') continue;
      const counts = added.get(remote) ?? none();
      counts[outcome] += 1;
      added.set(remote, counts);
    }
    for (const [remote, counts] of added) {
      const rule = canaries[remote];
      if (!rule) continue;
      try {
        await this.judge(remote, rule, await this.store.add(canaryKey(remote, rule.url), counts));
      } catch (err) {
        this.logger.warn('canary not judged: its store cannot be reached', { remote, error: (err as Error).message });
      }
    }
    return counted;
  }

  /**
   * The registry as browsers get it: without the canaries rolled back. When the store cannot say which were, without
   * any canary (every browser on the current release) rather than no registry at all. With `only`, the canary of
   * that remote alone is judged and kept (the public pages ask for theirs, and ask the store nothing while only
   * another remote has one).
   */
  async served(only?: RemoteName): Promise<RemoteRegistry> {
    const { canary = {}, ...rest } = this.registry.registry();
    const names = (Object.keys(canary) as RemoteName[]).filter((name) => !only || name === only);
    if (names.length === 0) return rest;
    let decisions: Array<RolledBack | null>;
    try {
      decisions = await this.store.rolledBack(names.map((name) => canaryKey(name, canary[name]!.url)));
    } catch (err) {
      this.logger.warn('canaries left out: their store cannot be reached', { error: (err as Error).message });
      return rest;
    }
    const running = names.filter((_, i) => !decisions[i]);
    return running.length ? { ...rest, canary: Object.fromEntries(running.map((name) => [name, canary[name]!])) } : rest;
  }

  /** Each canary the registry file names, as an administrator sees it. */
  async statuses(): Promise<CanaryStatus[]> {
    const entries = Object.entries(this.registry.canaries()) as Array<[RemoteName, CanaryRule]>;
    const keys = entries.map(([remote, rule]) => canaryKey(remote, rule.url));
    const [counts, decisions] = await Promise.all([Promise.all(keys.map((key) => this.store.read(key))), this.store.rolledBack(keys)]);
    return entries.map(([remote, rule], i) => ({ remote, ...rule, ...loadsOf(counts[i]!), rolledBack: decisions[i] ?? null }));
  }

  private async judge(remote: RemoteName, rule: CanaryRule, counts: CanaryCounts): Promise<void> {
    const { loads, errors } = loadsOf(counts);
    if (loads < rule.minLoads || errors / loads <= rule.maxErrorRate) return;
    if (!(await this.store.rollBack(canaryKey(remote, rule.url), { at: new Date().toISOString(), loads, errors }))) return;
    canaryRollbacks.inc({ remote });
    this.logger.warn('canary rolled back', { remote, release: rule.url, loads, errors, errorRate: errors / loads, maxErrorRate: rule.maxErrorRate });
  }
}

function roleOf(registry: RemoteRegistry, remote: RemoteName, release: string): Role | null {
  if (registry.canary?.[remote]?.url === release) return 'canary';
  if (registry.remotes[remote] === release) return 'current';
  if (registry.previous?.[remote] === release) return 'previous';
  return null;
}
