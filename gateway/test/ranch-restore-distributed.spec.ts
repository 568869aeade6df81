import { existsSync } from 'node:fs';
import { NATS_SERVER, describeWhen, postgresAvailable } from '@remuda/service-kit/testing';
import { describeRanchRestore } from './ranch-restore.js';
import { startDistributedTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'restoring a ranch in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS, PostgreSQL and an S3 server', () => {
    // Each install with a NATS server, a database and an S3 server of its own.
    describeRanchRestore(() => startDistributedTestPlatform());
  });
});
