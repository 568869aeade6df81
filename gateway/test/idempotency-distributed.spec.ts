import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type RunningTarget, startService } from '@remuda/service-kit';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { startGateway } from '../src/index.js';
import type { ApiClient } from './api-client.js';
import { declareIdempotencyChecks, sameSession } from './idempotency-checks.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'Idempotency-Keys in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS and PostgreSQL, two replicas of the gateway and of each service', () => {
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;
    let gatewayB: RunningTarget;
    const servicesB: RunningTarget[] = [];
    let trainerOn: ApiClient[];
    let admin: ApiClient;

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      platform = await startTestPlatform({ NATS_URL: server.url, DATABASE_URL: database.url }, ALL_SERVICES);
      // Second replicas share the broker's queue groups and the databases: a key may reach either.
      for (const service of ALL_SERVICES) servicesB.push(await startService(service, { ...platform.config, demo: false }, platform.logger));
      gatewayB = await startGateway({ ...platform.config, port: 0 }, platform.logger);
      const trainer = platform.client();
      await trainer.login('trainer@remuda.test');
      trainerOn = [trainer, sameSession(trainer, `http://127.0.0.1:${(gatewayB.app.getHttpServer().address() as AddressInfo).port}`)];
      admin = platform.client();
      await admin.login('admin@remuda.test');
    }, 120_000);
    afterAll(async () => {
      await gatewayB?.close();
      for (const service of servicesB.reverse()) await service.close();
      await platform?.stop();
      await server?.remove();
      await database?.drop();
    }, 60_000);

    declareIdempotencyChecks(() => ({ trainerOn, admin }));
  });
});
