import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { type RunningTarget, startService } from '@remuda/service-kit';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { SessionView } from '../src/auth/session-view.js';
import { startGateway } from '../src/index.js';
import { RACE_ROUNDS, declareAuthorityRaces } from './authority-races.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'authority under races in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS and PostgreSQL, two replicas of the gateway and of each service', () => {
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;
    let gatewayB: RunningTarget;
    const servicesB: RunningTarget[] = [];

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      // Two gateways and two replicas of every service share this one process: on a machine busy with other suites
      // a call may wait its turn for seconds. The races judge what is applied, not how fast it is answered.
      platform = await startTestPlatform({ NATS_URL: server.url, DATABASE_URL: database.url, REMUDA_RPC_TIMEOUT_MS: '30000' }, ALL_SERVICES);
      // Second replicas share the broker's queue groups and the databases: a request may reach either.
      for (const service of ALL_SERVICES) servicesB.push(await startService(service, { ...platform.config, demo: false }, platform.logger));
      gatewayB = await startGateway({ ...platform.config, port: 0 }, platform.logger);
    }, 120_000);
    afterAll(async () => {
      await gatewayB?.close();
      for (const service of servicesB.reverse()) await service.close();
      await platform?.stop();
      await server?.remove();
      await database?.drop();
    }, 60_000);

    declareAuthorityRaces(
      () => ({
        gateways: [platform.baseUrl, `http://127.0.0.1:${(gatewayB.app.getHttpServer().address() as AddressInfo).port}`],
        views: [platform.gateway, gatewayB].map((gateway) => gateway.app.get(SessionView)),
        usersDb: platform.users.app.get(DataSource),
      }),
      RACE_ROUNDS,
    );
  });
});
