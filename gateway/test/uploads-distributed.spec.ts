import { existsSync } from 'node:fs';
import { NATS_SERVER, describeWhen, postgresAvailable } from '@remuda/service-kit/testing';
import type { ApiClient } from './api-client.js';
import { describeClipUploads } from './clip-uploads.js';
import { describePictureRefusals } from './picture-refusals.js';
import { describeRecordDocuments } from './record-documents.js';
import { startDistributedTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'uploads in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS, PostgreSQL and an S3 server', () => {
    let platform: Awaited<ReturnType<typeof startDistributedTestPlatform>>;
    let trainer: ApiClient;
    let user: ApiClient;
    let admin: ApiClient;

    beforeAll(async () => {
      platform = await startDistributedTestPlatform({ REMUDA_MAX_DOCUMENT_BYTES: String(200 * 1024) });
      trainer = platform.client();
      await trainer.login('trainer@remuda.test');
      user = platform.client();
      await user.login('user@remuda.test');
      admin = platform.client();
      await admin.login('admin@remuda.test');
    }, 120_000);
    afterAll(() => platform?.stop(), 60_000);

    // The S3 server keeps every object as files under its directory.
    describePictureRefusals(() => ({ trainer, mediaRoot: platform.s3Directory }));
    describeClipUploads(() => ({ trainer, mediaRoot: platform.s3Directory }));
    describeRecordDocuments(() => ({ admin, trainer, user, visitor: platform.client(), mediaRoot: platform.s3Directory }));
  });
});
