import type { AddressInfo } from 'node:net';
import { describeWhen } from '@remuda/service-kit/testing';
import { startGateway } from '../src/index.js';
import { RateLimitStore } from '../src/rate-limit/rate-limit-store.js';
import { RedisRateLimitStore } from '../src/rate-limit/redis-rate-limit-store.js';
import { ApiClient } from './api-client.js';
import { TEST_REDIS_URL, freshAddress, redisAvailable } from './test-redis.js';
import { startTestPlatform } from './test-platform.js';

describeWhen(await redisAvailable(), 'Redis', 'rate limits across gateway replicas', () => {
  type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
  type Gateway = Awaited<ReturnType<typeof startGateway>>;
  let platform: Platform;
  let second: Gateway;

  // Two gateways in front of the same users service, both counting in Redis, behind a trusted proxy so each
  // test signs in from addresses no other run uses.
  const env = { REDIS_URL: TEST_REDIS_URL, REMUDA_TRUST_PROXY: '1', REMUDA_AUTH_IP_LIMIT: '6', REMUDA_LOGIN_FAILURE_LIMIT: '3' };
  const startReplica = () => startGateway({ ...platform.config, port: 0 }, platform.logger);
  const clientOf = (gateway: Gateway) => new ApiClient(`http://127.0.0.1:${(gateway.app.getHttpServer().address() as AddressInfo).port}`);
  const signIn = (gateway: Gateway, email: string, password: string, from: string) =>
    clientOf(gateway).post('/api/users/login', { email, password }, { headers: { 'x-forwarded-for': from } });

  beforeAll(async () => {
    platform = await startTestPlatform(env);
    second = await startReplica();
  });
  afterAll(async () => {
    await second?.close();
    await platform?.stop();
  });

  it('count in Redis, which readiness checks', async () => {
    expect(platform.gateway.app.get(RateLimitStore)).toBeInstanceOf(RedisRateLimitStore);
    expect(second.app.get(RateLimitStore)).toBeInstanceOf(RedisRateLimitStore);
    expect((await clientOf(second).get('/health/ready')).body.checks['rate-limit-store']).toEqual({ ok: true });
  });

  it('hold the per-address limit across both replicas and a restart of one', async () => {
    const from = freshAddress();
    const first = platform.gateway;
    // Six calls allowed per address, shared: three through each replica.
    for (const gateway of [first, second, first, second, first, second]) expect((await signIn(gateway, 'user@remuda.test', 'remuda-demo', from)).status).toBe(200);
    const refused = await signIn(first, 'user@remuda.test', 'remuda-demo', from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await second.close();
    second = await startReplica();
    const afterRestart = await clientOf(second).post('/api/users/register', { email: 'late@example.com', password: 'saddle-up-early' }, {
      headers: { 'x-forwarded-for': from },
    });
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.body.message).toMatch(/^Too many sign-in attempts from your network\. Please try again in \d+ (seconds?|minute)\.$/);
    expect((await signIn(second, 'user@remuda.test', 'remuda-demo', freshAddress())).status).toBe(200);
  });

  it('make failed sign-ins wait across both replicas and a restart of one', async () => {
    const attacker = freshAddress();
    for (const gateway of [platform.gateway, second, platform.gateway]) {
      expect((await signIn(gateway, 'trainer@remuda.test', 'not-the-password', attacker)).status).toBe(401);
    }
    const waited = await signIn(second, 'trainer@remuda.test', 'remuda-demo', attacker);
    expect(waited.status).toBe(429);
    expect(waited.headers.get('retry-after')).toBe('1');
    await second.close();
    second = await startReplica();
    // A restart forgets nothing: the next wait, after the one above, is two seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(second, 'trainer@remuda.test', 'not-the-password', attacker)).status).toBe(401);
    const longer = await signIn(platform.gateway, 'trainer@remuda.test', 'remuda-demo', attacker);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    // The owner, elsewhere, signs in through either replica.
    expect((await signIn(second, 'trainer@remuda.test', 'remuda-demo', freshAddress())).status).toBe(200);
  }, 20_000);
});
