import { existsSync } from 'node:fs';
import type { HorseDetail } from '@remuda/contracts';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'riding logs in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS and PostgreSQL', () => {
    // A NATS server of the test's own: the services' real subjects and durable consumers never meet another run's.
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      platform = await startTestPlatform({ NATS_URL: server.url, DATABASE_URL: database.url }, ALL_SERVICES);
    }, 120_000);
    afterAll(async () => {
      await platform?.stop();
      await server?.remove();
      await database?.drop();
    }, 60_000);

    it('logs rides on a horse made through the API, and shows them on the horse’s page newest first', async () => {
      const trainer = platform.client();
      await trainer.login('trainer@remuda.test');
      const made = (await trainer.post('/api/horses', { name: 'Distant Dusty', sex: 'gelding' })).body as HorseDetail;
      for (const [date, notes] of [['2025-04-02', 'creek'], ['2025-06-01', 'ridge'], ['2025-01-15', 'snow']] as const) {
        expect((await trainer.post('/api/riding-logs', { horseId: made.id, date, notes, type: 'trail' })).status).toBe(201);
      }
      const page = await platform.client().get(`/api/horses/${made.id}`);
      expect(page.body.ridingLogs.map((r: { notes: string }) => r.notes)).toEqual(['ridge', 'creek', 'snow']);
      const listed = await trainer.get(`/api/riding-logs?horseId=${made.id}&limit=2`);
      expect(listed.body.map((r: { notes: string; horseName: string }) => [r.notes, r.horseName])).toEqual([['ridge', 'Distant Dusty'], ['creek', 'Distant Dusty']]);
      expect(listed.headers.get('x-total-count')).toBe('3');
    }, 60_000);
  });
});
