import { jest } from '@jest/globals';
import { HealthRegistry } from './health-registry.js';

describe('HealthRegistry', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is ready with no checks, and when every check passes', async () => {
    const health = new HealthRegistry();
    expect(await health.readiness()).toEqual({ ready: true, checks: {} });
    health.register('users.database', async () => {});
    health.register('users.transport', async () => {});
    expect(await health.readiness()).toEqual({
      ready: true,
      checks: { 'users.database': { ok: true }, 'users.transport': { ok: true } },
    });
  });

  it('is not ready when a check throws, and says which and why', async () => {
    const health = new HealthRegistry();
    health.register('users.database', async () => {});
    health.register('users.transport', async () => {
      throw new Error('NATS connection closed');
    });
    health.register('odd', () => Promise.reject('plain text'));
    expect(await health.readiness()).toEqual({
      ready: false,
      checks: {
        'users.database': { ok: true },
        'users.transport': { ok: false, error: 'NATS connection closed' },
        odd: { ok: false, error: 'plain text' },
      },
    });
  });

  it('gives a check 2 s to answer, then counts it as failed', async () => {
    jest.useFakeTimers();
    const health = new HealthRegistry();
    health.register('hung', () => new Promise<void>(() => {}));
    health.register('slow-but-fine', () => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
    let report: Awaited<ReturnType<HealthRegistry['readiness']>> | undefined;
    const pending = health.readiness().then((r) => (report = r));
    await jest.advanceTimersByTimeAsync(1999);
    expect(report).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(report).toEqual({
      ready: false,
      checks: { hung: { ok: false, error: 'no answer within 2000 ms' }, 'slow-but-fine': { ok: true } },
    });
  });

  it('leaves no timer behind once every check has answered', async () => {
    jest.useFakeTimers();
    const health = new HealthRegistry();
    health.register('quick', async () => {});
    await health.readiness();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fails readiness at once when draining, even when every check passes', async () => {
    const health = new HealthRegistry();
    health.register('users.database', async () => {});
    health.startDraining();
    expect(await health.readiness()).toEqual({
      ready: false,
      checks: { 'users.database': { ok: true }, shutdown: { ok: false, error: 'shutting down' } },
    });
  });

  it('forgets a check when it is unregistered, but not one registered later under the same name', async () => {
    const health = new HealthRegistry();
    const offOld = health.register('users.transport', async () => {
      throw new Error('old connection');
    });
    const offNew = health.register('users.transport', async () => {});
    offOld();
    expect(await health.readiness()).toEqual({ ready: true, checks: { 'users.transport': { ok: true } } });
    offNew();
    expect(await health.readiness()).toEqual({ ready: true, checks: {} });
  });

  it('runs the checks side by side, not one after another', async () => {
    jest.useFakeTimers();
    const health = new HealthRegistry();
    for (const name of ['a', 'b', 'c']) health.register(name, () => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
    const pending = health.readiness();
    await jest.advanceTimersByTimeAsync(1500);
    expect(await pending).toEqual({ ready: true, checks: { a: { ok: true }, b: { ok: true }, c: { ok: true } } });
  });

  it('asks the latest check of a name, and the one before it again once the latest is taken back', async () => {
    const health = new HealthRegistry();
    health.register('transport-client', async () => {});
    const takeBack = health.register('transport-client', () => Promise.reject(new Error('closed')));
    expect((await health.readiness()).checks['transport-client']).toEqual({ ok: false, error: 'closed' });
    takeBack();
    expect((await health.readiness()).checks['transport-client']).toEqual({ ok: true });
    takeBack();
    expect((await health.readiness()).checks['transport-client']).toEqual({ ok: true });
  });
});
