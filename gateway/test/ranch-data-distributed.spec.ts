import { existsSync } from 'node:fs';
import { NATS_SERVER, describeWhen, postgresAvailable } from '@remuda/service-kit/testing';
import { describeRanchExport } from './ranch-export.js';
import { describeRanchImport } from './ranch-import.js';
import { startDistributedTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'the ranch export and import in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS, PostgreSQL and an S3 server', () => {
    let platform: Awaited<ReturnType<typeof startDistributedTestPlatform>>;

    beforeAll(async () => {
      platform = await startDistributedTestPlatform();
    }, 120_000);
    afterAll(() => platform?.stop(), 60_000);

    describeRanchExport(() => platform);
    describeRanchImport(() => platform);
  });
});
