import { existsSync } from 'node:fs';
import { NATS_SERVER, describeWhen, postgresAvailable } from '@remuda/service-kit/testing';
import { describeRanchExport } from './ranch-export.js';
import { describeImportFailure, describeImportJobs } from './import-jobs.js';
import { describeRanchImport } from './ranch-import.js';
import { TEST_REDIS_URL, redisAvailable } from './test-redis.js';
import { startDistributedTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();
const redis = await redisAvailable();

describeWhen(pg, 'PostgreSQL', 'the ranch export and import in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS, PostgreSQL and an S3 server', () => {
    describeWhen(redis, 'Redis', 'with the gateway’s replicas sharing Redis', () => {
      let platform: Awaited<ReturnType<typeof startDistributedTestPlatform>>;

      beforeAll(async () => {
        // Redis is the machine's, shared with other suites and runs: this suite's requests all come from one address,
        // so its rate limits are set out of reach.
        platform = await startDistributedTestPlatform({ REDIS_URL: TEST_REDIS_URL, REMUDA_CONTACT_LIMIT: '100000', REMUDA_AUTH_IP_LIMIT: '100000' });
      }, 120_000);
      afterAll(() => platform?.stop(), 60_000);

      describeRanchExport(() => platform);
      describeRanchImport(() => platform);
      describeImportJobs(() => platform);
      describeImportFailure(() => platform);
    });
  });
});
