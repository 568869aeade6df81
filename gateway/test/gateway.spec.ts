import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AddressInfo } from 'node:net';
import { resolveJwtSecret } from '@remuda/service-kit';
import { startGateway } from '../src/index.js';
import { ApiClient } from './api-client.js';
import { within } from './within.js';
import { startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const METRICS_TOKEN = 'metrics-scraper-token';
let platform: Platform;
let secret: string;

beforeAll(async () => {
  platform = await startTestPlatform({ REMUDA_LOGIN_FAILURE_LIMIT: '4', REMUDA_METRICS_TOKEN: METRICS_TOKEN });
  secret = resolveJwtSecret(platform.config);
});
afterAll(() => platform.stop());

const decode = (token: string) => jwt.decode(token, { complete: true }) as { header: { alg: string }; payload: Record<string, unknown> };

function forge(header: object, payload: object, key: string | null, alg = 'sha256'): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${b64(header)}.${b64(payload)}`;
  const signature = key === null ? '' : createHmac(alg, key).update(body).digest('base64url');
  return `${body}.${signature}`;
}

describe('sign-in', () => {
  it('answers a token and user, and sets an HttpOnly SameSite cookie', async () => {
    const api = platform.client();
    const res = await api.login('ADMIN@remuda.test');
    expect(res.body.user).toEqual({ id: expect.any(String), email: 'admin@remuda.test', role: 'ADMIN' });
    const { header, payload } = decode(res.body.token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: res.body.user.id, email: 'admin@remuda.test', role: 'ADMIN', exp: expect.any(Number) });
    expect((payload.exp as number) - (payload.iat as number)).toBe(platform.config.sessionTtlSeconds);
    expect(res.setCookie).toMatch(/^remuda_session=[^;]+; Max-Age=28800; Path=\/; Expires=.*; HttpOnly; SameSite=Strict$/);
  });

  it('gives one 401 message for a wrong password and an unknown address', async () => {
    const api = platform.client();
    const wrong = await api.post('/api/users/login', { email: 'user@remuda.test', password: 'not-the-password' });
    const unknown = await api.post('/api/users/login', { email: 'nobody@remuda.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookie).toBeNull();
  });

  it('answers bad input with 400 and the spec messages per field', async () => {
    const api = platform.client();
    const empty = await api.post('/api/users/login', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
    const bad = await api.post('/api/users/register', { email: 'nope', password: '12345', role: 'OWNER' });
    expect(bad.body.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'role', message: 'Role must be one of User, Trainer or Administrator' },
    ]);
    const noBody = await api.call('POST', '/api/users/login');
    expect(noBody.status).toBe(400);
    const array = await api.call('POST', '/api/users/login', { raw: '[1,2]' });
    expect(array.body).toEqual({ message: 'The request body must be a JSON object.', code: 'BAD_REQUEST' });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const api = platform.client();
    const malformed = await api.call('POST', '/api/users/login', { raw: '{"email": "x' });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    const huge = await api.call('POST', '/api/users/register', { raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }) });
    expect(huge).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
  });

  it('never answers 500, whatever the input', async () => {
    const api = platform.client();
    const bodies = ['null', '"text"', '42', 'true', '{"email":{"$ne":1},"password":[]}', '{"email":"a@b.co","password":null}',
      `{"email":"${'a'.repeat(300)}@b.co","password":"123456"}`, '{"__proto__":{"admin":true}}', '{"email":"a@b.co","password":"' + 'p'.repeat(129) + '"}'];
    for (const path of ['/api/users/login', '/api/users/register']) {
      for (const raw of bodies) {
        const res = await api.call('POST', path, { raw });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      }
    }
  });
});

describe('sessions', () => {
  it('accept the cookie and the bearer token, and refuse missing, tampered, unsigned and foreign-algorithm tokens', async () => {
    const api = platform.client();
    const { body } = await api.login('trainer@remuda.test');
    expect((await api.get('/api/users/profile')).body).toMatchObject({ email: 'trainer@remuda.test', role: 'TRAINER', roleRequest: null });
    const bearer = await api.get('/api/users/profile', { cookie: false, headers: { authorization: `Bearer ${body.token}` } });
    expect(bearer.status).toBe(200);

    const anonymous = await platform.client().get('/api/users/profile');
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Please sign in.', code: 'UNAUTHENTICATED' } });

    const { jti, ver } = decode(body.token).payload;
    const claims = { sub: body.user.id, email: 'trainer@remuda.test', role: 'ADMIN', jti, ver, exp: Math.floor(Date.now() / 1000) + 600 };
    const tokens = {
      tampered: body.token.replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`),
      none: forge({ alg: 'none', typ: 'JWT' }, claims, null),
      hs512: forge({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'),
      wrongKey: forge({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-another-secret-another'),
      expired: forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 5 }, secret),
      badRole: forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, role: 'OWNER' }, secret),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await api.get('/api/users/profile', { cookie: false, headers: { authorization: `Bearer ${token}` } });
      expect([name, res.status]).toEqual([name, 401]);
      const viaCookie = await api.get('/api/users/profile', { cookie: false, headers: { cookie: `remuda_session=${token}` } });
      expect([name, viaCookie.status]).toEqual([name, 401]);
    }
    const valid = forge({ alg: 'HS256', typ: 'JWT' }, claims, secret);
    expect((await api.get('/api/users/profile', { cookie: false, headers: { authorization: `Bearer ${valid}` } })).status).toBe(200);
    // The role a token names is not what counts: the account's current role is.
    expect((await api.get('/api/users', { cookie: false, headers: { authorization: `Bearer ${valid}` } })).status).toBe(403);
  });

  it('end at logout, which clears the cookie', async () => {
    const api = platform.client();
    await api.login('user@remuda.test');
    const out = await api.post('/api/users/logout');
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^remuda_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
    expect(api.cookie).toBeNull();
    expect((await api.get('/api/users/profile')).status).toBe(401);
  });

  it('let a stale cookie through to public routes', async () => {
    const res = await platform.client().post('/api/users/login', { email: 'user@remuda.test', password: 'remuda-demo' }, {
      headers: { cookie: 'remuda_session=garbage', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(200);
  });
});

describe('cross-site request protection', () => {
  it('refuses cookie-authenticated writes without the request header or from another site', async () => {
    const api = platform.client();
    await api.login('admin@remuda.test');
    const noHeader = await api.post('/api/users/logout', undefined, { headers: { 'x-requested-with': '' } });
    expect(noHeader).toMatchObject({ status: 403, body: { code: 'CSRF_REJECTED' } });
    const foreignOrigin = await api.post('/api/users/logout', undefined, { headers: { origin: 'https://evil.example' } });
    expect(foreignOrigin.status).toBe(403);
    const crossSite = await api.post('/api/users/logout', undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const login = await platform.client().post('/api/users/login', { email: 'user@remuda.test', password: 'remuda-demo' }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(login.status).toBe(403);
    const sameOrigin = await api.post('/api/users/logout', undefined, { headers: { origin: platform.baseUrl, 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
  });

  it('lets API clients with a bearer token write without the browser header', async () => {
    const api = platform.client();
    const { body } = await api.login('admin@remuda.test');
    const list = await fetch(`${platform.baseUrl}/api/users`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'admin@remuda.test' })]));
    const out = await api.post('/api/users/logout', undefined, { cookie: false, headers: { authorization: `Bearer ${body.token}` } });
    expect(out.status).toBe(200);
  });
});

describe('registration and role requests', () => {
  it('registers a USER and records the asked-for role as pending', async () => {
    const api = platform.client();
    const res = await api.post('/api/users/register', { email: 'New.Trainer@example.com', password: 'saddle-up', role: 'TRAINER' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'new.trainer@example.com', role: 'USER' });
    expect(decode(res.body.token).payload.role).toBe('USER');
    const profile = await api.get('/api/users/profile');
    expect(profile.body.roleRequest).toMatchObject({ role: 'TRAINER', status: 'pending' });
  });

  it('answers a taken address as it answers a new one, and signs in to nothing', async () => {
    const answer = async (email: string) => {
      const client = platform.client();
      const res = await client.post('/api/users/register', { email, password: 'saddle-up', role: 'TRAINER' });
      const headers = ['cache-control', 'content-type'].map((name) => res.headers.get(name));
      return { client, res, shape: { status: res.status, headers, keys: Object.keys(res.body), user: Object.keys(res.body.user), cookie: res.setCookie?.replace(/=[^;]+;/, '=…;').replace(/Expires=[^;]+/, 'Expires=…') } };
    };
    const fresh = await answer('first.time@example.com');
    const taken = await answer('FIRST.time@example.com');
    expect(taken.shape).toEqual(fresh.shape);
    expect(taken.res.status).toBe(201);
    expect(taken.res.body.user).toMatchObject({ email: 'first.time@example.com', role: 'USER' });
    expect(taken.res.body.user.id).not.toBe(fresh.res.body.user.id);
    // The owner's account is not reached by it: the token opens nothing.
    expect((await taken.client.get('/api/users/session')).body).toEqual({ account: null });
    expect((await platform.client().get('/api/users/profile', { headers: { authorization: `Bearer ${taken.res.body.token}` } })).status).toBe(401);
    expect((await fresh.client.get('/api/users/session')).body.account).toMatchObject({ email: 'first.time@example.com', roleRequest: { role: 'TRAINER' } });
  });

  it('lets only administrators list accounts and decide requests; the new role reaches the session at once', async () => {
    const hopeful = platform.client();
    await hopeful.post('/api/users/register', { email: 'hopeful@example.com', password: 'saddle-up', role: 'ADMIN' });
    const user = platform.client();
    await user.login('user@remuda.test');
    const trainer = platform.client();
    await trainer.login('trainer@remuda.test');
    expect((await user.get('/api/users')).status).toBe(403);
    expect((await trainer.get('/api/users')).status).toBe(403);
    expect((await platform.client().get('/api/users')).status).toBe(401);

    const admin = platform.client();
    await admin.login('admin@remuda.test');
    const accounts = (await admin.get('/api/users')).body as Array<{ id: string; email: string; roleRequest: unknown }>;
    const target = accounts.find((a) => a.email === 'hopeful@example.com')!;
    expect(target.roleRequest).toMatchObject({ role: 'ADMIN', status: 'pending' });
    expect((await trainer.post(`/api/users/${target.id}/role-request`, { decision: 'grant' })).status).toBe(403);
    const granted = await admin.post(`/api/users/${target.id}/role-request`, { decision: 'grant' });
    expect(granted).toMatchObject({ status: 200, body: { role: 'ADMIN', roleRequest: { status: 'granted' } } });

    expect((await hopeful.get('/api/users/profile')).body.role).toBe('ADMIN');
    expect(await within(1000, async () => (await hopeful.get('/api/users')).status === 200)).toBe(true);
  });

  it('changes roles, answers 404 for unknown accounts and 409 for the last administrator', async () => {
    const admin = platform.client();
    const { body } = await admin.login('admin@remuda.test');
    const accounts = (await admin.get('/api/users')).body as Array<{ id: string; email: string }>;
    const userId = accounts.find((a) => a.email === 'user@remuda.test')!.id;
    expect((await admin.put(`/api/users/${userId}/role`, { role: 'TRAINER' })).body.role).toBe('TRAINER');
    expect((await admin.put(`/api/users/${userId}/role`, { role: 'USER' })).body.role).toBe('USER');
    expect((await admin.put(`/api/users/${userId}/role`, { role: 'KING' })).status).toBe(400);
    expect((await admin.put('/api/users/not-an-id/role', { role: 'USER' })).status).toBe(404);
    expect((await admin.put('/api/users/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11/role', { role: 'USER' })).status).toBe(404);
    expect((await admin.post(`/api/users/${userId}/role-request`, { decision: 'grant' })).status).toBe(404);
    // demote every other administrator, then the last one cannot demote itself
    for (const a of (await admin.get('/api/users')).body as Array<{ id: string; role: string }>) {
      if (a.role === 'ADMIN' && a.id !== body.user.id) await admin.put(`/api/users/${a.id}/role`, { role: 'USER' });
    }
    expect((await admin.put(`/api/users/${body.user.id}/role`, { role: 'USER' }))).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
  });
});

describe('rate limits', () => {
  it('make an account wait after repeated failures from one address, with 429', async () => {
    const api = platform.client();
    await api.post('/api/users/register', { email: 'forgetful@example.com', password: 'right-password' });
    for (let i = 0; i < 4; i++) expect((await api.post('/api/users/login', { email: 'forgetful@example.com', password: 'wrong-pass' })).status).toBe(401);
    const locked = await api.post('/api/users/login', { email: 'forgetful@example.com', password: 'right-password' });
    expect(locked).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in \d+ seconds?\.$/);
  });

  it('limit sign-in and registration per address', async () => {
    // A second gateway with a strict limit, in front of the same users service.
    const config = { ...platform.config, port: 0, authRateLimit: { ...platform.config.authRateLimit, ipLimit: 3 } };
    const strict = await startGateway(config, platform.logger);
    try {
      const api = new ApiClient(`http://127.0.0.1:${(strict.app.getHttpServer().address() as AddressInfo).port}`);
      for (let i = 0; i < 3; i++) expect((await api.post('/api/users/login', { email: 'user@remuda.test', password: 'remuda-demo' })).status).toBe(200);
      const limited = await api.post('/api/users/register', { email: 'late@example.com', password: 'saddle-up' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(limited.body.message).toMatch(/^Too many sign-in attempts from your network\. Please try again in (\d+ seconds?|1 minute)\.$/);
      expect((await api.get('/api/remotes')).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('platform endpoints', () => {
  it('report liveness and readiness of every database and transport', async () => {
    const api = platform.client();
    expect((await api.get('/health/live')).body).toEqual({ status: 'ok' });
    const ready = await api.get('/health/ready');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks)).toEqual(expect.arrayContaining(['users.database', 'users.transport', 'transport-client']));
  });

  it('serve Prometheus metrics', async () => {
    const res = await fetch(`${platform.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/remuda_http_request_duration_seconds_count\{method="POST",route="\/api\/users\/login",status="200"\} \d+/);
    expect(text).toMatch(/remuda_message_handler_duration_seconds_count\{pattern="users.account.verify-credentials",outcome="ok"\} \d+/);
  });

  it('serve the OpenAPI document and its docs page', async () => {
    const api = platform.client();
    const doc = (await api.get('/api/docs/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/users/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/users/register', '/api/users/profile', '/api/users/{id}/role']));
    const page = await fetch(`${platform.baseUrl}/api/docs`);
    expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const bundle = await fetch(`${platform.baseUrl}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('serve the remote registry', async () => {
    const res = await platform.client().get('/api/remotes');
    expect(res.body).toEqual({
      remotes: {
        public: '/remotes/public/mf-manifest.json',
        horses: '/remotes/horses/mf-manifest.json',
        medical: '/remotes/medical/mf-manifest.json',
        riding: '/remotes/riding/mf-manifest.json',
        activity: '/remotes/activity/mf-manifest.json',
      },
    });
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const res = await platform.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('carry the correlation id from the request through the service to the logs', async () => {
    const id = 'corr-test-1234567890';
    const res = await platform.client().post('/api/users/login', { email: 'user@remuda.test', password: 'remuda-demo' }, { headers: { 'x-correlation-id': id } });
    expect(res.headers.get('x-correlation-id')).toBe(id);
    const lines = platform.logger.lines.filter((l) => l.correlationId === id);
    expect(lines).toEqual(expect.arrayContaining([
      expect.objectContaining({ msg: 'request', service: 'gateway', status: 200 }),
      expect.objectContaining({ msg: 'message handled', service: 'users', pattern: 'users.account.verify-credentials', outcome: 'ok' }),
    ]));
  });
});

