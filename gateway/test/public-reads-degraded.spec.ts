import type { HorseDetail } from '@remuda/contracts';
import { PublicReadCache } from '../src/public-cache/public-read-cache.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

// The riding service is not running: horse pages are shown without their rides.
let platform: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES.filter((service) => service.name !== 'riding'));
}, 30_000);
afterAll(() => platform.stop());

it('keeps no horse page shown without its rides: nobody is served it once the rides can be read again', async () => {
  const trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  const made = (await trainer.post('/api/horses', { name: 'Lonely Lou', sex: 'gelding' })).body as HorseDetail;
  const page = await platform.client().get(`/api/horses/${made.id}`);
  expect([page.status, page.body.ridingLogs, page.headers.get('cache-control')]).toEqual([200, [], 'no-store']);
  expect(platform.gateway.app.get(PublicReadCache).size).toBe(0);
  // The list, which needs no rides, is kept as ever.
  expect((await platform.client().get('/api/horses')).headers.get('cache-control')).toBe('public, no-cache');
  expect(platform.gateway.app.get(PublicReadCache).size).toBe(1);
});
