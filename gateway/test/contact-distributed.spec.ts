import type { AddressInfo } from 'node:net';
import { describeWhen } from '@remuda/service-kit/testing';
import { startGateway } from '../src/index.js';
import { ApiClient } from './api-client.js';
import { TEST_REDIS_URL, freshAddress, redisAvailable } from './test-redis.js';
import { startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const request = { name: 'Jo Rider', email: 'jo@example.com', message: 'Do you have heifers this spring?' };

describeWhen(await redisAvailable(), 'Redis', 'the contact limit across gateway replicas', () => {
  type Gateway = Awaited<ReturnType<typeof startGateway>>;
  let shared: Platform;
  let second: Gateway;
  const clientOf = (gateway: Gateway) => new ApiClient(`http://127.0.0.1:${(gateway.app.getHttpServer().address() as AddressInfo).port}`);
  const sendThrough = (gateway: Gateway, from: string) =>
    clientOf(gateway).post('/api/users/request-info', request, { headers: { 'x-forwarded-for': from } });

  beforeAll(async () => {
    shared = await startTestPlatform({ REDIS_URL: TEST_REDIS_URL, REMUDA_TRUST_PROXY: '1', REMUDA_CONTACT_LIMIT: '2' });
    second = await startGateway({ ...shared.config, port: 0 }, shared.logger);
  });
  afterAll(async () => {
    await second?.close();
    await shared?.stop();
  });

  it('counts one address’s requests in Redis, shared by both replicas', async () => {
    const from = freshAddress();
    expect((await sendThrough(shared.gateway, from)).status).toBe(201);
    expect((await sendThrough(second, from)).status).toBe(201);
    const refused = await sendThrough(shared.gateway, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await sendThrough(second, freshAddress())).status).toBe(201);
  });
});
