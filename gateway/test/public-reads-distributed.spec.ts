import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { GalleryPicture, HorseDetail } from '@remuda/contracts';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { startGateway } from '../src/index.js';
import { PublicChanges } from '../src/public-cache/public-changes.js';
import { PublicReadCache } from '../src/public-cache/public-read-cache.js';
import { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { within } from './within.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'anonymous horse reads across gateway replicas in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS and PostgreSQL', () => {
    type Gateway = Awaited<ReturnType<typeof startGateway>>;
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;
    let replica: Gateway;
    let trainer: ApiClient;
    let onA: ApiClient;
    let onB: ApiClient;

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      platform = await startTestPlatform({ NATS_URL: server.url, DATABASE_URL: database.url }, ALL_SERVICES);
      replica = await startGateway({ ...platform.config, port: 0 }, platform.logger);
      trainer = platform.client();
      await trainer.login('trainer@remuda.test');
      onA = platform.client();
      onB = new ApiClient(`http://127.0.0.1:${(replica.app.getHttpServer().address() as AddressInfo).port}`);
    }, 120_000);
    afterAll(async () => {
      await replica?.close();
      await platform?.stop();
      await server?.remove();
      await database?.drop();
    }, 60_000);

    const names = async (client: ApiClient) => ((await client.get('/api/horses?q=Far')).body as HorseDetail[]).map((h) => h.name);

    it('show a horse replaced through replica A on A at once, and on replica B within a second', async () => {
      const made = (await trainer.post('/api/horses', { name: 'Far Fern', sex: 'mare' })).body as HorseDetail;
      for (const client of [onA, onB]) {
        expect((await client.get(`/api/horses/${made.id}`)).body.name).toBe('Far Fern');
        expect(await names(client)).toEqual(['Far Fern']);
      }
      expect(replica.app.get(PublicReadCache).size).toBeGreaterThan(0);
      expect((await trainer.put(`/api/horses/${made.id}`, { name: 'Far Flint', sex: 'mare' })).status).toBe(200);
      expect((await onA.get(`/api/horses/${made.id}`)).body.name).toBe('Far Flint');
      expect(await names(onA)).toEqual(['Far Flint']);
      const seenOnB = async () => (await onB.get(`/api/horses/${made.id}`)).body.name === 'Far Flint' && (await names(onB))[0] === 'Far Flint';
      expect(await within(1000, seenOnB)).toBe(true);
    }, 30_000);

    it('show a gallery picture changed through replica A on replica B within a second', async () => {
      const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#964' } }).png().toBuffer();
      const added = await trainer.upload('/api/gallery', { name: 'far.png', type: 'image/png', bytes }, 'media', { title: 'Far Pasture', category: 'ranch' });
      expect(added.status).toBe(201);
      const picture = added.body as GalleryPicture;
      const titles = async () => ((await onB.get('/api/gallery')).body as GalleryPicture[]).map((p) => p.title);
      expect(await within(1000, async () => (await titles()).includes('Far Pasture'))).toBe(true);
      // Kept on B now: only the gallery's event can drop it there.
      expect((await trainer.put(`/api/gallery/${picture.id}`, { title: 'Far Meadow', category: 'ranch', version: 1 })).status).toBe(200);
      expect(await within(1000, async () => (await titles()).includes('Far Meadow'))).toBe(true);
    }, 30_000);

    it('show a ride logged through replica A on the horse’s page on replica B within a second', async () => {
      const made = (await trainer.post('/api/horses', { name: 'Far Rider', sex: 'gelding' })).body as HorseDetail;
      expect((await onB.get(`/api/horses/${made.id}`)).body.ridingLogs).toEqual([]);
      expect((await trainer.post('/api/riding-logs', { horseId: made.id, date: '2025-05-02', notes: 'up the draw', type: 'trail' })).status).toBe(201);
      const ridden = async () => (await onB.get(`/api/horses/${made.id}`)).body.ridingLogs.length === 1;
      expect(await within(1000, ridden)).toBe(true);
    }, 30_000);

    it('keep nothing while the broker is away, and start afresh once the feed is back', async () => {
      const changes = replica.app.get(PublicChanges);
      const cache = replica.app.get(PublicReadCache);
      await onB.get('/api/horses?limit=2');
      expect(cache.size).toBeGreaterThan(0);
      await server.stop();
      try {
        expect(await within(10_000, async () => !changes.live)).toBe(true);
        expect(cache.size).toBe(0);
      } finally {
        await server.start();
      }
      expect(await within(20_000, async () => changes.live)).toBe(true);
      const keptAgain = async () => (await onB.get('/api/horses?limit=2')).status === 200 && cache.size > 0;
      expect(await within(20_000, keptAgain)).toBe(true);
    }, 60_000);
  });
});
