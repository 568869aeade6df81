import { ApiClient } from './api-client.js';
import { startTestPlatform } from './test-platform.js';

const METRICS_TOKEN = 'scraper-token-0123456789';

/** The gateway behind a TLS-terminating proxy it trusts, with HTTPS cookies and a metrics token. */
let platform: Awaited<ReturnType<typeof startTestPlatform>>;

beforeAll(async () => {
  platform = await startTestPlatform({ REMUDA_TRUST_PROXY: '1', REMUDA_COOKIE_SECURE: '1', REMUDA_METRICS_TOKEN: METRICS_TOKEN });
});

afterAll(async () => {
  await platform?.stop();
});

describe('the CSRF origin check behind a trusted proxy', () => {
  /** A write from the page at `https://ranch.example`, which the proxy forwards to the gateway. */
  const forwardedWrite = (forwardedHost: string) =>
    fetch(`${platform.baseUrl}/api/users/logout`, {
      method: 'POST',
      headers: { origin: 'https://ranch.example', 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' },
    });

  it("takes the forwarded host as the site's, and still refuses other sites", async () => {
    expect((await forwardedWrite('ranch.example')).status).toBe(200);
    expect((await forwardedWrite('evil.example')).status).toBe(403);
  });

  it('takes the entry the proxy added (the last), not one the client sent before it', async () => {
    const write = (origin: string, forwardedHost: string) =>
      fetch(`${platform.baseUrl}/api/users/logout`, { method: 'POST', headers: { origin, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' } });
    expect((await write('https://evil.example', 'evil.example, ranch.example')).status).toBe(403);
    expect((await write('https://ranch.example', 'evil.example, ranch.example')).status).toBe(200);
  });
});

describe('HTTPS cookies and HSTS', () => {
  it('names the session cookie with the __Host- prefix and reads and clears it under that name', async () => {
    const login = await new ApiClient(platform.baseUrl).post('/api/users/login', { email: 'admin@remuda.test', password: 'remuda-demo' });
    expect(login.setCookie).toMatch(/^__Host-remuda_session=[^;]+; Max-Age=28800; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
    expect(login.setCookie).not.toMatch(/Domain=/i);
    const token = login.body.token as string;
    const session = (cookie: string) => new ApiClient(platform.baseUrl).get('/api/users/session', { headers: { cookie } });
    expect((await session(`__Host-remuda_session=${token}`)).body.account).toMatchObject({ email: 'admin@remuda.test' });
    // Without the prefix the cookie may have been planted by a sibling subdomain: it does not count.
    expect((await session(`remuda_session=${token}`)).body).toEqual({ account: null });
    const out = await new ApiClient(platform.baseUrl).post('/api/users/logout', undefined, {
      headers: { cookie: `__Host-remuda_session=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.setCookie).toMatch(/^__Host-remuda_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict$/);
    expect((await session(`__Host-remuda_session=${token}`)).body).toEqual({ account: null });
  });

  it('tells browsers to use HTTPS only', async () => {
    expect((await fetch(`${platform.baseUrl}/health/live`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('metrics on the public port', () => {
  it('answer only the scraper presenting the token', async () => {
    expect((await fetch(`${platform.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${platform.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const res = await fetch(`${platform.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('remuda_http_request_duration_seconds');
  });
});
