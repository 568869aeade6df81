import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { describeRanchExport } from './ranch-export.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'the ranch export in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS, PostgreSQL and an S3 server', () => {
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let s3: S3rver;
    let s3Directory: string;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      s3Directory = mkdtempSync(path.join(os.tmpdir(), 'remuda-s3-'));
      s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
      const { port } = (await s3.run()) as AddressInfo;
      platform = await startTestPlatform(
        { NATS_URL: server.url, DATABASE_URL: database.url, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'remuda-media', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
        ALL_SERVICES,
      );
    }, 120_000);
    afterAll(async () => {
      await platform?.stop();
      await s3?.close();
      if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
      await server?.remove();
      await database?.drop();
    }, 60_000);

    describeRanchExport(() => platform);
  });
});
