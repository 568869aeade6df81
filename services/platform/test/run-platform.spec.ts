import type { AddressInfo } from 'node:net';
import { memoryLogger, testConfig } from '@remuda/service-kit/testing';
import { TARGET_STARTERS, runPlatform } from '../src/index.js';

describe('the platform', () => {
  it('runs every service and the gateway for REMUDA_TARGET=all, and stops gateway first', async () => {
    const logger = memoryLogger('info');
    const platform = await runPlatform(
      testConfig({ PORT: '0', HOST: '127.0.0.1', REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password' }),
      logger,
    );
    expect(platform.targets.map((t) => t.name)).toEqual(['users', 'horses', 'medical', 'riding', 'gateway']);
    const gateway = platform.targets.find((t) => t.name === 'gateway')!;
    const { port } = gateway.app.getHttpServer().address() as AddressInfo;
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(ready.status).toBe(200);
    const { checks } = (await ready.json()) as { checks: Record<string, unknown> };
    expect(Object.keys(checks)).toEqual(
      expect.arrayContaining(['users.database', 'horses.database', 'medical.database', 'riding.database', 'horses.event-publisher', 'object-store']),
    );
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@remuda.test', password: 'boss-password' }),
    });
    expect(login.status).toBe(200);
    await login.arrayBuffer();
    await platform.stop();
    await expect(fetch(`http://127.0.0.1:${port}/health/live`)).rejects.toThrow();
  });

  it('has one entry per target, services before the gateway', () => {
    expect(Object.keys(TARGET_STARTERS).sort()).toEqual(['all', 'gateway', 'horses', 'medical', 'riding', 'users']);
    expect(TARGET_STARTERS.all.at(-1)).toBe(TARGET_STARTERS.gateway[0]);
  });
});
