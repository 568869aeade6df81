import { DataSource } from 'typeorm';
import type { ApiClient } from './api-client.js';
import { startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let admin: ApiClient;

/** An account's unsubscribe token, as its digest mails carry it. */
async function tokenOf(email: string): Promise<string> {
  const row = await platform.users.app.get(DataSource).createQueryBuilder().select('care_digest_token', 'token').from('accounts', 'a').where('email = :email', { email }).getRawOne<{ token: string }>();
  return row!.token;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  admin = platform.client();
  await admin.login('admin@remuda.test');
}, 60_000);
afterAll(() => platform.stop());

describe('the daily care digest’s subscriptions', () => {
  it('is on for the demo staff, and off for a new staff member until they turn it on', async () => {
    expect(await trainer.get('/api/users/care-digest')).toMatchObject({ status: 200, body: { enabled: true } });
    const { client } = await platform.newTrainer(admin, 'digest-new@example.com');
    expect(await client.get('/api/users/care-digest')).toMatchObject({ status: 200, body: { enabled: false } });
    expect(await client.put('/api/users/care-digest', { enabled: true })).toMatchObject({ status: 200, body: { enabled: true } });
    expect(await client.get('/api/users/care-digest')).toMatchObject({ status: 200, body: { enabled: true } });
    expect(await tokenOf('digest-new@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.put('/api/users/care-digest', { enabled: 'yes' })).status).toBe(400);
  });

  it('is for staff only: a plain user and a visitor are refused', async () => {
    const user = platform.client();
    await user.login('user@remuda.test');
    expect((await user.get('/api/users/care-digest')).status).toBe(403);
    expect((await user.put('/api/users/care-digest', { enabled: true })).status).toBe(403);
    expect((await platform.client().get('/api/users/care-digest')).status).toBe(401);
    expect((await trainer.get('/api/users/care-digest/recipients')).status).toBe(403);
  });

  it('lists every enabled staff account to administrators, who turn one’s digest on or off', async () => {
    const { id } = await platform.newTrainer(admin, 'digest-listed@example.com');
    const list = await admin.get('/api/users/care-digest/recipients');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining([
      { id: expect.any(String), email: 'trainer@remuda.test', role: 'TRAINER', enabled: expect.any(Boolean) },
      { id, email: 'digest-listed@example.com', role: 'TRAINER', enabled: false },
    ]));
    expect(list.body.map((r: { email: string }) => r.email)).not.toContain('user@remuda.test');
    expect(await admin.put(`/api/users/${id}/care-digest`, { enabled: true })).toMatchObject({
      status: 200,
      body: { id, email: 'digest-listed@example.com', role: 'TRAINER', enabled: true },
    });
    const plain = (await admin.get('/api/users')).body.find((a: { email: string }) => a.email === 'user@remuda.test');
    expect(await admin.put(`/api/users/${plain.id}/care-digest`, { enabled: true })).toMatchObject({ status: 400, body: { errors: [{ field: 'enabled' }] } });
    expect((await admin.put('/api/users/00000000-0000-4000-8000-000000000000/care-digest', { enabled: true })).status).toBe(404);
  });

  it('stops by the token of a mail’s link, without a session, and answers the same for any token', async () => {
    const { client } = await platform.newTrainer(admin, 'digest-link@example.com');
    await client.put('/api/users/care-digest', { enabled: true });
    const token = await tokenOf('digest-link@example.com');
    const visitor = platform.client();
    expect(await visitor.post('/api/care-digest/unsubscribe', { token })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await client.get('/api/users/care-digest')).toMatchObject({ body: { enabled: false } });
    // Turned on again, the same link still works.
    await client.put('/api/users/care-digest', { enabled: true });
    expect(await tokenOf('digest-link@example.com')).toBe(token);
    expect(await visitor.post('/api/care-digest/unsubscribe', { token: 'A'.repeat(43) })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await client.get('/api/users/care-digest')).toMatchObject({ body: { enabled: true } });
    expect((await visitor.post('/api/care-digest/unsubscribe', { token: 'short' })).status).toBe(400);
    expect((await visitor.post('/api/care-digest/unsubscribe', {})).status).toBe(400);
  });

  it('stops by a mail program’s one-click post to the List-Unsubscribe address (RFC 8058)', async () => {
    const { client } = await platform.newTrainer(admin, 'digest-one-click@example.com');
    await client.put('/api/users/care-digest', { enabled: true });
    const token = await tokenOf('digest-one-click@example.com');
    const res = await fetch(`${platform.baseUrl}/api/care-digest/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await client.get('/api/users/care-digest')).toMatchObject({ body: { enabled: false } });
    // The token is in no log line.
    expect(JSON.stringify(platform.logger.lines)).not.toContain(token);
  });

  // Last: it uses up this address's unsubscribe calls.
  it('limits unsubscribe calls per network address, with Retry-After', async () => {
    const visitor = platform.client();
    let res = await visitor.post('/api/care-digest/unsubscribe', { token: 'B'.repeat(43) });
    for (let i = 0; i < 100 && res.status !== 429; i++) res = await visitor.post('/api/care-digest/unsubscribe', { token: 'B'.repeat(43) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
