import { existsSync } from 'node:fs';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { describeApiFuzz } from './api-fuzz.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'the API fuzzed in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS and PostgreSQL', () => {
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      // Every service shares this one process: on a machine busy with other suites a call may wait its turn for
      // seconds. The fuzz judges what inputs are answered with, not how fast.
      platform = await startTestPlatform(
        {
          NATS_URL: server.url,
          DATABASE_URL: database.url,
          REMUDA_AUTH_IP_LIMIT: '100000',
          REMUDA_CONTACT_LIMIT: '100000',
          REMUDA_RPC_TIMEOUT_MS: '30000',
        },
        ALL_SERVICES,
      );
    }, 120_000);
    afterAll(async () => {
      await platform?.stop();
      await server?.remove();
      await database?.drop();
    }, 60_000);

    describeApiFuzz(() => ({ baseUrl: platform.baseUrl }));
  });
});
