import { COMMON_PASSWORD_MESSAGE } from '@remuda/contracts';
import { MemoryRateLimitStore } from '../src/rate-limit/memory-rate-limit-store.js';
import { RateLimitStore } from '../src/rate-limit/rate-limit-store.js';
import { freshAddress } from './test-redis.js';
import { startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;

// Behind a trusted proxy, so each test signs in from addresses of its own (X-Forwarded-For).
beforeAll(async () => {
  platform = await startTestPlatform({ REMUDA_TRUST_PROXY: '1', REMUDA_LOGIN_FAILURE_LIMIT: '3' });
});
afterAll(() => platform.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const signIn = (email: string, password: string, from: string) =>
  platform.client().post('/api/users/login', { email, password }, { headers: { 'x-forwarded-for': from } });

describe('common passwords', () => {
  it('are refused at registration in any case, under the password field, with a clear message', async () => {
    const api = platform.client();
    for (const password of ['password123', 'Password123', 'LETMEIN', 'sunshine']) {
      const res = await api.post('/api/users/register', { email: 'picky@example.com', password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Please check the highlighted fields.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'password', message: 'This password is too common. Choose one that is harder to guess.' }],
      });
      expect(res.setCookie).toBeNull();
    }
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common. Choose one that is harder to guess.');
    // The SPEC's minimum comes first and keeps its message.
    const short = await api.post('/api/users/register', { email: 'picky@example.com', password: '12345' });
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 6 characters' }]);
    const fine = await api.post('/api/users/register', { email: 'picky@example.com', password: 'buckskin-by-the-creek' });
    expect(fine.status).toBe(201);
  });
});

describe('failed sign-ins', () => {
  it('make one account and address wait longer and longer, with Retry-After on every 429', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signIn('user@remuda.test', 'not-the-password', attacker)).status).toBe(401);
    const first = await signIn('user@remuda.test', 'remuda-demo', attacker);
    expect(first.status).toBe(429);
    expect(first.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts for this account. Please try again in 1 second.' });
    expect(first.headers.get('retry-after')).toBe('1');

    await sleep(1100);
    expect((await signIn('user@remuda.test', 'not-the-password', attacker)).status).toBe(401);
    const second = await signIn('user@remuda.test', 'not-the-password', attacker);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(second.body.message).toBe('Too many failed sign-in attempts for this account. Please try again in 2 seconds.');
  }, 15_000);

  it('never make the owner wait at another address, nor another account at the same address', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 3; i++) await signIn('trainer@remuda.test', 'not-the-password', attacker);
    expect((await signIn('trainer@remuda.test', 'remuda-demo', attacker)).status).toBe(429);
    expect((await signIn('trainer@remuda.test', 'remuda-demo', freshAddress())).status).toBe(200);
    expect((await signIn('admin@remuda.test', 'remuda-demo', attacker)).status).toBe(200);
  });

  it('start afresh for that account and address after a successful sign-in', async () => {
    const owner = freshAddress();
    for (let i = 0; i < 2; i++) expect((await signIn('admin@remuda.test', 'typo-typo', owner)).status).toBe(401);
    expect((await signIn('admin@remuda.test', 'remuda-demo', owner)).status).toBe(200);
    // Had the count gone on, the fourth attempt here would wait.
    for (let i = 0; i < 3; i++) expect((await signIn('admin@remuda.test', 'typo-typo', owner)).status).toBe(401);
    expect((await signIn('admin@remuda.test', 'remuda-demo', owner)).status).toBe(429);
  });

  it('are throttled alike for an address without an account, so the waits tell nothing', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signIn('nobody@remuda.test', 'not-the-password', from)).status).toBe(401);
    const waited = await signIn('nobody@remuda.test', 'not-the-password', from);
    expect(waited.status).toBe(429);
    expect(waited.body.message).toBe('Too many failed sign-in attempts for this account. Please try again in 1 second.');
  });
});

describe('the embedded mode', () => {
  it('keeps its counts in memory, and reports the store ready', async () => {
    expect(platform.gateway.app.get(RateLimitStore)).toBeInstanceOf(MemoryRateLimitStore);
    expect((await platform.client().get('/health/ready')).body.checks['rate-limit-store']).toEqual({ ok: true });
  });
});
