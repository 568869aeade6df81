import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { SERVICES, SERVICE_TARGETS } from '@remuda/contracts';
import { memoryLogger, testConfig } from '@remuda/service-kit/testing';
import { TARGET_STARTERS, loadService, runPlatform } from '../src/index.js';

describe('the platform', () => {
  it('runs every service and the gateway for REMUDA_TARGET=all, and stops the gateway first', async () => {
    const logger = memoryLogger('info');
    const platform = await runPlatform(
      testConfig({ PORT: '0', HOST: '127.0.0.1', REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password' }),
      logger,
    );
    expect(platform.targets.map((t) => t.name)).toEqual([...SERVICE_TARGETS, 'gateway']);
    expect(SERVICE_TARGETS).toEqual(expect.arrayContaining(['users', 'horses', 'medical', 'riding', 'webhooks']));
    const gateway = platform.targets.find((t) => t.name === 'gateway')!;
    const http = gateway.app.getHttpServer() as Server;
    const { port } = http.address() as AddressInfo;
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(ready.status).toBe(200);
    const { checks } = (await ready.json()) as { checks: Record<string, unknown> };
    expect(Object.keys(checks)).toEqual(
      expect.arrayContaining(['users.database', 'horses.database', 'medical.database', 'riding.database', 'activity.database', 'activity.event-consumer', 'horses.event-publisher', 'object-store']),
    );
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@remuda.test', password: 'boss-password' }),
    });
    expect(login.status).toBe(200);
    await login.arrayBuffer();

    // Watch each close: when it begins, when it ends, and whether the gateway still listened as it began.
    const events: string[] = [];
    const gatewayListeningAsServicesClose: boolean[] = [];
    for (const target of platform.targets) {
      const close = target.close.bind(target);
      target.close = async () => {
        events.push(`close ${target.name}`);
        if (target !== gateway) gatewayListeningAsServicesClose.push(http.listening);
        await close();
        events.push(`closed ${target.name}`);
      };
    }
    await platform.stop();
    expect(events).toEqual([
      'close gateway', 'closed gateway',
      ...[...SERVICE_TARGETS].reverse().flatMap((name) => [`close ${name}`, `closed ${name}`]),
    ]);
    expect(gatewayListeningAsServicesClose).toEqual(SERVICE_TARGETS.map(() => false));
    await expect(fetch(`http://127.0.0.1:${port}/health/live`)).rejects.toThrow();
  });

  it('has one entry per target of the domain manifest, services, then demo data, then the gateway', () => {
    expect(Object.keys(TARGET_STARTERS).sort()).toEqual(['all', 'demo', 'gateway', ...SERVICE_TARGETS].sort());
    expect(TARGET_STARTERS.all).toHaveLength(SERVICE_TARGETS.length + 2);
    expect(TARGET_STARTERS.all.at(-2)).toBe(TARGET_STARTERS.demo[0]);
    expect(TARGET_STARTERS.all.at(-1)).toBe(TARGET_STARTERS.gateway[0]);
    SERVICE_TARGETS.forEach((target, i) => {
      expect(TARGET_STARTERS[target]).toEqual([TARGET_STARTERS.all[i]]);
    });
  });

  it.each(SERVICES.map((s) => [s.package, s]))('finds the service of %s under its uniform export, named by its target', async (_, entry) => {
    const definition = await loadService(entry);
    expect(definition.name).toBe(entry.target);
    expect(typeof definition.module).toBe('function');
  });
});
