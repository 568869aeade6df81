import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SERVICES } from '@remuda/contracts';
import { type Config, type RunningTarget, type ServiceDefinition, startService } from '@remuda/service-kit';
import { createTestDatabase, memoryLogger, privateNatsServer, testConfig } from '@remuda/service-kit/testing';
import { usersService } from '@remuda/users';
import { startGateway } from '../src/index.js';
import { ApiClient } from './api-client.js';

/**
 * Every service of the domain manifest, in start order: each package exports its definition as `service`. Imported
 * one after another: Jest's module loader, asked for two packages sharing a dependency at once, can fail to link it.
 */
const ALL_SERVICES: ServiceDefinition[] = [];
for (const { package: name } of SERVICES) ALL_SERVICES.push(((await import(name)) as { service: ServiceDefinition }).service);

/**
 * The embedded default in miniature: the services and the gateway in this process, on a free port. Demo
 * accounts are on (the demo herd is not: tests make the horses they need).
 */
export async function startTestPlatform(env: Record<string, string> = {}, services: ServiceDefinition[] = [usersService]) {
  const config: Config = testConfig({ PORT: '0', HOST: '127.0.0.1', REMUDA_DEMO: '1', REMUDA_AUTH_IP_LIMIT: '1000', ...env });
  const logger = memoryLogger('debug');
  // Only the users service seeds in these tests: the horses service is started with demo mode off.
  const running: RunningTarget[] = [];
  for (const service of services) {
    running.push(await startService(service, service === usersService ? config : { ...config, demo: false }, logger));
  }
  let gateway: RunningTarget = await startGateway(config, logger);
  const { port } = gateway.app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    config,
    logger,
    baseUrl,
    users: running[0]!,
    services: running,
    get gateway() {
      return gateway;
    },
    /**
     * Stops a service (`medical`) as its one replica stops, and starts it again once `away` has settled: what its
     * callers meanwhile asked of it went unanswered.
     */
    async restartService(name: string, away: Promise<unknown> = Promise.resolve()) {
      const at = services.findIndex((s) => s.name === name);
      if (at === -1) throw new Error(`no ${name} service in this platform`);
      await running[at]!.close();
      await away;
      running[at] = await startService(services[at]!, { ...config, demo: false }, logger);
    },
    /** Stops the gateway as a replica stops (it finishes what it was doing), and starts it again on the same port. */
    async restartGateway() {
      await gateway.close();
      gateway = await startGateway({ ...config, port }, logger);
    },
    client: () => new ApiClient(baseUrl),
    /** A new account, registered and made TRAINER by `admin` (a signed-in administrator), signed in as itself. */
    async newTrainer(admin: ApiClient, email: string, password = 'trainer-pass-1'): Promise<{ client: ApiClient; id: string }> {
      const client = new ApiClient(baseUrl);
      const id = (await client.post('/api/users/register', { email, password })).body.user.id as string;
      const promoted = await admin.put(`/api/users/${id}/role`, { role: 'TRAINER' });
      if (promoted.status !== 200) throw new Error(`${email} was not made a trainer: ${promoted.status}`);
      await client.login(email, password);
      return { client, id };
    },
    async stop() {
      await gateway.close();
      for (const service of running.reverse()) await service.close();
    },
  };
}

/**
 * The distributed mode in miniature: every service and the gateway in this process, over a NATS server and a
 * database of the test's own (so its subjects and durable consumers never meet another run's), with media in an S3
 * server (s3rver, as MinIO holds them in Kubernetes) that keeps each object as files under `s3Directory`.
 */
export async function startDistributedTestPlatform(env: Record<string, string> = {}) {
  const undo: Array<() => Promise<unknown> | void> = [];
  const stop = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    const server = await privateNatsServer();
    undo.push(() => server.remove());
    await server.start();
    const database = await createTestDatabase();
    undo.push(() => database.drop());
    const s3Directory = mkdtempSync(path.join(os.tmpdir(), 'remuda-s3-'));
    undo.push(() => rmSync(s3Directory, { recursive: true, force: true }));
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
    const { port } = (await s3.run()) as AddressInfo;
    undo.push(() => s3.close());
    const platform = await startTestPlatform(
      { NATS_URL: server.url, DATABASE_URL: database.url, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'remuda-media', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', ...env },
      ALL_SERVICES,
    );
    const stopPlatform = platform.stop;
    undo.push(() => stopPlatform());
    // Assigned rather than spread, so the platform's gateway stays the one running after a restart.
    return Object.assign(platform, { s3Directory, stop });
  } catch (err) {
    await stop();
    throw err;
  }
}

export { ALL_SERVICES };
