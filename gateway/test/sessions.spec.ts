import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { type Account, type AccountState, USER_EVENTS } from '@remuda/contracts';
import { processBus, resolveJwtSecret } from '@remuda/service-kit';
import { startGateway } from '../src/index.js';
import { ApiClient } from './api-client.js';
import { startTestPlatform } from './test-platform.js';
import { within } from './within.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
type Gateway = Awaited<ReturnType<typeof startGateway>>;
let platform: Platform;
/** A second gateway replica in front of the same services. */
let replica: Gateway;
let admin: ApiClient;

const clientOf = (gateway: Gateway) => new ApiClient(`http://127.0.0.1:${(gateway.app.getHttpServer().address() as AddressInfo).port}`);
const bearer = (token: string) => ({ cookie: false, headers: { authorization: `Bearer ${token}` } });
const ended = { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' } };

beforeAll(async () => {
  platform = await startTestPlatform();
  replica = await startGateway({ ...platform.config, port: 0 }, platform.logger);
  admin = platform.client();
  await admin.login('admin@remuda.test');
});
afterAll(async () => {
  await replica?.close();
  await platform?.stop();
});

const accountId = async (email: string) => ((await admin.get('/api/users')).body as Account[]).find((a) => a.email === email)!.id;

/** A new account with two sessions: a browser's that registered it (cookie), and an API client's (token). */
async function signedIn(email: string) {
  const browser = platform.client();
  const { body } = await browser.post('/api/users/register', { email, password: 'saddle-up-early' });
  const token = (await platform.client().login(email, 'saddle-up-early')).body.token as string;
  return { id: body.user.id as string, browser, token };
}

describe('an administrator', () => {
  it('cannot demote or disable the last administrator', async () => {
    const id = await accountId('admin@remuda.test');
    expect(await admin.put(`/api/users/${id}/role`, { role: 'USER' })).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    expect(await admin.put(`/api/users/${id}/disabled`, { disabled: true })).toMatchObject({
      status: 409,
      body: { code: 'LAST_ADMIN', message: 'The last administrator cannot be disabled.' },
    });
    expect((await admin.get('/api/users')).status).toBe(200);
  });

  it('alone disables and enables accounts', async () => {
    const { id, browser } = await signedIn('not-an-admin@example.com');
    expect((await browser.put(`/api/users/${id}/disabled`, { disabled: true })).status).toBe(403);
    expect((await admin.put(`/api/users/${id}/disabled`, { disabled: 'yes' })).status).toBe(400);
    expect((await admin.put('/api/users/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11/disabled', { disabled: true })).status).toBe(404);
  });
});

describe('a role change', () => {
  it('takes a demoted administrator’s power on every replica within a second, cookie and token alike', async () => {
    const boss = await signedIn('demoted@example.com');
    await admin.put(`/api/users/${boss.id}/role`, { role: 'ADMIN' });
    const onReplica = clientOf(replica);
    onReplica.cookie = boss.browser.cookie;
    expect(await within(1000, async () => (await onReplica.get('/api/users')).status === 200)).toBe(true);
    expect((await boss.browser.get('/api/users', bearer(boss.token))).status).toBe(200);

    expect((await admin.put(`/api/users/${boss.id}/role`, { role: 'USER' })).status).toBe(200);
    const powerless = async () =>
      (await Promise.all([
        boss.browser.get('/api/users'),
        onReplica.get('/api/users'),
        boss.browser.get('/api/users', bearer(boss.token)),
        clientOf(replica).get('/api/users', bearer(boss.token)),
      ])).every((res) => res.status === 403);
    expect(await within(1000, powerless)).toBe(true);
    // Nor can it give itself the role back.
    expect((await onReplica.put(`/api/users/${boss.id}/role`, { role: 'ADMIN' })).status).toBe(403);
    expect((await boss.browser.put(`/api/users/${boss.id}/role`, { role: 'ADMIN' }, bearer(boss.token))).status).toBe(403);
    // The session itself goes on, with the new role.
    expect((await onReplica.get('/api/users/profile')).body.role).toBe('USER');
  });

  it('from a granted role request takes effect at once; a refused one changes nothing', async () => {
    for (const [email, decision, status] of [['granted@example.com', 'grant', 200], ['refused@example.com', 'refuse', 403]] as const) {
      const browser = platform.client();
      await browser.post('/api/users/register', { email, password: 'saddle-up-early', role: 'ADMIN' });
      const token = (await clientOf(replica).login(email, 'saddle-up-early')).body.token as string;
      expect((await browser.get('/api/users')).status).toBe(403);
      await admin.post(`/api/users/${await accountId(email)}/role-request`, { decision });
      const reached = async () =>
        (await browser.get('/api/users')).status === status && (await clientOf(replica).get('/api/users', bearer(token))).status === status;
      expect([email, await within(1000, reached)]).toEqual([email, true]);
    }
  });
});

describe('a gateway that missed an account’s state', () => {
  it('reads every state again when the next one it hears is numbered past the one it expected', async () => {
    const users = platform.users.app.get(DataSource);
    const missed = await signedIn('missed-state@example.com');
    const jumped = await signedIn('jumped-state@example.com');
    const staffOn = (client: ApiClient) => async () => (await client.get('/api/uploads/limits', bearer(missed.token))).status === 200;
    // A promotion committed whose event reached no gateway.
    await users.query(`UPDATE accounts SET role = 'TRAINER', state_version = state_version + 1 WHERE id = ?`, [missed.id]);
    expect(await staffOn(platform.client())()).toBe(false);
    // Another account's next state arrives numbered two past the one the gateways hold: one was missed on the way.
    await users.query('UPDATE accounts SET state_version = state_version + 2 WHERE id = ?', [jumped.id]);
    const [row] = (await users.query('SELECT session_version, state_version, updated_at FROM accounts WHERE id = ?', [jumped.id])) as Record<string, never>[];
    const state: AccountState = { id: jumped.id, role: 'USER', disabled: false, sessionVersion: row!.session_version, version: row!.state_version, changedAt: row!.updated_at };
    processBus.publish({ pattern: USER_EVENTS.accountChanged.subject, data: { type: USER_EVENTS.accountChanged.type, version: USER_EVENTS.accountChanged.version, data: state } });
    expect(await within(1000, staffOn(platform.client()))).toBe(true);
    expect(await within(1000, staffOn(clientOf(replica)))).toBe(true);
  });

  it('reads every state again when it hears one it cannot read: a version-1 state, or one of a version newer than it knows', async () => {
    const users = platform.users.app.get(DataSource);
    for (const [n, version] of [[1, 1], [2, USER_EVENTS.accountChanged.version + 1]] as const) {
      const missed = await signedIn(`unread-state-${n}@example.com`);
      const staffOn = (client: ApiClient) => async () => (await client.get('/api/uploads/limits', bearer(missed.token))).status === 200;
      await users.query(`UPDATE accounts SET role = 'TRAINER', state_version = state_version + 1 WHERE id = ?`, [missed.id]);
      expect(await staffOn(platform.client())()).toBe(false);
      // Its own next state, numbered as expected: read as the current version it would not show anything was missed.
      const [row] = (await users.query('SELECT session_version, state_version, updated_at FROM accounts WHERE id = ?', [missed.id])) as Record<string, never>[];
      const state: AccountState = { id: missed.id, role: 'USER', disabled: false, sessionVersion: row!.session_version, version: row!.state_version, changedAt: row!.updated_at };
      processBus.publish({ pattern: USER_EVENTS.accountChanged.subject, data: { type: USER_EVENTS.accountChanged.type, version, data: state } });
      expect([version, await within(1000, staffOn(platform.client()))]).toEqual([version, true]);
      expect([version, await within(1000, staffOn(clientOf(replica)))]).toEqual([version, true]);
    }
  });
});

describe('logging out', () => {
  it('ends the cookie’s session on every replica within a second', async () => {
    const { browser } = await signedIn('logout-cookie@example.com');
    const copy = clientOf(replica);
    copy.cookie = browser.cookie;
    expect((await copy.get('/api/users/profile')).status).toBe(200);
    expect((await browser.post('/api/users/logout')).status).toBe(200);
    expect(await within(1000, async () => (await copy.get('/api/users/profile')).status === 401)).toBe(true);
    expect(await copy.get('/api/users/profile')).toMatchObject(ended);
    // The same cookie sent again through the replica that logged it out is refused at once.
    expect((await clientOf(platform.gateway).get('/api/users/profile', { headers: { cookie: copy.cookie! } })).status).toBe(401);
  });

  it('with a token ends that token on every replica within a second, and no other session', async () => {
    const { token, browser } = await signedIn('logout-token@example.com');
    expect((await clientOf(replica).post('/api/users/logout', undefined, bearer(token))).status).toBe(200);
    const refused = async () =>
      (await clientOf(platform.gateway).get('/api/users/profile', bearer(token))).status === 401 &&
      (await clientOf(replica).get('/api/users/profile', bearer(token))).status === 401;
    expect(await within(1000, refused)).toBe(true);
    expect((await browser.get('/api/users/profile')).status).toBe(200);
  });
});

describe('a disabled account', () => {
  it('loses its sessions on every replica within a second, cannot sign in, and can again once enabled', async () => {
    const { id, browser, token } = await signedIn('disabled@example.com');
    const copy = clientOf(replica);
    copy.cookie = browser.cookie;
    const disabled = await admin.put(`/api/users/${id}/disabled`, { disabled: true });
    expect(disabled).toMatchObject({ status: 200, body: { email: 'disabled@example.com', disabled: true } });
    const refused = async () =>
      (await Promise.all([browser.get('/api/users/profile'), copy.get('/api/users/profile'), copy.get('/api/users/profile', bearer(token))])).every(
        (res) => res.status === 401,
      );
    expect(await within(1000, refused)).toBe(true);
    expect(await clientOf(replica).post('/api/users/login', { email: 'disabled@example.com', password: 'saddle-up-early' })).toMatchObject({
      status: 403,
      body: { code: 'ACCOUNT_DISABLED', message: 'This account has been disabled. Contact an administrator.' },
    });
    expect((await admin.get('/api/users')).body.find((a: Account) => a.id === id).disabled).toBe(true);

    expect((await admin.put(`/api/users/${id}/disabled`, { disabled: false })).body.disabled).toBe(false);
    const again = clientOf(replica);
    await again.login('disabled@example.com', 'saddle-up-early');
    expect((await again.get('/api/users/profile')).status).toBe(200);
    // Enabling does not bring the old sessions back.
    expect((await copy.get('/api/users/profile', bearer(token))).status).toBe(401);
  });
});

describe('a token', () => {
  it('of an account that does not exist is refused, though correctly signed', async () => {
    const secret = resolveJwtSecret(platform.config);
    const ghost = jwt.sign({ email: 'ghost@example.com', role: 'ADMIN', ver: 1 }, secret, {
      algorithm: 'HS256', subject: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', jwtid: '0d5c1f7e-44a5-4f0e-9b1a-1c2d3e4f5a6b', expiresIn: 600,
    });
    expect(await admin.get('/api/users', bearer(ghost))).toMatchObject(ended);
    // Nor does a token issued before sessions had ids pass.
    const { body } = await platform.client().login('admin@remuda.test');
    const old = jwt.sign({ email: 'admin@remuda.test', role: 'ADMIN' }, secret, { algorithm: 'HS256', subject: body.user.id, expiresIn: 600 });
    expect(await admin.get('/api/users', bearer(old))).toMatchObject(ended);
  });
});

describe('the profile’s sessions', () => {
  it('lists the account’s active sessions, marks this one, and signs out another or all of them', async () => {
    const browser = platform.client();
    await browser.post('/api/users/register', { email: 'many-sessions@example.com', password: 'saddle-up-early' });
    const phone = clientOf(replica);
    await phone.post('/api/users/login', { email: 'many-sessions@example.com', password: 'saddle-up-early' }, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' },
    });
    const listed = await browser.get('/api/users/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body[0]).toMatchObject({ current: false, userAgent: expect.stringContaining('iPhone'), address: expect.any(String) });
    expect(listed.body[1]).toMatchObject({ current: true });
    expect((await phone.get('/api/users/sessions')).body.map((s: { current: boolean }) => s.current)).toEqual([true, false]);

    // Another account's session is nobody else's to end.
    expect((await admin.call('DELETE', `/api/users/sessions/${listed.body[0].id}`)).status).toBe(404);
    expect((await browser.call('DELETE', `/api/users/sessions/${listed.body[0].id}`)).status).toBe(200);
    expect(await within(1000, async () => (await phone.get('/api/users/profile')).status === 401)).toBe(true);
    expect((await browser.get('/api/users/sessions')).body).toHaveLength(1);

    const laptop = clientOf(replica);
    await laptop.login('many-sessions@example.com', 'saddle-up-early');
    const everywhere = await browser.call('DELETE', '/api/users/sessions');
    expect(everywhere.status).toBe(200);
    expect(browser.cookie).toBeNull();
    const signedOut = async () => (await laptop.get('/api/users/profile')).status === 401;
    expect(await within(1000, signedOut)).toBe(true);
    expect((await laptop.get('/api/users/sessions')).status).toBe(401);
  });
});
