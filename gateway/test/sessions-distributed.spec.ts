import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Config } from '@remuda/service-kit';
import { NATS_SERVER, createTestDatabase, describeWhen, postgresAvailable, privateNatsServer } from '@remuda/service-kit/testing';
import { startGateway } from '../src/index.js';
import { ApiClient } from './api-client.js';
import { startTestPlatform } from './test-platform.js';
import { within } from './within.js';

const pg = await postgresAvailable();

describeWhen(pg, 'PostgreSQL', 'sessions across gateway replicas in the distributed mode', () => {
  describeWhen(existsSync(NATS_SERVER), 'nats-server binary', 'over NATS and PostgreSQL', () => {
    type Gateway = Awaited<ReturnType<typeof startGateway>>;
    let server: Awaited<ReturnType<typeof privateNatsServer>>;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let platform: Awaited<ReturnType<typeof startTestPlatform>>;
    let replica: Gateway;
    let admin: ApiClient;

    const startReplica = (config: Config = platform.config) => startGateway({ ...config, port: 0 }, platform.logger);
    const clientOf = (gateway: Gateway) => new ApiClient(`http://127.0.0.1:${(gateway.app.getHttpServer().address() as AddressInfo).port}`);
    const bearer = (token: string) => ({ cookie: false, headers: { authorization: `Bearer ${token}` } });

    beforeAll(async () => {
      server = await privateNatsServer();
      await server.start();
      database = await createTestDatabase();
      platform = await startTestPlatform({ NATS_URL: server.url, DATABASE_URL: database.url });
      replica = await startReplica();
      admin = platform.client();
      await admin.login('admin@remuda.test');
    }, 120_000);
    afterAll(async () => {
      await replica?.close();
      await platform?.stop();
      await server?.remove();
      await database?.drop();
    }, 60_000);

    /** A new account with two sessions: a browser's that registered it (cookie), and an API client's (token). */
    async function signedIn(email: string) {
      const browser = platform.client();
      const { body } = await browser.post('/api/users/register', { email, password: 'saddle-up-early' });
      const token = (await platform.client().login(email, 'saddle-up-early')).body.token as string;
      return { id: body.user.id as string, browser, token };
    }

    it('refuse on replica B, within a second, an administrator demoted through replica A', async () => {
      const boss = await signedIn('demoted@example.com');
      await admin.put(`/api/users/${boss.id}/role`, { role: 'ADMIN' });
      const onB = clientOf(replica);
      onB.cookie = boss.browser.cookie;
      expect(await within(1000, async () => (await onB.get('/api/users')).status === 200)).toBe(true);
      expect((await admin.put(`/api/users/${boss.id}/role`, { role: 'USER' })).status).toBe(200);
      const powerless = async () =>
        (await onB.get('/api/users')).status === 403 && (await clientOf(replica).get('/api/users', bearer(boss.token))).status === 403;
      expect(await within(1000, powerless)).toBe(true);
    }, 30_000);

    it('reach every replica: accounts registered through replica A are known on replica B within a second', async () => {
      // Replica A learns of the account from the users service's answer; B only by the event. Were the replicas
      // sharing one subscription, each event would reach one of them, and some of these would be refused on B.
      const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => (await signedIn(`fan-out-${n}@example.com`)).token));
      const known = async () =>
        (await Promise.all(tokens.map((token) => clientOf(replica).get('/api/users/profile', bearer(token))))).every((res) => res.status === 200);
      expect(await within(1000, known)).toBe(true);
    }, 30_000);

    it('end on replica B, within a second, a session logged out through replica A', async () => {
      const { browser, token } = await signedIn('logout@example.com');
      const onB = clientOf(replica);
      onB.cookie = browser.cookie;
      expect((await onB.get('/api/users/profile')).status).toBe(200);
      await browser.post('/api/users/logout');
      await platform.client().post('/api/users/logout', undefined, bearer(token));
      const refused = async () =>
        (await onB.get('/api/users/profile')).status === 401 && (await clientOf(replica).get('/api/users/profile', bearer(token))).status === 401;
      expect(await within(1000, refused)).toBe(true);
    }, 30_000);

    it('are still refused by a replica restarted after they ended', async () => {
      const out = await signedIn('restart-logout@example.com');
      const gone = await signedIn('restart-disabled@example.com');
      await out.browser.post('/api/users/logout', undefined, bearer(out.token));
      await admin.put(`/api/users/${gone.id}/disabled`, { disabled: true });
      await replica.close();
      replica = await startReplica();
      const fresh = clientOf(replica);
      expect((await fresh.get('/health/ready')).body.checks['session-view']).toEqual({ ok: true });
      expect((await fresh.get('/api/users/profile', bearer(out.token))).status).toBe(401);
      expect((await fresh.get('/api/users/profile', bearer(gone.token))).status).toBe(401);
      expect((await fresh.get('/api/users/profile', bearer((await signedIn('restart-kept@example.com')).token))).status).toBe(200);
    }, 30_000);

    it('cannot be judged by a replica that has not read them: it is not ready and answers 503', async () => {
      const { token } = await signedIn('unjudged@example.com');
      // A replica on a broker where no users service answers.
      const lonely = await privateNatsServer();
      await lonely.start();
      const blind = await startReplica({ ...platform.config, transport: { kind: 'nats', url: lonely.url } });
      try {
        const client = clientOf(blind);
        expect((await client.get('/health/ready')).status).toBe(503);
        expect((await client.get('/api/users/profile', bearer(token))).status).toBe(503);
        // Nor does it sign a browser out.
        const probe = await client.get('/api/users/session', { headers: { cookie: `remuda_session=${token}` } });
        expect(probe.setCookie).toBeNull();
      } finally {
        await blind.close();
        await lonely.remove();
      }
    }, 60_000);
  });
});
