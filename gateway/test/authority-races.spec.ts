import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import type { RunningTarget } from '@remuda/service-kit';
import { SessionView } from '../src/auth/session-view.js';
import { startGateway } from '../src/index.js';
import { RACE_ROUNDS, declareAuthorityRaces } from './authority-races.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

/** The embedded mode: every service in this process on SQLite, and two gateway replicas in front of them. */
let platform: Awaited<ReturnType<typeof startTestPlatform>>;
let gatewayB: RunningTarget;

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  gatewayB = await startGateway({ ...platform.config, port: 0 }, platform.logger);
}, 60_000);
afterAll(async () => {
  await gatewayB?.close();
  await platform?.stop();
});

describe('authority under races, embedded', () => {
  declareAuthorityRaces(
    () => ({
      gateways: [platform.baseUrl, `http://127.0.0.1:${(gatewayB.app.getHttpServer().address() as AddressInfo).port}`],
      views: [platform.gateway, gatewayB].map((gateway) => gateway.app.get(SessionView)),
      usersDb: platform.users.app.get(DataSource),
    }),
    RACE_ROUNDS,
  );
});
